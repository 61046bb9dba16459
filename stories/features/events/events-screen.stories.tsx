import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EventsScreen } from '../../../src/features/events/events-screen.tsx'
import { AppFrame, mockApi, signedInApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Events',
  component: EventsScreen,
  render: () => <AppFrame path="/events" route="/events" screen={<EventsScreen />} />,
} satisfies Meta<typeof EventsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Programme: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await expect(canvas.getAllByText('16 ottobre')).toHaveLength(2)
  },
}

export const FilteredByDayAndStage: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article')
    await userEvent.click(canvas.getByRole('button', { name: '16 Ottobre' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Stage 2' }))
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Stage 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const NothingFound: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article')
    await userEvent.type(canvas.getByRole('searchbox'), 'robotica')
    await expect(await canvas.findByText('Nessun evento trovato per "robotica".')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/events/': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento eventi...')).toBeVisible()
  },
}

export const Empty: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/events/': { body: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun evento trovato.')).toBeVisible()
  },
}

export const Failed: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/events/': { status: 503, body: { detail: 'Servizio non disponibile' } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load events: Servizio non disponibile'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeVisible()
  },
}

/** "La mia agenda": only the starred talks, in time order, with the overlap said. */
export const MyAgendaWithOverlap: Story = {
  beforeEach: () =>
    mockApi({ ...signedInApi(), 'GET /api/users/me/agenda': { body: { event_ids: [2, 1] } } }),
  render: () => <AppFrame path="/events?vista=agenda" route="/events" screen={<EventsScreen />} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(2)
    await expect(
      canvas.getByText('Attenzione: alcuni talk della tua agenda si sovrappongono.'),
    ).toBeVisible()
    await expect(canvas.getAllByText('Si sovrappone a un altro talk')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'La mia agenda' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const MyAgendaEmpty: Story = {
  beforeEach: () => mockApi(signedInApi()),
  render: () => <AppFrame path="/events?vista=agenda" route="/events" screen={<EventsScreen />} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('La tua agenda è vuota: tocca la stella di un talk per aggiungerlo.'),
    ).toBeVisible()
  },
}

/** Starring offline: the star shows at once and the change waits, said, for the connection. */
export const StarredOffline: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'PUT /api/users/me/agenda/1': { status: 503, body: { detail: 'Servizio non disponibile' } },
    }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article')
    const title = "Apertura della Fiera: l'innovazione che fa crescere le imprese"
    await userEvent.click(
      canvas.getByRole('button', { name: `Aggiungi "${title}" alla mia agenda` }),
    )
    await expect(
      await canvas.findByRole('button', { name: `Togli "${title}" dalla mia agenda` }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(
      await canvas.findByText(
        'Modifiche salvate su questo dispositivo: le sincronizziamo appena torni online.',
      ),
    ).toBeVisible()
  },
}
