// Admissions per hour of the fair day, one stacked bar series per gate (MUI X Charts).
import { BarChart } from '@mui/x-charts/BarChart'
import { organiser as t } from '../i18n/it/organiser.ts'

export interface GateHourChartProps {
  gates: readonly { label: string; byHour: readonly number[] }[]
  /** Hours shown (the fair's opening hours by default). */
  fromHour?: number
  toHour?: number
  height?: number
}

export function GateHourChart({
  gates,
  fromHour = 7,
  toHour = 21,
  height = 280,
}: GateHourChartProps) {
  // Any admission outside the usual hours widens the axis so nothing is hidden.
  const used = gates.flatMap((g) => g.byHour.flatMap((n, hour) => (n > 0 ? [hour] : [])))
  const first = Math.min(fromHour, ...used)
  const last = Math.max(toHour, ...used)
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i)
  return (
    <BarChart
      height={height}
      xAxis={[
        {
          scaleType: 'band',
          data: hours.map((h) => `${String(h).padStart(2, '0')}:00`),
          label: t.dashboard.hourAxis,
          // Every other hour on a long day: a label per band would not fit a laptop's width.
          tickLabelInterval: (_value: string, index: number) =>
            hours.length <= 12 || index % 2 === 0,
        },
      ]}
      yAxis={[{ label: t.dashboard.countAxis, tickMinStep: 1 }]}
      series={gates.map((gate) => ({
        label: gate.label,
        stack: 'ingressi',
        data: hours.map((h) => gate.byHour[h] ?? 0),
      }))}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      localeText={{ noData: t.dashboard.noAdmissions, loading: t.common.loading }}
    />
  )
}
