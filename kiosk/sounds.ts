// A distinct sound per verdict, synthesised with WebAudio (no audio files): a rising chime for
// valid, a low double buzz for invalid, three short mid beeps for an error.
export type VerdictSound = 'valid' | 'invalid' | 'error'

interface Tone {
  frequency: number
  start: number
  duration: number
  type: OscillatorType
}

const TONES: Record<VerdictSound, Tone[]> = {
  valid: [
    { frequency: 880, start: 0, duration: 0.12, type: 'sine' },
    { frequency: 1320, start: 0.13, duration: 0.2, type: 'sine' },
  ],
  invalid: [
    { frequency: 220, start: 0, duration: 0.25, type: 'square' },
    { frequency: 196, start: 0.3, duration: 0.35, type: 'square' },
  ],
  error: [
    { frequency: 523, start: 0, duration: 0.1, type: 'triangle' },
    { frequency: 523, start: 0.16, duration: 0.1, type: 'triangle' },
    { frequency: 523, start: 0.32, duration: 0.1, type: 'triangle' },
  ],
}

let context: AudioContext | null = null

/** Browsers start audio only after a gesture: call this from the click that starts the gate. */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return
  context ??= new AudioContext()
  void context.resume().catch(() => undefined)
}

export function playVerdictSound(kind: VerdictSound): void {
  if (typeof AudioContext === 'undefined') return
  try {
    context ??= new AudioContext()
    const now = context.currentTime
    for (const tone of TONES[kind]) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = tone.type
      oscillator.frequency.value = tone.frequency
      gain.gain.setValueAtTime(0.0001, now + tone.start)
      gain.gain.exponentialRampToValueAtTime(0.3, now + tone.start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.duration)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(now + tone.start)
      oscillator.stop(now + tone.start + tone.duration + 0.02)
    }
  } catch {
    // No audio device: the colours still tell the verdict.
  }
}
