// A fake camera for stories: getUserMedia answers with a MediaStream captured from a canvas that
// shows a QR code, so the real Scanner decodes it without a webcam. Torch and zoom are stubbed.
import QRCode from 'qrcode'

export interface SyntheticCameraOptions {
  /** Text of the QR code drawn on the canvas; none draws an empty scene. */
  text?: string
  /** Capabilities the video track claims; `{}` means neither torch nor zoom. */
  capabilities?: { torch?: boolean; zoom?: { min: number; max: number; step?: number } }
  /**
   * How the camera behaves: streams, never answers, refuses with a DOMException name, or refuses
   * only the first request (a webcam that cannot meet the default resolution).
   */
  mode?: 'stream' | 'hang' | { reject: string } | { rejectFirst: string }
}

export interface SyntheticCamera {
  /** Every constraints object getUserMedia was called with. */
  requests: MediaStreamConstraints[]
  /** Every constraints object applied to a track (zoom, torch). */
  applied: MediaTrackConstraints[]
  restore: () => void
}

const SIZE = 720

function drawScene(canvas: HTMLCanvasElement, text: string | undefined): void {
  const context = canvas.getContext('2d')
  if (!context) throw new Error('2D canvas unavailable')
  context.fillStyle = '#d9dde2'
  context.fillRect(0, 0, SIZE, SIZE)
  if (!text) return
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const cell = Math.floor((SIZE * 0.6) / (modules.size + 2 * quiet))
  const side = cell * (modules.size + 2 * quiet)
  const origin = Math.floor((SIZE - side) / 2)
  context.fillStyle = '#ffffff'
  context.fillRect(origin, origin, side, side)
  context.fillStyle = '#000000'
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        context.fillRect(origin + (col + quiet) * cell, origin + (row + quiet) * cell, cell, cell)
      }
    }
  }
}

/** Replaces navigator.mediaDevices.getUserMedia until restore() is called. */
export function installSyntheticCamera(options: SyntheticCameraOptions = {}): SyntheticCamera {
  const { text, capabilities = {}, mode = 'stream' } = options
  const requests: MediaStreamConstraints[] = []
  const applied: MediaTrackConstraints[] = []
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE
  drawScene(canvas, text)
  // A canvas stream only yields frames when the canvas is painted: repaint the same scene.
  const repaint = setInterval(() => drawScene(canvas, text), 100)
  const streams: MediaStream[] = []

  const fakeGetUserMedia = async (constraints?: MediaStreamConstraints): Promise<MediaStream> => {
    requests.push(constraints ?? {})
    if (mode === 'hang') return new Promise<MediaStream>(() => undefined)
    if (typeof mode === 'object' && 'reject' in mode) {
      throw new DOMException('Synthetic camera refused', mode.reject)
    }
    if (typeof mode === 'object' && requests.length === 1) {
      throw new DOMException('Synthetic camera refused', mode.rejectFirst)
    }
    const stream = canvas.captureStream(15)
    streams.push(stream)
    const [track] = stream.getVideoTracks()
    if (track) {
      let zoom = capabilities.zoom?.min
      const caps: Record<string, unknown> = {}
      if (capabilities.torch) caps.torch = true
      if (capabilities.zoom) caps.zoom = { step: 0.1, ...capabilities.zoom }
      track.getCapabilities = () => caps as MediaTrackCapabilities
      const baseSettings = track.getSettings.bind(track)
      track.getSettings = () => ({ ...baseSettings(), ...(zoom === undefined ? {} : { zoom }) })
      track.applyConstraints = async (next?: MediaTrackConstraints) => {
        applied.push(next ?? {})
        const requested = (next?.advanced?.[0] as { zoom?: number } | undefined)?.zoom
        if (typeof requested === 'number') zoom = requested
      }
    }
    return stream
  }

  const devices = navigator.mediaDevices
  Object.defineProperty(devices, 'getUserMedia', {
    configurable: true,
    writable: true,
    value: fakeGetUserMedia,
  })

  return {
    requests,
    applied,
    restore: () => {
      clearInterval(repaint)
      streams.forEach((stream) => stream.getTracks().forEach((track) => track.stop()))
      delete (devices as { getUserMedia?: unknown }).getUserMedia
    },
  }
}

/** Makes the page look like a browser without camera streams (no navigator.mediaDevices). */
export function removeMediaDevices(): () => void {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined })
  return () => {
    delete (navigator as { mediaDevices?: unknown }).mediaDevices
  }
}

/** Makes the page look like plain http on a LAN address (not a secure context). */
export function simulateInsecureContext(): () => void {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, get: () => false })
  return () => {
    delete (window as { isSecureContext?: unknown }).isSecureContext
  }
}
