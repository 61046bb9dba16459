import { afterEach, describe, expect, it, vi } from 'vitest'

class FakeParam {
  value = 0
  setValueAtTime = vi.fn()
  exponentialRampToValueAtTime = vi.fn()
}
const played: { type: string; frequency: number }[][] = []
class FakeAudioContext {
  currentTime = 0
  destination = {}
  resume = vi.fn(async () => undefined)
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: new FakeParam(),
      connect: (node: unknown) => node,
      start: () =>
        played.at(-1)?.push({ type: oscillator.type, frequency: oscillator.frequency.value }),
      stop: vi.fn(),
    }
    return oscillator
  }
  createGain() {
    return { gain: new FakeParam(), connect: (node: unknown) => node }
  }
}

describe('verdict sounds', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('plays a different tone sequence for each verdict', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext)
    const { playVerdictSound } = await import('../../../kiosk/sounds.ts')
    for (const kind of ['valid', 'invalid', 'error'] as const) {
      played.push([])
      playVerdictSound(kind)
    }
    const [valid, invalid, error] = played.map((tones) => JSON.stringify(tones))
    expect(new Set([valid, invalid, error]).size).toBe(3)
    expect(played.every((tones) => tones.length >= 2)).toBe(true)
  })
})
