// Names the gate, chooses the camera and sets the gate's PIN; 'Avvia il varco' is the gesture
// that also enters fullscreen and unlocks sound.
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useState, type FormEvent } from 'react'
import { t } from '../../src/i18n/it.ts'
import { hashPin, PIN_PATTERN } from '../pin.ts'
import type { KioskSettings } from '../settings.ts'

export interface GateSetupScreenProps {
  initial: KioskSettings
  /** Who is logged in, shown so a shared device is not used under the wrong account. */
  staffName: string
  onStart: (settings: KioskSettings) => void
  onLogout: () => void
}

export function GateSetupScreen({ initial, staffName, onStart, onLogout }: GateSetupScreenProps) {
  const text = t.kiosk.setup
  const [gate, setGate] = useState(initial.gate)
  const [facing, setFacing] = useState(initial.facing)
  const [direction, setDirection] = useState(initial.direction)
  const [pauseSeconds, setPauseSeconds] = useState(String(initial.pauseMs / 1000))
  const [gateError, setGateError] = useState(false)
  const [pin, setPin] = useState('')
  const [pinError, setPinError] = useState(false)
  const pinText = t.kiosk.pin

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const name = gate.trim()
    // A new PIN, or the one set before when the field is left empty.
    const pinOk = PIN_PATTERN.test(pin) || (pin === '' && initial.pinHash !== '')
    setGateError(!name)
    setPinError(!pinOk)
    if (!name || !pinOk) return
    const seconds = Number(pauseSeconds.replace(',', '.'))
    const pauseMs = Number.isFinite(seconds)
      ? Math.min(30, Math.max(1, seconds)) * 1000
      : initial.pauseMs
    // Another facing means another camera: the kept one is forgotten.
    const cameraId = facing === initial.facing ? initial.cameraId : ''
    const pinHash = pin ? await hashPin(pin) : initial.pinHash
    onStart({ gate: name.slice(0, 64), direction, facing, cameraId, pauseMs, pinHash })
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 640 }}>
        <Stack component="form" spacing={3} onSubmit={(event) => void submit(event)} noValidate>
          <Typography variant="h1">{text.heading}</Typography>
          <TextField
            label={text.gate}
            required
            value={gate}
            onChange={(event) => {
              setGate(event.target.value)
              setGateError(false)
            }}
            error={gateError}
            helperText={gateError ? text.gateMissing : text.gateHelp}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <FormControl>
            <FormLabel id="direction-label">{text.direction}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="direction-label"
              value={direction}
              onChange={(event) => setDirection(event.target.value === 'out' ? 'out' : 'in')}
            >
              <FormControlLabel value="in" control={<Radio />} label={text.entrance} />
              <FormControlLabel value="out" control={<Radio />} label={text.exit} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="camera-label">{text.camera}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="camera-label"
              value={facing}
              onChange={(event) =>
                setFacing(event.target.value === 'user' ? 'user' : 'environment')
              }
            >
              <FormControlLabel value="environment" control={<Radio />} label={text.rear} />
              <FormControlLabel value="user" control={<Radio />} label={text.front} />
            </RadioGroup>
          </FormControl>
          <TextField
            label={text.pause}
            type="number"
            value={pauseSeconds}
            onChange={(event) => setPauseSeconds(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 30, step: 0.5 } }}
          />
          <TextField
            label={pinText.setupLabel}
            type="password"
            required={initial.pinHash === ''}
            value={pin}
            onChange={(event) => {
              setPin(event.target.value.replace(/\D/g, '').slice(0, 8))
              setPinError(false)
            }}
            error={pinError}
            helperText={
              pinError
                ? pinText.setupMissing
                : initial.pinHash
                  ? pinText.setupKeep
                  : pinText.setupHelp
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'new-password', maxLength: 8 },
            }}
          />
          <Button type="submit" variant="contained" size="large">
            {text.start}
          </Button>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography>
              {text.signedInAs}
              {staffName}
            </Typography>
            <Button color="inherit" onClick={onLogout}>
              {text.logout}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  )
}
