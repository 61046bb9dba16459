import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { PinDialog } from '../../../kiosk/components/pin-dialog.tsx'

const meta = {
  title: 'Kiosk/PIN dialog',
  component: PinDialog,
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: {
    open: true,
    check: fn(async (pin: string) => pin === '2468'),
    onUnlock: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PinDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Inserisci il PIN del varco',
    })
    await expect(within(dialog).getByLabelText('PIN')).toHaveFocus()
    await expect(args.onUnlock).not.toHaveBeenCalled()
  },
}

export const WrongPin: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog')
    // Only digits are taken.
    await userEvent.type(within(dialog).getByLabelText('PIN'), '11a11')
    await expect(within(dialog).getByLabelText('PIN')).toHaveValue('1111')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sblocca' }))
    await expect(await within(dialog).findByText('PIN errato.')).toBeVisible()
    await expect(args.onUnlock).not.toHaveBeenCalled()
  },
}

export const Unlocked: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('PIN'), '2468')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sblocca' }))
    await waitFor(() => expect(args.onUnlock).toHaveBeenCalledTimes(1))
  },
}
