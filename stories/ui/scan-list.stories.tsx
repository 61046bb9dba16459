import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { ScanRecord } from '../../src/api/contract.ts'
import { ScanList } from '../../src/ui/scan-list.tsx'

const scan = (fields: Partial<ScanRecord>): ScanRecord => ({
  at: '2025-10-16T08:41:07.000Z',
  gate: 'Ingresso Nord',
  direction: 'in',
  outcome: 'admitted',
  method: 'scan',
  note: null,
  user_id: 12,
  name: 'Francesca Colombo',
  ...fields,
})

const meta = {
  title: 'UI/ScanList',
  component: ScanList,
  parameters: { layout: 'padded' },
  args: {
    emptyText: 'Nessuna scansione in questo giorno.',
    timeZone: 'Europe/Rome',
    scans: [
      scan({}),
      scan({
        at: '2025-10-16T08:40:51.000Z',
        outcome: 'already_used',
        name: 'Marco Verdi',
        user_id: 14,
      }),
      scan({ at: '2025-10-16T08:39:02.000Z', outcome: 'replaced', gate: 'Ingresso Sud' }),
      scan({
        at: '2025-10-16T08:38:00.000Z',
        outcome: 'invalid',
        user_id: null,
        name: null,
        gate: null,
      }),
      scan({
        at: '2025-10-16T08:30:00.000Z',
        method: 'manual',
        note: 'telefono scarico',
        name: 'Aldo Neri',
      }),
    ],
  },
} satisfies Meta<typeof ScanList>

export default meta
type Story = StoryObj<typeof meta>

export const Mixed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByText('Già utilizzato')).toBeVisible()
    await expect(canvas.getByText('Sostituito')).toBeVisible()
    await expect(canvas.getByText('Codice non riconosciuto')).toBeVisible()
    await expect(canvas.getByText('Varco non indicato')).toBeVisible()
    await expect(canvas.getByText('Manuale: telefono scarico')).toBeVisible()
    await expect(canvas.getByText('16/10, 10:41:07')).toBeVisible()
  },
}

export const OwnHistory: Story = {
  args: { showName: false, scans: [scan({}), scan({ outcome: 'replaced' })] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Francesca Colombo')).toBeNull()
    await expect(canvas.getByText('Ammesso')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { scans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nessuna scansione in questo giorno.')).toBeVisible()
  },
}

/** The fair's zone from the server, whatever the browser's: here a fair in Tokyo. */
export const FairZone: Story = {
  args: { timeZone: 'Asia/Tokyo', scans: [scan({})] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('16/10, 17:41:07')).toBeVisible()
  },
}

/** Until GET /api/fair answers, no time is written in a zone that could be wrong. */
export const ZoneLoading: Story = {
  args: { timeZone: undefined, scans: [scan({})] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('…')).toBeVisible()
    await expect(canvas.queryByText(/\d\d:41:07/)).toBeNull()
  },
}
