// One figure of a dashboard (admissions, unique visitors...) with its label and an optional hint.
import { Card, CardContent, Skeleton, Typography } from '@mui/material'

export interface StatCardProps {
  label: string
  /** null shows the hint instead of a number (not known yet). */
  value: number | null
  hint?: string
  loading?: boolean
}

const number = new Intl.NumberFormat('it-IT')

export function StatCard({ label, value, hint, loading = false }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 180px' }}>
      <CardContent>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {loading ? (
          <Skeleton width={80} height={48} />
        ) : (
          <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.3 }}>
            {value === null ? '—' : number.format(value)}
          </Typography>
        )}
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}
