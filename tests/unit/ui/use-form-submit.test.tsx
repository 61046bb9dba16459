import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FormError, FormSuccess, SubmitButton } from '../../../src/ui/form-fields.tsx'
import { TextInput } from '../../../src/ui/text-input.tsx'
import { useFormSubmit } from '../../../src/ui/use-form-submit.ts'

/** A call the test settles by hand, to look at the form while it runs. */
function deferred() {
  let settle!: { resolve: (message?: string) => void; reject: (cause: Error) => void }
  const promise = new Promise<string | undefined>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

function NameForm({
  send,
  initialError,
}: {
  send: (name: string) => Promise<unknown>
  initialError?: string
}) {
  const [name, setName] = useState('')
  const { error, success, busy, onSubmit } = useFormSubmit({
    initialError,
    check: () => (name.trim() ? null : 'Scrivi il nome'),
    send: () => send(name),
    failed: (cause) => `Non riuscito: ${cause instanceof Error ? cause.message : '?'}`,
  })
  return (
    <form onSubmit={onSubmit}>
      <FormError message={error} />
      <FormSuccess message={success} />
      <TextInput label="Nome" value={name} onChange={setName} />
      <SubmitButton busy={busy} busyLabel="Invio...">
        Invia
      </SubmitButton>
    </form>
  )
}

describe('useFormSubmit', () => {
  it('refuses with the check’s message and sends nothing', async () => {
    const sent: string[] = []
    render(<NameForm send={async (name) => void sent.push(name)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Scrivi il nome')
    expect(sent).toEqual([])
  })

  it('is busy while sending, then shows the success message', async () => {
    const call = deferred()
    const sent: string[] = []
    render(
      <NameForm
        send={(name) => {
          sent.push(name)
          return call.promise
        }}
      />,
    )
    await userEvent.type(screen.getByLabelText('Nome'), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }))
    const button = await screen.findByRole('button', { name: 'Invio...' })
    expect(button).toBeDisabled()
    expect(sent).toEqual(['Ada'])
    call.resolve('Fatto!')
    expect(await screen.findByRole('status')).toHaveTextContent('Fatto!')
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled()
  })

  it('shows the failure, keeps what was typed, and clears the message on the next attempt', async () => {
    const first = deferred()
    const second = deferred()
    const calls = [first, second]
    render(<NameForm send={() => (calls.shift() ?? first).promise} />)
    await userEvent.type(screen.getByLabelText('Nome'), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }))
    first.reject(new Error('rete assente'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Non riuscito: rete assente')
    expect(screen.getByLabelText('Nome')).toHaveValue('Ada')

    await userEvent.click(screen.getByRole('button', { name: 'Invia' }))
    await screen.findByRole('button', { name: 'Invio...' })
    expect(screen.queryByRole('alert')).toBeNull()
    second.resolve()
    expect(await screen.findByRole('button', { name: 'Invia' })).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an initial error before any attempt', () => {
    render(<NameForm send={async () => undefined} initialError="Link non valido" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Link non valido')
  })
})
