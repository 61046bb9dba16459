import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { LeadScanner } from '../../../src/features/exhibitor/lead-scanner.tsx'
import { installSyntheticCamera } from '../../support/synthetic-camera.ts'
import { leads } from './fixtures.ts'

const BADGE = 'F1.c2VncmV0by1kaS1wcm92YQ.ZmlybWE'
const camera = (text?: string) => () => installSyntheticCamera({ text }).restore
const ANSWER_TIMEOUT = { timeout: 8000 }
const [named, anonymous] = leads as [(typeof leads)[0], (typeof leads)[1]]

const meta = {
  title: 'Features/Exhibitor/LeadScanner',
  component: LeadScanner,
  beforeEach: camera(),
  args: {
    scan: fn(async () => ({ kind: 'recorded' as const, lead: named })),
    pending: 0,
    onSendPending: fn(),
  },
} satisfies Meta<typeof LeadScanner>

export default meta
type Story = StoryObj<typeof meta>

export const ScansABadge: Story = {
  beforeEach: camera(BADGE),
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('Contatto salvato: Giulia Apicella.', {}, ANSWER_TIMEOUT),
    ).toBeVisible()
    await expect(args.scan).toHaveBeenCalledWith(BADGE)
    await expect(canvas.getByRole('button', { name: 'Scansiona un altro badge' })).toBeVisible()
  },
}

export const RecordedWithoutConsent: Story = {
  args: { initialOutcome: { kind: 'recorded', lead: anonymous } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contatto salvato.')).toBeVisible()
  },
}

export const QueuedOffline: Story = {
  args: { initialOutcome: { kind: 'queued' }, pending: 2 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('Sei offline: il contatto sarà salvato appena torna la connessione.'),
    ).toBeVisible()
    await expect(canvas.getByText('2 scansioni in attesa di connessione')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Invia ora' }))
    await expect(args.onSendPending).toHaveBeenCalled()
  },
}

export const Refused: Story = {
  args: {
    initialOutcome: {
      kind: 'refused',
      message: 'Badge non riconosciuto: il codice QR non è un biglietto valido di Fiera.',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Badge non riconosciuto/)).toBeVisible()
    await waitFor(() => expect(args.scan).not.toHaveBeenCalled())
  },
}

export const QueuedScansRefused: Story = {
  args: {
    pending: 1,
    onDismissRefused: fn(),
    refused: [
      { code: 'F2.a', message: 'Biglietto revocato.' },
      {
        code: 'F2.b',
        message: 'Badge non riconosciuto: il codice QR non è un biglietto valido di Fiera.',
      },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('2 scansioni fatte offline sono state rifiutate:')).toBeVisible()
    await expect(canvas.getByText('Biglietto revocato.')).toBeVisible()
    await expect(canvas.getByText('1 scansione in attesa di connessione')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi' }))
    await expect(args.onDismissRefused).toHaveBeenCalled()
  },
}
