// The kiosk's settings, kept on the device: the gate's name travels with each validation.
import type { CameraFacing } from '../src/ui/scanner.tsx'

export type GateDirection = 'in' | 'out'

export interface KioskSettings {
  gate: string
  /** An entrance (Ingresso) or an exit (Uscita): exits are recorded, never refused. */
  direction: GateDirection
  facing: CameraFacing
  /** The camera that streamed last on this device: asked for first at the next start. */
  cameraId: string
  /** How long a verdict stays on screen before scanning resumes, in ms. */
  pauseMs: number
  /** The gate's PIN (kiosk/pin.ts), salted and hashed; '' before one is set. */
  pinHash: string
}

export const SETTINGS_KEY = 'fiera.kiosk.settings'
export const DEFAULT_PAUSE_MS = 2500
export const DEFAULT_SETTINGS: KioskSettings = {
  gate: '',
  direction: 'in',
  facing: 'environment',
  cameraId: '',
  pauseMs: DEFAULT_PAUSE_MS,
  pinHash: '',
}

export function loadSettings(): KioskSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null')
    if (!raw || typeof raw !== 'object') return DEFAULT_SETTINGS
    const value = raw as Partial<Record<keyof KioskSettings, unknown>>
    return {
      gate: typeof value.gate === 'string' ? value.gate.slice(0, 64) : '',
      direction: value.direction === 'out' ? 'out' : 'in',
      facing: value.facing === 'user' ? 'user' : 'environment',
      cameraId: typeof value.cameraId === 'string' ? value.cameraId.slice(0, 256) : '',
      pauseMs:
        typeof value.pauseMs === 'number' && value.pauseMs >= 500 && value.pauseMs <= 30_000
          ? value.pauseMs
          : DEFAULT_PAUSE_MS,
      pinHash:
        typeof value.pinHash === 'string' && /^[0-9a-f]{64}$/.test(value.pinHash)
          ? value.pinHash
          : '',
    }
  } catch {
    return DEFAULT_SETTINGS
  }
}

export function saveSettings(settings: KioskSettings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // Without storage the settings last for this visit only.
  }
}
