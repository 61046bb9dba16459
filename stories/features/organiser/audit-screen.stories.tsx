import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AuditScreen } from '../../../src/features/organiser/audit-screen.tsx'
import { dataGridItalian } from '../../../src/features/organiser/data-grid-italian.ts'
import { AppFrame, mockApi } from '../support/app-story.tsx'
import { consoleApi } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Audit',
  component: AuditScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore/registro"
      route="/organizzatore/registro"
      layout="console"
      screen={<AuditScreen />}
    />
  ),
} satisfies Meta<typeof AuditScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Entries: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registro attività' })).toBeVisible()
    await expect(await canvas.findByText('Biglietto riemesso')).toBeVisible()
    await expect(canvas.getByText('varco: Ingresso Nord; motivo: Telefono scarico')).toBeVisible()
  },
}

export const Empty: Story = {
  beforeEach: () => mockApi({ ...consoleApi(), 'GET /api/admin/audit': { body: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(dataGridItalian.noRowsLabel as string)).toBeVisible()
  },
}
