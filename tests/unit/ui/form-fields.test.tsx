import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FormError, SubmitButton } from '../../../src/ui/form-fields.tsx'
import { PasswordField } from '../../../src/ui/password-field.tsx'
import { SelectField } from '../../../src/ui/select-field.tsx'
import { TextInput } from '../../../src/ui/text-input.tsx'

function Controlled({ kind }: { kind: 'text' | 'password' | 'select' }) {
  const [value, setValue] = useState('')
  if (kind === 'password')
    return <PasswordField label="Nuova password" value={value} onChange={setValue} />
  if (kind === 'select')
    return (
      <SelectField
        label="Sono un... *"
        value={value}
        onChange={setValue}
        options={[
          { value: 'private', label: 'Privato' },
          { value: 'employee', label: 'Dipendente' },
        ]}
      />
    )
  return (
    <TextInput
      label="Cosa cerchi *"
      multiline
      rows={4}
      helperText="Ad esempio: fornitori"
      value={value}
      onChange={setValue}
    />
  )
}

describe('form fields', () => {
  it('TextInput: a labelled textarea with its hint as description', async () => {
    render(<Controlled kind="text" />)
    const field = screen.getByLabelText('Cosa cerchi *')
    expect(field.tagName).toBe('TEXTAREA')
    expect(field).toHaveAttribute('rows', '4')
    expect(field).toHaveAccessibleDescription('Ad esempio: fornitori')
    await userEvent.type(field, 'cobot')
    expect(field).toHaveValue('cobot')
  })

  it('TextInput: the error state reaches the input', () => {
    render(<TextInput label="Email" value="x" onChange={() => undefined} error />)
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('PasswordField: one pressed toggle shows and hides the password', async () => {
    render(<Controlled kind="password" />)
    const input = screen.getByLabelText('Nuova password')
    const toggle = screen.getByRole('button', { name: 'Mostra password' })
    expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  it('SelectField: a named combobox whose options set the value', async () => {
    render(<Controlled kind="select" />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Sono un... *' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Dipendente' }))
    expect(screen.getByRole('combobox', { name: 'Sono un... *' })).toHaveTextContent('Dipendente')
  })

  it('SubmitButton shows the busy wording, disabled; FormError only with a message', () => {
    const { rerender } = render(
      <>
        <SubmitButton busy busyLabel="Resetting...">
          Reimposta password
        </SubmitButton>
        <FormError message="" />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<FormError message="Passwords do not match" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match')
  })
})
