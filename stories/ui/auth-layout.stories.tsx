import { Link, MenuItem } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FormEvent } from 'react'
import { expect, fn } from 'storybook/test'
import { AuthCard, AuthLayout } from '../../src/ui/auth-layout.tsx'
import {
  FormError,
  FormSuccess,
  FormTextField,
  PasswordField,
  SubmitButton,
} from '../../src/ui/form-fields.tsx'

interface LoginDemoProps {
  busy?: boolean
  error?: string
  success?: string
  disabled?: boolean
  onSubmit?: () => void
}

function LoginDemo({ busy, error, success, disabled, onSubmit }: LoginDemoProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit?.()
  }
  return (
    <AuthLayout>
      <AuthCard
        title="Accedi"
        footer={
          <>
            <Link href="#forgot-password">Password dimenticata?</Link>
            <Link href="#register">Non hai un account? Registrati</Link>
          </>
        }
      >
        <FormError message={error} />
        <FormSuccess message={success} />
        <form onSubmit={submit} noValidate>
          <FormTextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            disabled={disabled}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            disabled={disabled}
          />
          <SubmitButton busy={busy} busyLabel="Logging in..." disabled={disabled}>
            Accedi
          </SubmitButton>
        </form>
      </AuthCard>
    </AuthLayout>
  )
}

const meta = {
  title: 'UI/AuthLayout',
  component: AuthCard,
  args: { title: 'Accedi', children: null },
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
      >
        <FormError message="Oh oh! La password deve contenere almeno 8 caratteri." />
        <form noValidate>
          <FormTextField label="Nome" name="first_name" required />
          <FormTextField
            label="Sono un..."
            name="employment_type"
            select
            required
            value="self_employed"
          >
            <MenuItem value="private">Privato</MenuItem>
            <MenuItem value="self_employed">Lavoratore Autonomo</MenuItem>
            <MenuItem value="employee">Dipendente</MenuItem>
          </FormTextField>
          <FormTextField
            label="Nome dell'azienda"
            name="company_name"
            required
            defaultValue="Cooperativa Agricola Valle dell'Adige e Prealpi Trentine Società Cooperativa"
          />
          <PasswordField
            label="Conferma password"
            name="confirm"
            error
            helperText="Oh oh! Le password inserite non sono uguali"
          />
          <SubmitButton>Registrati</SubmitButton>
        </form>
      </AuthCard>
    </AuthLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('almeno 8 caratteri')
    await expect(canvas.getByText('Oh oh! Le password inserite non sono uguali')).toBeVisible()
  },
}
