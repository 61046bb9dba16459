import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MatchesScreen } from '../../../src/features/matches/matches-screen.tsx'
import {
  AppFrame,
  history,
  mockApi,
  newVisitor,
  signedInApi,
  suggestions,
  visitor,
} from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Smart Matching',
  component: MatchesScreen,
  render: () => <AppFrame path="/matches" route="/matches" screen={<MatchesScreen />} />,
} satisfies Meta<typeof MatchesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ProfileGate: Story = {
  beforeEach: () => mockApi(signedInApi(newVisitor)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Completa il tuo profilo' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Cosa cerchi *')).toHaveAttribute('rows', '4')
  },
}

export const ProfileGateIncomplete: Story = {
  beforeEach: () => mockApi(signedInApi(newVisitor)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Cosa cerchi *'), '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Salva e trova i miei match' }))
    await expect(
      await canvas.findByText("I campi 'Cosa cerchi' e 'La tua descrizione' sono obbligatori."),
    ).toBeVisible()
  },
}

export const Generating: Story = {
  beforeEach: () => {
    let saved = false
    return mockApi({
      ...signedInApi(),
      'GET /api/users/me': () => ({ body: saved ? visitor : newVisitor }),
      'PUT /api/users/8': () => {
        saved = true
        return { body: visitor }
      },
      'GET /api/matches/new': { delay: 'never' },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Cosa cerchi *'), 'Imballaggi compostabili')
    await userEvent.type(canvas.getByLabelText('La tua descrizione *'), 'Acquisti nel packaging')
    await userEvent.click(canvas.getByRole('button', { name: 'Salva e trova i miei match' }))
    await expect(await canvas.findByText('Generando i tuoi match personalizzati...')).toBeVisible()
  },
}

export const Suggestion: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'EcoPack Italia' })).toBeVisible()
    await expect(canvas.getByText('87%')).toBeVisible()
    await expect(canvas.getByText('1 di 2')).toBeVisible()
  },
}

/** The queue after a decision is the server's (reordered by what was decided). */
export const AfterAccepting: Story = {
  beforeEach: () => {
    let accepted = false
    return mockApi({
      ...signedInApi(),
      'GET /api/matches/new': () => ({ body: accepted ? suggestions.slice(1) : suggestions }),
      'POST /api/matches/2/accept': () => {
        accepted = true
        return { body: suggestions[0] }
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'EcoPack Italia' })
    await userEvent.click(canvas.getByRole('button', { name: '✅ Mi interessa' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Gestionale Adriatico Srl' }),
    ).toBeVisible()
    await expect(canvas.getByText('1 di 1')).toBeVisible()
  },
}

/** Passing on the last suggestion leaves the empty state, not a padded queue. */
export const AfterPassingTheLast: Story = {
  beforeEach: () => {
    let passed = false
    return mockApi({
      ...signedInApi(),
      'GET /api/matches/new': () => ({ body: passed ? [] : suggestions.slice(0, 1) }),
      'POST /api/matches/2/reject': () => {
        passed = true
        return { body: { ...suggestions[0], status: 'rejected' } }
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'EcoPack Italia' })
    await expect(canvas.getByText('1 di 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '❌ Passa' }))
    await expect(await canvas.findByText('Nessun nuovo match disponibile')).toBeVisible()
  },
}

export const LoadingMatches: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/matches/new': { delay: 'never' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Caricamento match...')).toBeVisible()
  },
}

export const NoNewMatches: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/matches/new': { body: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nessun nuovo match disponibile')).toBeVisible()
  },
}

export const Failed: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/matches/new': { status: 500, body: { detail: 'Motore non disponibile' } },
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Errore nel caricamento dei match: Motore non disponibile'),
    ).toBeVisible()
  },
}

export const History: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cronologia' }))
    await expect(await canvas.findByRole('button', { name: 'Ti interessano (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Passati (1)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tutti (3)' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Contatta / })).toHaveLength(2)
  },
}

export const ProfileSaveFailed: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(newVisitor),
      'PUT /api/users/8': { status: 500, body: { detail: 'Servizio non disponibile' } },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Cosa cerchi *'), 'Imballaggi compostabili')
    await userEvent.type(canvas.getByLabelText('La tua descrizione *'), 'Acquisti nel packaging')
    await userEvent.click(canvas.getByRole('button', { name: 'Salva e trova i miei match' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Errore nell'aggiornamento del profilo: Servizio non disponibile",
    )
  },
}

export const HistoryLoading: Story = {
  beforeEach: () => mockApi({ ...signedInApi(), 'GET /api/matches/': { delay: 'never' } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cronologia' }))
    await expect(await canvas.findByText('Caricamento match...')).toBeVisible()
  },
}

export const HistoryFailed: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/matches/': { status: 500, body: { detail: 'Cronologia non disponibile' } },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cronologia' }))
    await expect(
      await canvas.findByText('Failed to load match history: Cronologia non disponibile'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeVisible()
  },
}

export const HistoryEmptyFilter: Story = {
  beforeEach: () =>
    mockApi({
      ...signedInApi(),
      'GET /api/matches/': { body: history.filter((match) => match.status === 'accepted') },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cronologia' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Passati (0)' }))
    await expect(await canvas.findByText('Nessuna azienda in questa lista.')).toBeVisible()
    // A second click keeps the filter: one list is always shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Passati (0)' }))
    await expect(canvas.getByRole('button', { name: 'Passati (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}
