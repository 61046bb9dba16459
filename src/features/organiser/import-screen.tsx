// Import exhibitors and programme from the browser: choose files, dry run, then apply (all or
// nothing), with the report of what changes and every row error in Italian.
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material'
import { useState } from 'react'
import { importFiles } from '../../api/admin.ts'
import { RequestError, errorMessage } from '../../api/client.ts'
import type { ImportReport } from '../../api/contract.ts'
import { organiser } from '../../i18n/it/organiser.ts'
import { ConsolePage } from '../../ui/console-page.tsx'
import { ImportReportView } from '../../ui/import-report.tsx'

const t = organiser.importer

export function ImportScreen() {
  const [files, setFiles] = useState<File[]>([])
  const [removeMissing, setRemoveMissing] = useState(false)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (dryRun: boolean) => {
    setBusy(true)
    setProblem(null)
    try {
      setReport(await importFiles(files, { dryRun, removeMissing }))
    } catch (error) {
      // A refused import answers 422 with its report: shown like a dry run's.
      const data = error instanceof RequestError ? error.data : undefined
      if (data && typeof data === 'object' && 'errors' in data) setReport(data as ImportReport)
      else setProblem(errorMessage(error, organiser.common.failed, organiser.common.network))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConsolePage heading={t.heading} maxWidth={960}>
      <Typography color="text.secondary">{t.help}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          // A label opens the file picker; MUI's role="button" is not allowed on a label (axe).
          component="label"
          role={undefined}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {t.choose}
          <input
            type="file"
            hidden
            multiple
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => {
              setFiles([...(e.target.files ?? [])])
              setReport(null)
            }}
          />
        </Button>
        <Typography role="status">
          {files.length > 0
            ? `${t.chosen(files.length)}: ${files.map((f) => f.name).join(', ')}`
            : ''}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Checkbox checked={removeMissing} onChange={(e) => setRemoveMissing(e.target.checked)} />
        }
        label={t.removeMissing}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button
          variant="outlined"
          disabled={files.length === 0 || busy}
          onClick={() => void send(true)}
        >
          {t.dryRun}
        </Button>
        <Button
          variant="contained"
          disabled={
            files.length === 0 || busy || !report || !report.dry_run || report.errors.length > 0
          }
          onClick={() => void send(false)}
        >
          {t.apply}
        </Button>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      {report && <ImportReportView report={report} />}
    </ConsolePage>
  )
}
