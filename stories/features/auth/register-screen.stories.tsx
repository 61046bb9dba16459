import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { RegisterScreen } from '../../../src/features/auth/register-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Account/Registration',
  component: RegisterScreen,
  render: () => (
    <AppFrame path="/register" route="/register" layout="public" screen={<RegisterScreen />} />
  ),
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

const anonymous = () =>
  mockApi(
    {
      'POST /api/auth/register': {
        status: 201,
        body: { message: 'Registrazione completata! Controlla la tua email.' },
      },
    },
    { signedIn: false },
  )

export const Default: Story = {
  beforeEach: anonymous,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registrati' })).toBeVisible()
    await expect(canvas.queryByLabelText('Nome azienda *')).toBeNull()
  },
}

export const SelfEmployedShowsCompany: Story = {
  beforeEach: anonymous,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: /Sono un/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Lavoratore Autonomo' }))
    await expect(await canvas.findByLabelText('Nome azienda *')).toBeVisible()
  },
}

export const PasswordsDoNotMatch: Story = {
  beforeEach: anonymous,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email *'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password *'), 'Fiera2025!')
    await userEvent.type(canvas.getByLabelText('Conferma password *'), 'Fiera2026!')
    await userEvent.click(canvas.getByRole('button', { name: 'Registrati' }))
    await expect(
      await canvas.findByText('Oh oh! Le password inserite non sono uguali'),
    ).toBeVisible()
  },
}

export const RequiredFieldsMissing: Story = {
  beforeEach: anonymous,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Registrati' }))
    await expect(
      await canvas.findByText('Per favore comopleta tutti i campi obbligatori'),
    ).toBeVisible()
  },
}

export const Registered: Story = {
  beforeEach: anonymous,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email *'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password *'), 'Fiera2025!')
    await userEvent.type(canvas.getByLabelText('Conferma password *'), 'Fiera2025!')
    await userEvent.click(canvas.getByRole('button', { name: 'Registrati' }))
    await expect(
      await canvas.findByText(/Registration successful! Please check your email/),
    ).toBeVisible()
  },
}

const fillRequired = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(await canvas.findByLabelText('Email *'), 'ada@example.com')
  await userEvent.type(canvas.getByLabelText('Password *'), 'Fiera2025!')
  await userEvent.type(canvas.getByLabelText('Conferma password *'), 'Fiera2025!')
  await userEvent.click(canvas.getByRole('button', { name: 'Registrati' }))
}

export const Registering: Story = {
  beforeEach: () => mockApi({ 'POST /api/auth/register': { delay: 'never' } }, { signedIn: false }),
  play: async ({ canvas, userEvent }) => {
    await fillRequired(canvas, userEvent)
    await expect(
      await canvas.findByRole('button', { name: 'Registrazione in corso...' }),
    ).toBeDisabled()
  },
}

export const EmailAlreadyRegistered: Story = {
  beforeEach: () =>
    mockApi(
      {
        'POST /api/auth/register': {
          status: 400,
          body: { detail: 'Esiste già un account con questa email.' },
        },
      },
      { signedIn: false },
    ),
  play: async ({ canvas, userEvent }) => {
    await fillRequired(canvas, userEvent)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Esiste già un account con questa email.',
    )
  },
}
