import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ImportReportView } from '../../src/ui/import-report.tsx'

const meta = {
  title: 'UI/ImportReport',
  component: ImportReportView,
  parameters: { layout: 'padded' },
  args: {
    report: {
      dry_run: true,
      applied: false,
      files: [
        {
          file: 'espositori.csv',
          kind: 'vendors',
          added: 3,
          changed: 1,
          unchanged: 40,
          removed: 2,
          warnings: [],
        },
        {
          file: 'eventi.json',
          kind: 'events',
          added: 12,
          changed: 0,
          unchanged: 0,
          removed: 0,
          warnings: [],
        },
      ],
      errors: [],
    },
  },
} satisfies Meta<typeof ImportReportView>

export default meta
type Story = StoryObj<typeof meta>

export const DryRunOk: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Prova riuscita: nessun errore. Ora puoi importare.'),
    ).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'Espositori' })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Non elencati' })).toBeVisible()
  },
}

export const WithErrors: Story = {
  args: {
    report: {
      dry_run: true,
      applied: false,
      files: [],
      errors: [
        { file: 'espositori.csv', line: 'riga 4', field: 'email', message: 'indirizzo non valido' },
        {
          file: 'eventi.csv',
          line: 'riga 9',
          field: 'data',
          message: 'data non valida (usa AAAA-MM-GG)',
        },
        { file: 'vuoto.csv', line: null, field: null, message: 'il file è vuoto' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 errori: nulla è stato importato')).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'riga 4' })).toBeVisible()
    await expect(canvas.getByRole('cell', { name: 'indirizzo non valido' })).toBeVisible()
  },
}

export const Applied: Story = {
  args: {
    report: {
      dry_run: false,
      applied: true,
      files: [
        {
          file: 'espositori.csv',
          kind: 'vendors',
          added: 3,
          changed: 0,
          unchanged: 0,
          removed: 0,
          warnings: ['espositori.csv: colonna "note" sconosciuta, ignorata'],
        },
      ],
      errors: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Importazione completata.')).toBeVisible()
    await expect(
      canvas.getByText('espositori.csv: colonna "note" sconosciuta, ignorata'),
    ).toBeVisible()
  },
}
