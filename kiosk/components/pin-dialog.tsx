// Asks for the gate's PIN before the settings, the logout or windowed mode: a passer-by at an
// unattended kiosk gets no further. It closes by itself after 30 s without activity.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { t } from '../../src/i18n/it.ts'

export const PIN_IDLE_MS = 30_000

export interface PinDialogProps {
  open: boolean
  /** Resolves true when the PIN is right. */
  check: (pin: string) => Promise<boolean>
  onUnlock: () => void
  /** Cancelled, or left alone for PIN_IDLE_MS. */
  onCancel: () => void
}

export function PinDialog({ open, check, onUnlock, onCancel }: PinDialogProps) {
  const text = t.kiosk.pin
  const [pin, setPin] = useState('')
  const [wrong, setWrong] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancelRef = useRef(onCancel)
  useEffect(() => {
    cancelRef.current = onCancel
  }, [onCancel])

  const restartIdle = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => cancelRef.current(), PIN_IDLE_MS)
  }
  useEffect(() => {
    if (!open) return
    timer.current = setTimeout(() => cancelRef.current(), PIN_IDLE_MS)
    return () => clearTimeout(timer.current)
  }, [open])

  const close = (then: () => void) => {
    setPin('')
    setWrong(false)
    then()
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    restartIdle()
    if (await check(pin)) close(onUnlock)
    else {
      setWrong(true)
      setPin('')
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => close(onCancel)}
      aria-labelledby="pin-title"
      slotProps={{ paper: { sx: { minWidth: 360 } } }}
    >
      <DialogTitle id="pin-title">{text.dialogTitle}</DialogTitle>
      <form onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={text.label}
            type="password"
            value={pin}
            onChange={(event) => {
              restartIdle()
              setPin(event.target.value.replace(/\D/g, '').slice(0, 8))
              setWrong(false)
            }}
            error={wrong}
            helperText={wrong ? text.wrong : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 8 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => close(onCancel)}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained">
            {text.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
