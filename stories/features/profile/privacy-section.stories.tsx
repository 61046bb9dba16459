import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { PrivacySection } from '../../../src/features/profile/privacy-section.tsx'
import { mockApi, visitor } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Profile/Privacy',
  component: PrivacySection,
  args: { user: visitor, onChanged: fn(async () => undefined), onDeleted: fn() },
} satisfies Meta<typeof PrivacySection>

export default meta
type Story = StoryObj<typeof meta>

const badge = "Condividi i miei contatti quando un'azienda scansiona il mio badge"
const interested = 'Condividi i miei contatti con le aziende a cui interesso'

export const ConsentsOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: interested })).not.toBeChecked()
    await expect(canvas.getByRole('switch', { name: badge })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Scarica i miei dati' })).toBeEnabled()
  },
}

export const ConsentsOn: Story = {
  args: {
    user: { ...visitor, share_with_interested_exhibitors: true, share_on_badge_scan: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: interested })).toBeChecked()
    await expect(canvas.getByRole('switch', { name: badge })).toBeChecked()
  },
}

export const ConsentSaved: Story = {
  beforeEach: () =>
    mockApi({ 'PUT /api/users/7': { body: { ...visitor, share_on_badge_scan: true } } }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: badge }))
    await expect(args.onChanged).toHaveBeenCalled()
  },
}

export const ConsentFails: Story = {
  beforeEach: () => mockApi({ 'PUT /api/users/7': { status: 500, body: {} } }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: interested }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Preferenza non salvata: riprova.',
    )
  },
}

export const ConfirmDelete: Story = {
  args: { initiallyConfirming: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tuo account?' })
    await expect(dialog).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Elimina per sempre' })).toBeDisabled()
  },
}

export const DeleteRefused: Story = {
  args: { initiallyConfirming: true },
  beforeEach: () =>
    mockApi({
      'DELETE /api/users/me': {
        status: 403,
        body: { detail: 'La password attuale non è corretta.' },
      },
    }),
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/^Password/), 'sbagliata')
    await userEvent.click(screen.getByRole('button', { name: 'Elimina per sempre' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'La password attuale non è corretta.',
    )
    await expect(args.onDeleted).not.toHaveBeenCalled()
  },
}

export const Deleted: Story = {
  args: { initiallyConfirming: true },
  beforeEach: () => mockApi({ 'DELETE /api/users/me': { body: { message: 'Eliminato.' } } }),
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/^Password/), 'la-mia-password')
    await userEvent.click(screen.getByRole('button', { name: 'Elimina per sempre' }))
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce())
  },
}
