// Writes one small SVG logo per demo exhibitor into public/logos/ (run once; the output is
// committed): initials on a rounded square, a distinct hue per company, white text at AA contrast.
// Usage: node scripts/generate-demo-logos.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_EXHIBITORS } from '../server/demo/data/exhibitors.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'logos')
const GOLDEN_ANGLE = 137.508
const MIN_CONTRAST = 5

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0), f(8), f(4)]
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05)

const hex = (rgb: [number, number, number]) =>
  `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** The lightest shade of the hue that still keeps white initials at MIN_CONTRAST or better. */
function colours(hue: number) {
  let l = 0.5
  while (contrastWithWhite(hslToRgb(hue, 0.62, l)) < MIN_CONTRAST) l -= 0.01
  return {
    background: hex(hslToRgb(hue, 0.62, l)),
    accent: hex(hslToRgb(hue, 0.62, Math.max(0.12, l - 0.12))),
    contrast: contrastWithWhite(hslToRgb(hue, 0.62, l)),
  }
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

mkdirSync(outDir, { recursive: true })
let lowest = Infinity
DEMO_EXHIBITORS.forEach((exhibitor, index) => {
  const hue = (index * GOLDEN_ANGLE) % 360
  const { background, accent, contrast } = colours(hue)
  lowest = Math.min(lowest, contrast)
  // The accent (one of three shapes) sits in the lower corner, away from the initials.
  const shapes = [
    `<circle cx="58" cy="58" r="16" fill="${accent}"/>`,
    `<path d="M40 64 L64 40 L64 64 Z" fill="${accent}"/>`,
    `<rect x="0" y="54" width="64" height="10" fill="${accent}"/>`,
  ]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t">
  <title id="t">${escapeXml(exhibitor.name)}</title>
  <defs><clipPath id="c"><rect width="64" height="64" rx="14"/></clipPath></defs>
  <g clip-path="url(#c)">
    <rect width="64" height="64" fill="${background}"/>
    ${shapes[index % shapes.length]}
  </g>
  <text x="32" y="33" fill="#ffffff" font-family="'Titillium Web', Arial, Helvetica, sans-serif" font-size="26" font-weight="700" text-anchor="middle" dominant-baseline="central" letter-spacing="0.5">${escapeXml(exhibitor.initials)}</text>
</svg>
`
  const file = path.join(root, 'public', exhibitor.logo_path)
  writeFileSync(file, svg)
})
console.log(
  `${DEMO_EXHIBITORS.length} logos in ${path.relative(root, outDir)}/ (lowest contrast ${lowest.toFixed(2)}:1)`,
)
