import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { ImportReport } from '../../../src/api/contract.ts'
import { ImportScreen } from '../../../src/features/organiser/import-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'
import { consoleApi } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Import',
  component: ImportScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore/importa"
      route="/organizzatore/importa"
      layout="console"
      screen={<ImportScreen />}
    />
  ),
} satisfies Meta<typeof ImportScreen>

export default meta
type Story = StoryObj<typeof meta>

const csv = new File(['external_id,name\nV1,EcoPack Italia\n'], 'espositori.csv', {
  type: 'text/csv',
})

const dryRun: ImportReport = {
  dry_run: true,
  applied: false,
  files: [
    {
      file: 'espositori.csv',
      kind: 'vendors',
      added: 12,
      changed: 3,
      unchanged: 40,
      removed: 0,
      warnings: [],
    },
  ],
  errors: [],
}

export const Empty: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Importa espositori e programma' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Prova (non modifica nulla)' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Importa' })).toBeDisabled()
  },
}

export const DryRunThenApply: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'POST /api/admin/import': () => ({ body: dryRun }),
    }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Importa espositori e programma' })
    await userEvent.upload(canvasElement.querySelector('input[type=file]') as HTMLElement, csv)
    await expect(await canvas.findByText('1 file scelto: espositori.csv')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Prova (non modifica nulla)' }))
    await expect(
      await canvas.findByText('Prova riuscita: nessun errore. Ora puoi importare.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Importa' })).toBeEnabled()
  },
}

export const RowErrors: Story = {
  beforeEach: () =>
    mockApi({
      ...consoleApi(),
      'POST /api/admin/import': {
        status: 422,
        body: {
          ...dryRun,
          errors: [
            {
              file: 'espositori.csv',
              line: 'riga 7',
              field: 'email',
              message: 'Indirizzo email non valido.',
            },
          ],
        },
      },
    }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Importa espositori e programma' })
    await userEvent.upload(canvasElement.querySelector('input[type=file]') as HTMLElement, csv)
    await userEvent.click(canvas.getByRole('button', { name: 'Prova (non modifica nulla)' }))
    await expect(await canvas.findByText('1 errore: nulla è stato importato')).toBeVisible()
    await expect(canvas.getByText('Indirizzo email non valido.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Importa' })).toBeDisabled()
  },
}
