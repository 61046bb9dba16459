import { Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { AppShell } from '../../src/ui/app-shell.tsx'
import { routed } from '../support/controlled.tsx'

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  decorators: [routed],
  args: {
    currentPath: '/',
    showNav: true,
    onLogout: fn(),
    children: (
      <>
        <Typography variant="h1">Benvenuto in Fiera</Typography>
        <Typography sx={{ mt: 1 }}>Il tuo biglietto, il programma e gli espositori.</Typography>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigazione principale' })
    await expect(nav).toBeVisible()
    for (const name of ['Home', 'Profilo', 'Aziende', 'Eventi', 'Mappa', 'Smart Matching']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Fiera: vai alla home' })).toHaveAttribute(
      'href',
      '/',
    )
    // Each link shows its word under the icon.
    for (const word of ['Home', 'Profilo', 'Aziende', 'Eventi', 'Mappa', 'Matching', 'Esci']) {
      await expect(within(nav).getByText(word)).toBeVisible()
    }
    // 'Esci' asks first; 'Annulla' keeps the session.
    await userEvent.click(canvas.getByRole('button', { name: 'Esci' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Vuoi uscire?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/** The question, left open: it sits in the bar, above the links, with 'Annulla' focused. */
export const LogoutAsked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esci' }))
    const dialog = await canvas.findByRole('alertdialog', { name: 'Vuoi uscire?' })
    await expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus()
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

/** Escape closes the question without signing out. */
export const LogoutEscaped: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esci' }))
    await canvas.findByRole('alertdialog', { name: 'Vuoi uscire?' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull())
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

export const LogoutConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esci' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Vuoi uscire?' })
    await expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esci' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  args: { currentPath: '/events', offline: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Sei offline: vedi gli ultimi dati salvati su questo telefono.'),
    ).toBeVisible()
  },
}

export const ProfileActive: Story = {
  args: { currentPath: '/profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profilo' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

export const VendorDetailUnderAziende: Story = {
  args: { currentPath: '/vendor/12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Aziende' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const PublicRoute: Story = {
  args: { currentPath: '/login', showNav: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Esci' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Fiera: vai alla home' })).toBeVisible()
  },
}

export const LoggingOut: Story = {
  args: { currentPath: '/events', logoutBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Esci' })).toBeDisabled()
  },
}

/** WCAG 1.4.10 reflow: at 320 px (a 640 px screen at 200% zoom) nothing scrolls sideways. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigazione principale' })
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320)
    await expect(canvas.getByRole('button', { name: 'Esci' })).toBeVisible()
  },
}

export const LongItalianContent: Story = {
  args: {
    currentPath: '/matches',
    children: (
      <>
        <Typography variant="h1">
          Programma completo delle conferenze e dei laboratori della manifestazione
        </Typography>
        {Array.from({ length: 4 }, (_, i) => (
          <Typography key={i} sx={{ mt: 2 }}>
            Paragrafo {i + 1}: la sostenibilità nella filiera agroalimentare, l’innovazione digitale
            per le piccole e medie imprese e le opportunità di internazionalizzazione.
          </Typography>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Paragrafo 4')
    await expect(canvas.getByRole('link', { name: 'Smart Matching' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
