import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HomeScreen } from '../../../src/features/home/home-screen.tsx'
import {
  AppFrame,
  events,
  mockApi,
  newVisitor,
  signedInApi,
  staffUser,
} from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  render: () => <AppFrame path="/" route="/" screen={<HomeScreen />} />,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AttendeeDay: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ciao Francesca!' })).toBeVisible()
    await expect(await canvas.findByText('2 aziende ti aspettano.')).toBeVisible()
    // The fair is over by the story's clock: its opening talks, read in the fair's time zone.
    await expect(await canvas.findByText(/^Apertura della Fiera/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Il tuo biglietto/ })).toHaveAttribute(
      'href',
      '/profile',
    )
    await expect(canvas.queryByRole('link', { name: 'Valida biglietti' })).toBeNull()
  },
}

/** Staff and admins: the ticket scanner is the first thing on their home screen. */
export const StaffDay: Story = {
  beforeEach: () => mockApi(signedInApi(staffUser)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Valida biglietti' })).toHaveAttribute(
      'href',
      '/validate',
    )
  },
}

export const ProfileToComplete: Story = {
  beforeEach: () => mockApi(signedInApi(newVisitor)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Completa il profilo per scoprire le aziende più adatte a te.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Completa il profilo' })).toBeVisible()
  },
}

/** 10:15 in Rome on 16 October: two talks are on, the next one is the day after. */
const duringTheFair = new Date('2025-10-16T08:15:00Z')

export const NowAndNext: Story = {
  render: () => <AppFrame path="/" route="/" screen={<HomeScreen now={duringTheFair} />} />,
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Talk in programma' })
    const now = within(section).getByRole('heading', { name: 'Adesso' })
    await expect(now).toBeVisible()
    await expect(within(section).getByRole('heading', { name: 'A seguire' })).toBeVisible()
    const [onNow, onNext] = within(section).getAllByRole('list')
    await expect(within(onNow as HTMLElement).getAllByRole('link')).toHaveLength(2)
    await expect(within(onNext as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/events/${events[2]?.id}`,
    )
  },
}

/** Between two talks: nothing on, and "A seguire" still says what comes. */
export const NothingOnNow: Story = {
  render: () => (
    <AppFrame path="/" route="/" screen={<HomeScreen now={new Date('2025-10-16T15:00:00Z')} />} />
  ),
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun talk in corso in questo momento.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Packaging compostabile/ })).toBeVisible()
  },
}

/** Offline before the programme was ever saved: no false "no talks", no endless spinner. */
export const OfflineWithoutProgramme: Story = {
  beforeEach: async () => {
    const restore = await mockApi({
      ...signedInApi(),
      'GET /api/events/': { status: 503, body: { detail: 'offline' } },
      'GET /api/matches/new': { status: 503, body: { detail: 'offline' } },
    })
    // The browser says it has no network (an own property over Navigator's getter, removed after).
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    return () => {
      restore()
      Reflect.deleteProperty(navigator, 'onLine')
    }
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Sei offline e il programma non è ancora salvato/),
    ).toBeVisible()
    await expect(await canvas.findByText('I match arrivano quando torni online.')).toBeVisible()
    await expect(canvas.queryByText('Nessun talk in programma.')).toBeNull()
    await expect(canvas.queryByText('Caricamento match...')).toBeNull()
    await expect(
      canvas.getByText('Sei offline: vedi gli ultimi dati salvati su questo telefono.'),
    ).toBeVisible()
  },
}
