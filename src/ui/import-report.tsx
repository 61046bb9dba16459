// The result of an import or its dry run: per file what would be added, changed, left alone and
// what the files do not list, then every row error with its line and field.
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import type { ImportReport } from '../api/contract.ts'
import { organiser } from '../i18n/it/organiser.ts'

const t = organiser.importer

export interface ImportReportViewProps {
  report: ImportReport
}

export function ImportReportView({ report }: ImportReportViewProps) {
  const failed = report.errors.length > 0
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {failed ? (
        <Alert severity="error">{t.errorsHeading(report.errors.length)}</Alert>
      ) : (
        <Alert severity="success">{report.applied ? t.applied : t.dryRunOk}</Alert>
      )}
      {report.files.length > 0 && (
        // Focusable: on a narrow screen the table scrolls sideways, by keyboard too.
        <TableContainer tabIndex={0} aria-label={t.filesTable}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.file}</TableCell>
                <TableCell>{t.kind}</TableCell>
                <TableCell align="right">{t.added}</TableCell>
                <TableCell align="right">{t.changed}</TableCell>
                <TableCell align="right">{t.unchanged}</TableCell>
                <TableCell align="right">{t.removed}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.files.map((file) => (
                <TableRow key={file.file}>
                  <TableCell>{file.file}</TableCell>
                  <TableCell>{t.kinds[file.kind] ?? file.kind}</TableCell>
                  <TableCell align="right">{file.added}</TableCell>
                  <TableCell align="right">{file.changed}</TableCell>
                  <TableCell align="right">{file.unchanged}</TableCell>
                  <TableCell align="right">{file.removed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.files.some((f) => f.warnings.length > 0) && (
        <Alert severity="warning">
          <Typography component="h3" variant="body2" sx={{ fontWeight: 700 }}>
            {t.warnings}
          </Typography>
          <ul>
            {report.files
              .flatMap((f) => f.warnings)
              .map((w) => (
                <li key={w}>{w}</li>
              ))}
          </ul>
        </Alert>
      )}
      {failed && (
        <TableContainer tabIndex={0} aria-label={t.errorsTable}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.file}</TableCell>
                <TableCell>{t.line}</TableCell>
                <TableCell>{t.field}</TableCell>
                <TableCell>{t.problem}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error, i) => (
                <TableRow key={i}>
                  <TableCell>{error.file}</TableCell>
                  <TableCell>{error.line ?? '—'}</TableCell>
                  <TableCell>{error.field ?? '—'}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  )
}
