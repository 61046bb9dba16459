import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  loadSettings,
  saveSettings,
} from '../../../kiosk/settings.ts'

describe('kiosk settings', () => {
  beforeEach(() => localStorage.clear())

  it('are kept on the device', () => {
    saveSettings({ gate: 'Ingresso Nord', facing: 'user', pauseMs: 4000 })
    expect(loadSettings()).toEqual({ gate: 'Ingresso Nord', facing: 'user', pauseMs: 4000 })
  })

  it('fall back to defaults when missing or tampered with', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS)
    localStorage.setItem(SETTINGS_KEY, '{not json')
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS)
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ gate: 7, facing: 'x', pauseMs: 1e9 }))
    expect(loadSettings()).toEqual({ gate: '', facing: 'environment', pauseMs: 2500 })
  })
})
