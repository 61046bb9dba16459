import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { GateSetupScreen } from '../../../kiosk/screens/gate-setup-screen.tsx'
import { DEFAULT_SETTINGS } from '../../../kiosk/settings.ts'

const meta = {
  title: 'Kiosk/Gate setup',
  component: GateSetupScreen,
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: {
    initial: DEFAULT_SETTINGS,
    staffName: 'Luca Staff',
    onStart: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof GateSetupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const GateSetup: Story = {
  args: { initial: { ...DEFAULT_SETTINGS, cameraId: 'cam-usb-1' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Avvia il varco' }))
    await expect(canvas.getByText('Inserisci il nome del varco.')).toBeVisible()
    await expect(args.onStart).not.toHaveBeenCalled()
    await expect(canvas.getByText('Scegli un PIN di 4-8 cifre.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/Nome del varco/), 'Ingresso Nord')
    await userEvent.type(canvas.getByLabelText(/PIN del varco/), '2468')
    await userEvent.click(canvas.getByRole('radio', { name: 'Anteriore' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Avvia il varco' }))
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith({
        gate: 'Ingresso Nord',
        direction: 'in',
        facing: 'user',
        // The rear camera kept before is forgotten with the other facing.
        cameraId: '',
        pauseMs: 2500,
        // Only a hash of the PIN is kept.
        pinHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    )
  },
}

export const PinAlreadySet: Story = {
  args: { initial: { ...DEFAULT_SETTINGS, gate: 'Ingresso Nord', pinHash: 'a'.repeat(64) } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Lascia vuoto per tenere il PIN attuale.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Avvia il varco' }))
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith(
        expect.objectContaining({ gate: 'Ingresso Nord', pinHash: 'a'.repeat(64) }),
      ),
    )
  },
}
