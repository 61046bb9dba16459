// A form in a dialog, as the organiser console invites an account or edits an exhibitor or a
// talk: title, fields, the outcome of the last submit, then close and submit (off while busy).
// Written once so the console's dialogs stay alike; each names its words, width and field layout.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type Breakpoint,
  type SxProps,
  type Theme,
} from '@mui/material'
import type { ReactNode } from 'react'

export interface FormDialogMessage {
  severity: 'success' | 'error'
  text: string
}

export interface FormDialogProps {
  open?: boolean
  title: string
  /** The close button's label ('Chiudi', 'Annulla'); it and Escape call `onClose`. */
  closeLabel: string
  submitLabel: string
  onClose: () => void
  onSubmit: () => void
  /** While true the submit button is off, so a slow answer cannot be sent twice. */
  busy: boolean
  /** The last submit's outcome, shown under the fields. */
  message?: FormDialogMessage | null
  maxWidth?: Breakpoint
  /** How the fields are laid out (a column, or a grid of two). */
  contentSx: SxProps<Theme>
  children: ReactNode
}

export function FormDialog({
  open = true,
  title,
  closeLabel,
  submitLabel,
  onClose,
  onSubmit,
  busy,
  message,
  maxWidth = 'sm',
  contentSx,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={contentSx}>
          {children}
          {message && (
            <Alert severity={message.severity} sx={{ gridColumn: '1 / -1' }}>
              {message.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{closeLabel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
