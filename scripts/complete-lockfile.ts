// npm leaves out of package-lock.json the optional, platform-specific packages that its registry
// cannot serve (this mirror lacks some of rollup's and unrs-resolver's), and `npm ci` then
// refuses the lock. This adds an entry for each missing one; npm skips them on other platforms.
// Run after any `npm install`: `node scripts/complete-lockfile.ts`.
import { readFileSync, writeFileSync } from 'node:fs'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
}
const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }

const platform = (name: string): Pick<LockEntry, 'os' | 'cpu'> => {
  const os = [
    'android',
    'darwin',
    'freebsd',
    'linux',
    'win32',
    'openharmony',
    'openbsd',
    'netbsd',
    'sunos',
    'aix',
  ].find((o) => name.includes(o))
  const cpu = [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'loong64',
    'ppc64',
    'riscv64',
    's390x',
    'wasm32',
  ].find((c) => new RegExp(`[-_]${c}([-_]|$)`).test(name))
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }
}

let added = 0
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = where ? `${where}/node_modules/` : 'node_modules/'
    if (lock.packages[`${base}${dep}`] || lock.packages[`node_modules/${dep}`]) continue
    lock.packages[`node_modules/${dep}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform(dep),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
)
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`complete-lockfile: added ${added} missing optional platform entries`)
