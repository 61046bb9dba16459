// Admissions per hour of the fair day, one stacked bar series per gate (MUI X Charts).
import { BarChart } from '@mui/x-charts/BarChart'
import { ChartsNoDataOverlay } from '@mui/x-charts/ChartsOverlay'
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
  // A day without admissions still draws its axes: with no series at all MUI gives the count
  // axis no ticks, so an empty day gets one series of zeros and MUI's empty message.
  const empty = gates.length === 0
  const series = empty
    ? [{ label: t.dashboard.noAdmissions, data: hours.map(() => 0) }]
    : gates.map((gate) => ({
        label: gate.label,
        stack: 'ingressi',
        data: hours.map((h) => gate.byHour[h] ?? 0),
      }))
  return (
    <BarChart
      hideLegend={empty}
      height={height}
      xAxis={[
        {
          scaleType: 'band',
          data: hours.map((h) => `${String(h).padStart(2, '0')}:00`),
          label: t.dashboard.hourAxis,
          // Room for the hours under the bars as well as the axis title. MUI cuts a tick label
          // that does not fit to nothing, and Titillium's line box (19 px at 12 px) did not fit
          // the default height once the title took its line: the axis showed no hours at all.
          height: 60,
          // Every other hour on a long day: a label per band would not fit a laptop's width.
          tickLabelInterval: (_value: string, index: number) =>
            hours.length <= 12 || index % 2 === 0,
        },
      ]}
      // An empty day still reads as 0 and 1, not as fractions of nothing.
      yAxis={[{ label: t.dashboard.countAxis, tickMinStep: 1, ...(empty ? { max: 1 } : {}) }]}
      series={series}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      localeText={{ noData: t.dashboard.noAdmissions, loading: t.common.loading }}
    >
      {/* MUI's empty message, centred on the bars; by itself it shows only without series. */}
      {empty && <ChartsNoDataOverlay />}
    </BarChart>
  )
}
