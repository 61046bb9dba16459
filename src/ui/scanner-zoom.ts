// Zoom of the camera track: react-zxing exposes no zoom, so it goes through the track's
// capabilities and constraints. Each step is one third of the track's zoom range (SPEC.md).

export interface ZoomRange {
  min: number
  max: number
  step: number
}

interface ZoomCapabilities {
  zoom?: { min?: number; max?: number; step?: number }
}
interface ZoomSettings {
  zoom?: number
}

const EPSILON = 1e-6

/** The track's zoom range, or null when the camera cannot zoom. */
export function readZoomRange(track: MediaStreamTrack | null | undefined): ZoomRange | null {
  if (!track || typeof track.getCapabilities !== 'function') return null
  const zoom = (track.getCapabilities() as ZoomCapabilities).zoom
  if (!zoom || typeof zoom.min !== 'number' || typeof zoom.max !== 'number') return null
  if (!(zoom.max - zoom.min > EPSILON)) return null
  return { min: zoom.min, max: zoom.max, step: zoom.step && zoom.step > 0 ? zoom.step : 0 }
}

export function readZoom(track: MediaStreamTrack, range: ZoomRange): number {
  const value = (track.getSettings() as ZoomSettings).zoom
  return typeof value === 'number' ? clampZoom(value, range) : range.min
}

export function clampZoom(value: number, range: ZoomRange): number {
  return Math.min(range.max, Math.max(range.min, value))
}

/** The next zoom level one third of the range away, snapped to the track's step. */
export function nextZoom(current: number, range: ZoomRange, direction: 1 | -1): number {
  const third = (range.max - range.min) / 3
  let next = clampZoom(current + direction * third, range)
  if (range.step > 0) {
    next = range.min + Math.round((next - range.min) / range.step) * range.step
    next = clampZoom(Number(next.toFixed(6)), range)
  }
  return next
}

export function canZoomIn(current: number, range: ZoomRange): boolean {
  return current < range.max - EPSILON
}

export function canZoomOut(current: number, range: ZoomRange): boolean {
  return current > range.min + EPSILON
}

export async function applyZoom(track: MediaStreamTrack, zoom: number): Promise<void> {
  await track.applyConstraints({ advanced: [{ zoom } as MediaTrackConstraintSet] })
}
