import DashboardIcon from '@mui/icons-material/Dashboard'
import HistoryIcon from '@mui/icons-material/History'
import PeopleIcon from '@mui/icons-material/People'
import { Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ConsoleLayout } from '../../src/ui/console-layout.tsx'
import { routed } from '../support/controlled.tsx'

const meta = {
  title: 'UI/ConsoleLayout',
  component: ConsoleLayout,
  decorators: [routed],
  parameters: { viewport: { defaultViewport: 'kiosk' } },
  args: {
    currentPath: '/organizzatore',
    userLabel: 'admin@example.com',
    onLogout: fn(),
    nav: [
      { to: '/organizzatore', label: 'Varchi in diretta', icon: DashboardIcon },
      { to: '/organizzatore/partecipanti', label: 'Partecipanti e biglietti', icon: PeopleIcon },
      { to: '/organizzatore/registro', label: 'Registro attività', icon: HistoryIcon },
    ],
    children: <Typography variant="h4">Varchi in diretta</Typography>,
  },
} satisfies Meta<typeof ConsoleLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Dashboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sezioni della console' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Varchi in diretta' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Registro attività' })).not.toHaveAttribute(
      'aria-current',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Esci' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const SubSection: Story = {
  args: { currentPath: '/organizzatore/partecipanti' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Partecipanti e biglietti' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Varchi in diretta' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

export const Tablet: Story = {
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Console organizzatore')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Registro attività' })).toBeVisible()
  },
}
