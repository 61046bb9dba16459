import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { AccountsScreen } from '../../../src/features/organiser/accounts-screen.tsx'
import { organiser } from '../../../src/i18n/it/organiser.ts'
import { AppFrame, mockApi, vendors } from '../support/app-story.tsx'
import { consoleApi, staffAccount } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Accounts',
  component: AccountsScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore/account"
      route="/organizzatore/account"
      layout="console"
      screen={<AccountsScreen />}
    />
  ),
} satisfies Meta<typeof AccountsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Account e ruoli' })).toBeVisible()
    await expect(await canvas.findByText('varchi@example.com')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: "Revoca l'accesso: varchi@example.com" }),
    ).toBeEnabled()
  },
}

export const Truncated: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'GET /api/admin/users': { body: { users: [staffAccount], truncated: true } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sono mostrati i primi 100 risultati: affina la ricerca.'),
    ).toBeVisible()
  },
}

export const Invited: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'POST /api/admin/users': (body) => {
        const invite = JSON.parse(body ?? '{}') as { email: string; role: string }
        return {
          status: 201,
          body: { outcome: 'created', user: { ...staffAccount, id: 9, ...invite } },
        }
      },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invita' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invita una persona' })
    await userEvent.type(await screen.findByLabelText(/^Email/), 'nuovo.varco@example.com')
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Invita') as Element,
    )
    await expect(await screen.findByText('Invito inviato a nuovo.varco@example.com.')).toBeVisible()
  },
}

export const InvitedExhibitor: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'GET /api/vendors/': { body: vendors },
      'POST /api/admin/users': (body) => {
        const invite = JSON.parse(body ?? '{}') as { email: string; vendor_id?: number }
        // The exhibitor's company travels with the invitation.
        if (invite.vendor_id !== 1) return { status: 422, body: { detail: 'Azienda mancante.' } }
        return {
          status: 201,
          body: { outcome: 'created', user: { ...staffAccount, id: 10, ...invite } },
        }
      },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invita' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invita una persona' })
    await userEvent.type(await screen.findByLabelText(/^Email/), 'stand@example.com')
    await userEvent.click(screen.getByRole('combobox', { name: /^Ruolo/ }))
    await userEvent.click(await screen.findByRole('option', { name: organiser.roles.exhibitor }))
    await userEvent.click(await screen.findByRole('combobox', { name: /^Azienda espositrice/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Gestionale Adriatico Srl' }))
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Invita') as Element,
    )
    await expect(await screen.findByText('Invito inviato a stand@example.com.')).toBeVisible()
  },
}

const LAST_ADMIN =
  "Non puoi togliere l'accesso all'unico amministratore attivo: nomina prima un altro amministratore."

export const LastAdminRefused: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'PATCH /api/admin/users/2': {
        status: 409,
        body: { detail: LAST_ADMIN },
      },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: "Revoca l'accesso: varchi@example.com" }),
    )
    await expect(await canvas.findByText(LAST_ADMIN)).toBeVisible()
  },
}
