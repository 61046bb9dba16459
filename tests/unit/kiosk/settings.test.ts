import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  loadSettings,
  saveSettings,
  type KioskSettings,
} from '../../../kiosk/settings.ts'

describe('kiosk settings', () => {
  beforeEach(() => localStorage.clear())

  it('are kept on the device', () => {
    const kept: KioskSettings = {
      gate: 'Ingresso Nord',
      direction: 'out',
      facing: 'user',
      cameraId: 'cam-usb-1',
      pauseMs: 4000,
      pinHash: 'a'.repeat(64),
    }
    saveSettings(kept)
    expect(loadSettings()).toEqual(kept)
  })

  it('fall back to defaults when missing or tampered with', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS)
    localStorage.setItem(SETTINGS_KEY, '{not json')
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS)
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ gate: 7, facing: 'x', cameraId: 3, pauseMs: 1e9, pinHash: '1234' }),
    )
    expect(loadSettings()).toEqual({
      gate: '',
      direction: 'in',
      facing: 'environment',
      cameraId: '',
      pauseMs: 2500,
      pinHash: '',
    })
  })
})
