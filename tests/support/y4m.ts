// Writes a Y4M video of a QR code for Chromium's fake camera
// (--use-file-for-fake-video-capture): the e2e tests and the benchmark scan real tickets with it.
import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

export interface Y4mOptions {
  width?: number
  height?: number
  /** Part of the shorter side the QR code (with its quiet zone) covers. */
  coverage?: number
  /** Grey frames before the QR frame (Chromium loops the file). */
  blankFrames?: number
}

/** A 4:2:0 frame sequence: luma from the QR modules, neutral chroma. */
export function qrY4m(text: string | null, options: Y4mOptions = {}): Buffer {
  const { width = 720, height = 720, coverage = 0.6, blankFrames = 0 } = options
  const luma = Buffer.alloc(width * height, 200)
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    const quiet = 4
    const count = modules.size + 2 * quiet
    const cell = Math.floor((Math.min(width, height) * coverage) / count)
    const side = cell * count
    const left = Math.floor((width - side) / 2)
    const top = Math.floor((height - side) / 2)
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / cell) - quiet
        const col = Math.floor(x / cell) - quiet
        const dark =
          row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col)
        luma[(top + y) * width + left + x] = dark ? 0 : 255
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const blank = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(width * height, 200), chroma])
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)
  return Buffer.concat([header, ...Array<Buffer>(blankFrames).fill(blank), frame])
}

export function writeQrY4m(file: string, text: string | null, options?: Y4mOptions): string {
  writeFileSync(file, qrY4m(text, options))
  return file
}
