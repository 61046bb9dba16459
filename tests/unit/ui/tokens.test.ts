// WCAG 2.2 AA contrast of every text/background pair the themes use (1.4.3 text, 1.4.11 focus ring).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { brand, colors, kioskBrand, scannerColors } from '../../../src/ui/tokens.ts'

function luminance(hex: string): number {
  const linear = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5)
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})

describe('attendee theme', () => {
  const text: [string, string, string][] = [
    ['text on background', brand.text, brand.background],
    ['muted text on background', brand.textMuted, brand.background],
    ['muted text on surface', brand.textMuted, brand.surface],
    ['primary on surface', brand.primary, brand.surface],
    ['primary on background', brand.primary, brand.background],
    ['white on primary', '#ffffff', brand.primary],
    ['white on secondary', '#ffffff', brand.secondary],
    ['secondary on surface', brand.secondary, brand.surface],
    ['error on surface', brand.error, brand.surface],
    ['success on surface', brand.success, brand.surface],
    ['warning on surface', brand.warning, brand.surface],
    ['text on error alert', brand.text, brand.errorSoft],
    ['text on success alert', brand.text, brand.successSoft],
    ['text on warning alert', brand.text, brand.warningSoft],
    ['primary on primary soft', brand.primary, brand.primarySoft],
  ]
  it.each(text)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })
  it('focus ring stands out (3:1) against surface and background', () => {
    expect(contrast(brand.focus, brand.surface)).toBeGreaterThanOrEqual(3)
    expect(contrast(brand.focus, brand.background)).toBeGreaterThanOrEqual(3)
  })
})

describe('kiosk theme (high contrast: 7:1, AAA)', () => {
  const text: [string, string, string][] = [
    ['text on background', kioskBrand.text, kioskBrand.background],
    ['muted text on background', kioskBrand.textMuted, kioskBrand.background],
    ['text on surface', kioskBrand.text, kioskBrand.surface],
    ['white on valid', '#ffffff', kioskBrand.valid],
    ['white on invalid', '#ffffff', kioskBrand.invalid],
    ['dark text on error amber', kioskBrand.errorText, kioskBrand.error],
    ['white on ready', '#ffffff', kioskBrand.ready],
    ['white on recent', '#ffffff', kioskBrand.recent],
    ['white on exit', '#ffffff', kioskBrand.exit],
    ['primary text on primary', kioskBrand.primaryText, kioskBrand.primary],
    ['text on success alert', kioskBrand.text, kioskBrand.successSoft],
    ['text on error alert', kioskBrand.text, kioskBrand.dangerSoft],
    ['text on warning alert', kioskBrand.text, kioskBrand.warningSoft],
    ['success on background', kioskBrand.success, kioskBrand.background],
    ['success on surface', kioskBrand.success, kioskBrand.surface],
    ['error on background', kioskBrand.danger, kioskBrand.background],
    ['error on surface', kioskBrand.danger, kioskBrand.surface],
    ['success on its alert', kioskBrand.success, kioskBrand.successSoft],
    ['error on its alert', kioskBrand.danger, kioskBrand.dangerSoft],
  ]
  it.each(text)('%s is at least 7:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(7)
  })
  it('focus ring stands out against the black background', () => {
    expect(contrast(kioskBrand.focus, kioskBrand.background)).toBeGreaterThanOrEqual(3)
  })
})

describe('camera view', () => {
  it('labels the picture in white on black, and its marks stand out from black (3:1)', () => {
    expect(contrast(scannerColors.text, scannerColors.video)).toBeGreaterThanOrEqual(7)
    expect(contrast(scannerColors.frame, scannerColors.video)).toBeGreaterThanOrEqual(3)
    expect(contrast(scannerColors.tracker, scannerColors.video)).toBeGreaterThanOrEqual(3)
  })
})

/** Every file of the folder and below it, as paths from the repository root. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) =>
    path.join(folder, file),
  )
}

const HEX = /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/gi
const long = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.toLowerCase()
const tokenColours = new Set(
  Object.values(colors).flatMap((scale) => Object.values(scale).map((hex: string) => long(hex))),
)

describe('one source for colours', () => {
  it('writes no raw colour in the code outside tokens.ts, so this test sees every one', () => {
    const code = [...filesUnder('src'), ...filesUnder('kiosk')].filter(
      (file) => /\.tsx?$/.test(file) && file !== path.join('src', 'ui', 'tokens.ts'),
    )
    expect(code.length).toBeGreaterThan(50)
    const raw = code.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{3,8}\b|\brgba?\(/gi)].map(
        ([found]) => `${file}: ${found}`,
      ),
    )
    expect(raw).toEqual([])
  })

  it('uses only token colours in the pages and styles drawn before the app runs', () => {
    const files = [
      'index.html',
      path.join('kiosk', 'index.html'),
      ...filesUnder('src').filter((file) => file.endsWith('.css')),
    ]
    const found = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(HEX)].map(([hex]) => ({ file, hex: long(hex) })),
    )
    // The splash screens and the theme-color meta tags, at least.
    expect(found.length).toBeGreaterThanOrEqual(6)
    expect(found.filter(({ hex }) => !tokenColours.has(hex))).toEqual([])
  })
})
