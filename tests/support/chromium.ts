// Debian's Chromium, started quietly: this closed network refuses Chromium's background calls.
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
] as const

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH; scripts/ensure-system-deps.sh does this as root.',
    )
  }
  return path
}
