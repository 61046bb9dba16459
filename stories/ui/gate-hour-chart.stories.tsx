import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { GateHourChart } from '../../src/ui/gate-hour-chart.tsx'

const hours = (values: Record<number, number>) =>
  Array.from({ length: 24 }, (_, h) => values[h] ?? 0)

const meta = {
  title: 'UI/GateHourChart',
  component: GateHourChart,
  parameters: { layout: 'padded' },
  args: {
    gates: [
      { label: 'Ingresso Nord', byHour: hours({ 8: 40, 9: 120, 10: 95, 11: 60, 14: 30 }) },
      { label: 'Ingresso Sud', byHour: hours({ 8: 15, 9: 70, 10: 80, 12: 20 }) },
    ],
  },
} satisfies Meta<typeof GateHourChart>

export default meta
type Story = StoryObj<typeof meta>

export const TwoGates: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Ingresso Nord')).toBeVisible()
    await expect(canvas.getByText('Ingresso Sud')).toBeVisible()
    await expect(await canvas.findByText('21:00')).toBeVisible()
    // Bars drawn by MUI X Charts once the container is measured.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(0),
    )
  },
}

export const LateScans: Story = {
  args: { gates: [{ label: 'Ingresso Nord', byHour: hours({ 23: 3 }) }] },
  play: async ({ canvasElement }) => {
    // The axis widens to the last hour with admissions, past the usual 21:00: one band per hour from 07:00 to 23:00.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.MuiBarChart-element')).toHaveLength(17),
    )
  },
}

export const Empty: Story = {
  args: { gates: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('21:00')).toBeVisible()
  },
}
