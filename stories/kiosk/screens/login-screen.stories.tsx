import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { KioskLoginScreen } from '../../../kiosk/screens/login-screen.tsx'

const meta = {
  title: 'Kiosk/Login',
  component: KioskLoginScreen,
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: { onLogin: fn(async () => undefined) },
} satisfies Meta<typeof KioskLoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Varco d'ingresso" })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Accedi' })).toBeEnabled()
  },
}

export const NotStaff: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('Questo account non è abilitato alla convalida dei biglietti.')
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'visitatore@example.com')
    await userEvent.type(canvas.getByLabelText(/Password/), 'Fiera2025!')
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }))
    await expect(
      await canvas.findByText('Questo account non è abilitato alla convalida dei biglietti.'),
    ).toBeVisible()
    await expect(args.onLogin).toHaveBeenCalledWith('visitatore@example.com', 'Fiera2025!')
  },
}
