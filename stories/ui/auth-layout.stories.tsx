import { Link } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, fn } from 'storybook/test'
import { AuthCard, AuthLayout } from '../../src/ui/auth-layout.tsx'
import { FormError, FormSuccess, SubmitButton } from '../../src/ui/form-fields.tsx'
import { PasswordField } from '../../src/ui/password-field.tsx'
import { SelectField } from '../../src/ui/select-field.tsx'
import { TextInput } from '../../src/ui/text-input.tsx'
import { routed } from '../support/controlled.tsx'

interface LoginDemoProps {
  busy?: boolean
  error?: string
  success?: string
  disabled?: boolean
  onSubmit?: () => void
}

function LoginDemo({ busy, error, success, disabled, onSubmit }: LoginDemoProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit?.()
  }
  return (
    <AuthLayout>
      <AuthCard
        title="Accedi"
        subtitle="Entra con la tua email per vedere il biglietto e il programma."
        onSubmit={submit}
        footer={
          <>
            <Link href="#forgot-password">Password dimenticata?</Link>
            <Link href="#register">Non hai un account? Registrati</Link>
          </>
        }
      >
        <FormError message={error} />
        <FormSuccess message={success} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          disabled={disabled}
          value={password}
          onChange={setPassword}
        />
        <SubmitButton busy={busy} busyLabel="Logging in..." disabled={disabled}>
          Accedi
        </SubmitButton>
      </AuthCard>
    </AuthLayout>
  )
}

const meta = {
  title: 'UI/AuthLayout',
  component: AuthCard,
  args: { title: 'Accedi', children: null },
  decorators: [routed],
  render: () => <LoginDemo />,
} satisfies Meta<typeof AuthCard>

export default meta
type Story = StoryObj<typeof meta>

const submitted = fn()

export const LoginFilled: Story = {
  render: () => <LoginDemo onSubmit={submitted} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/Email/), 'visitatore@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Fiera2025!')
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(submitted).toHaveBeenCalledOnce()
  },
}

export const Busy: Story = {
  render: () => <LoginDemo busy />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' })
    await expect(button).toBeDisabled()
  },
}

export const WithError: Story = {
  render: () => <LoginDemo error="Per favore inserisci sia email che password" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Per favore inserisci sia email che password',
    )
  },
}

export const WithSuccess: Story = {
  render: () => (
    <LoginDemo success="Password reset successful! You can now log in with your new password." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password reset successful!')
  },
}

export const Disabled: Story = {
  render: () => <LoginDemo disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Accedi' })).toBeDisabled()
  },
}

export const RegistrationLongItalianText: Story = {
  render: () => (
    <AuthLayout>
      <AuthCard
        title="Registrati per partecipare alla fiera"
        subtitle="Crea il tuo account: riceverai via email il biglietto personale con il QR Code da mostrare all'ingresso."
        onSubmit={(event) => event.preventDefault()}
      >
        <FormError message="Oh oh! La password deve contenere almeno 8 caratteri." />
        <TextInput label="Nome" name="first_name" required value="" onChange={fn()} />
        <SelectField
          label="Sono un..."
          name="employment_type"
          required
          value="self_employed"
          onChange={fn()}
          options={[
            { value: 'private', label: 'Privato' },
            { value: 'self_employed', label: 'Lavoratore Autonomo' },
            { value: 'employee', label: 'Dipendente' },
          ]}
        />
        <TextInput
          label="Nome dell'azienda"
          name="company_name"
          required
          value="Cooperativa Agricola Valle dell'Adige e Prealpi Trentine Società Cooperativa"
          onChange={fn()}
        />
        <PasswordField
          label="Conferma password"
          name="confirm"
          error
          helperText="Oh oh! Le password inserite non sono uguali"
          value="diversa"
          onChange={fn()}
        />
        <SubmitButton>Registrati</SubmitButton>
      </AuthCard>
    </AuthLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('almeno 8 caratteri')
    await expect(canvas.getByText('Oh oh! Le password inserite non sono uguali')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: /Sono un/ })).toHaveTextContent(
      'Lavoratore Autonomo',
    )
  },
}

export const FormInsideAScreen: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <h1 style={{ margin: '0 0 16px' }}>Smart Matching</h1>
      <AuthCard
        title="Completa il tuo profilo"
        headingLevel="h2"
        subtitle="Raccontaci cosa cerchi e chi sei."
        onSubmit={(event) => event.preventDefault()}
      >
        <TextInput label="Cosa cerchi *" multiline rows={4} value="" onChange={fn()} />
        <SubmitButton>Salva</SubmitButton>
      </AuthCard>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Completa il tuo profilo' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Cosa cerchi *')).toHaveAttribute('rows', '4')
  },
}
