import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DashboardScreen } from '../../../src/features/organiser/dashboard-screen.tsx'
import { AppFrame, mockApi, staffUser } from '../support/app-story.tsx'
import type { MockApi } from '../support/app-story.tsx'
import { consoleApi, fixedClock, gateSummary } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Dashboard',
  component: DashboardScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore"
      route="/organizzatore"
      layout="console"
      screen={<DashboardScreen />}
    />
  ),
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The console's answers at a fixed time (the screen shows when it last refreshed). */
const atFixedTime = async (api: MockApi) => {
  const restoreClock = fixedClock()
  const restoreApi = await mockApi(api)
  return () => {
    restoreApi()
    restoreClock()
  }
}

/** A ticket admitted offline at two gates (times in UTC; the screen shows the fair's zone). */
const doubleAdmission = {
  id: 1,
  kind: 'double_admission',
  ticket_uuid: '3f1c2d9e-8b7a-4c3e-9f10-2a4b6c8d0e12',
  user_id: 7,
  gate: 'Varco Sud',
  scanned_at: '2025-10-16T07:41:00Z',
  received_at: '2025-10-16T07:55:00Z',
  first_gate: 'Varco Nord',
  first_used_at: '2025-10-16T07:12:00Z',
}

export const Live: Story = {
  beforeEach: () => atFixedTime(consoleApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Varchi in diretta' })).toBeVisible()
    await expect(await canvas.findByText('631')).toBeVisible()
    // The day the server counted in the fair's time zone, and when the screen refreshed.
    await expect(canvas.getByLabelText('Giorno della fiera')).toHaveValue('2025-10-16')
    // In the fair's zone (GET /api/fair: Europe/Rome), not the browser's: 09:42 UTC.
    await expect(canvas.getByText(/^Aggiornato alle 11:42:00;/)).toBeVisible()
    await expect(canvas.getByText('Marco Rossi')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Esporta gli ingressi (CSV)' })).toBeEnabled()
  },
}

export const OfflineConflict: Story = {
  beforeEach: () =>
    atFixedTime({
      ...consoleApi(),
      'GET /api/admin/gates/conflicts': { body: { conflicts: [doubleAdmission] } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Conflitti dei varchi senza rete' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Ammesso a due varchi')).toBeVisible()
    await expect(
      canvas.getByText(/Varco Sud, 16\/10, 09:41 \(prima: Varco Nord, 16\/10, 09:12\)/),
    ).toBeVisible()
  },
}

/** A fair in another zone than the browser's: every time on the screen follows the fair. */
export const FairElsewhere: Story = {
  beforeEach: () =>
    atFixedTime({
      ...consoleApi(),
      'GET /api/fair': { body: { time_zone: 'America/New_York' } },
      'GET /api/admin/gates/conflicts': { body: { conflicts: [doubleAdmission] } },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Aggiornato alle 05:42:00;/)).toBeVisible()
    await expect(await canvas.findByText('16/10, 05:41:12')).toBeVisible()
    await expect(
      await canvas.findByText(/Varco Sud, 16\/10, 03:41 \(prima: Varco Nord, 16\/10, 03:12\)/),
    ).toBeVisible()
  },
}

export const NoScans: Story = {
  beforeEach: () =>
    atFixedTime({
      ...consoleApi(),
      'GET /api/admin/gates/summary': {
        body: {
          ...gateSummary,
          gates: [],
          admissions: 0,
          refusals: { already_used: 0, invalid: 0, replaced: 0, revoked: 0 },
          unique_visitors: 0,
          last_scans: [],
        },
      },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessuna scansione in questo giorno.')).toBeVisible()
  },
}

export const Failed: Story = {
  beforeEach: () =>
    mockApi({ ...consoleApi(), 'GET /api/admin/gates/summary': { status: 500, body: {} } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Impossibile caricare i dati dei varchi.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible()
  },
}

export const NotAnAdmin: Story = {
  beforeEach: () => mockApi({ ...consoleApi(), 'GET /api/users/me': { body: staffUser } }),
  play: async ({ canvas }) => {
    // The admin guard sends anyone else to /login (here the story's other page).
    await expect(await canvas.findByText('Altra pagina')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Varchi in diretta' })).toBeNull()
  },
}
