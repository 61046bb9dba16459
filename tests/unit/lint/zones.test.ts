// @vitest-environment node
// The import zones of eslint.config.js, proved one by one: a probe file inside a zone imports
// what the zone forbids and lint must refuse it, while a probe importing what the zone allows
// must pass, so that a zone that forbade everything would fail here too. The probes are removed
// whatever happens.
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

interface Probe {
  zone: string
  /** The folder the probe is written into, from the root. */
  folder: string
  /** The import, as written in that folder. */
  imports: string
  /** The rule expected to refuse it; none when the zone allows it. */
  refusedBy?: 'import-x/no-restricted-paths' | 'no-restricted-imports'
}

const ZONES = 'import-x/no-restricted-paths'

const probes: Probe[] = [
  // server -> React code
  { zone: 'server', folder: 'server', imports: '../src/boot/hydrate.tsx', refusedBy: ZONES },
  { zone: 'server', folder: 'server/http', imports: '../../src/app/router.tsx', refusedBy: ZONES },
  { zone: 'server', folder: 'server', imports: '../kiosk/kiosk-root.tsx', refusedBy: ZONES },
  {
    zone: 'server',
    folder: 'server',
    imports: 'react-dom/server',
    refusedBy: 'no-restricted-imports',
  },
  { zone: 'server', folder: 'server/http', imports: '../../src/routes/table.ts' },
  { zone: 'server', folder: 'server', imports: '../src/api/contract.ts' },
  // what the server reads stays free of React
  { zone: 'routes', folder: 'src/routes', imports: 'react', refusedBy: 'no-restricted-imports' },
  { zone: 'routes', folder: 'src/routes', imports: '../ui/tokens.ts', refusedBy: ZONES },
  { zone: 'routes', folder: 'src/routes', imports: './paths.ts' },
  // ui -> app, boot, root files
  { zone: 'ui', folder: 'src/ui', imports: '../app/router.tsx', refusedBy: ZONES },
  { zone: 'ui', folder: 'src/ui', imports: '../boot/hydrate.tsx', refusedBy: ZONES },
  { zone: 'ui', folder: 'src/ui', imports: '../../vite.config.ts', refusedBy: ZONES },
  { zone: 'ui', folder: 'src/ui', imports: '../api/client.ts', refusedBy: ZONES },
  { zone: 'ui', folder: 'src/ui', imports: '../i18n/it-core.ts' },
  { zone: 'ui', folder: 'src/ui', imports: '../routes/paths.ts' },
  // api -> anything but itself
  { zone: 'api', folder: 'src/api', imports: '../../vite.config.ts', refusedBy: ZONES },
  { zone: 'api', folder: 'src/api', imports: '../ui/tokens.ts', refusedBy: ZONES },
  { zone: 'api', folder: 'src/api', imports: '../boot/first-paint.ts', refusedBy: ZONES },
  { zone: 'api', folder: 'src/api', imports: '../boot/early-answers.ts' },
  // i18n -> anything but i18n
  { zone: 'i18n', folder: 'src/i18n', imports: '../ui/tokens.ts', refusedBy: ZONES },
  { zone: 'i18n', folder: 'src/i18n', imports: '../routes/paths.ts', refusedBy: ZONES },
  { zone: 'i18n', folder: 'src/i18n', imports: './it/common.ts' },
  // auth below features and app
  { zone: 'auth', folder: 'src/auth', imports: '../app/router.tsx', refusedBy: ZONES },
  { zone: 'auth', folder: 'src/auth', imports: '../api/auth.ts' },
  // features never import each other, the app or boot
  {
    zone: 'features',
    folder: 'src/features/home',
    imports: '../events/events-screen.tsx',
    refusedBy: ZONES,
  },
  {
    zone: 'features',
    folder: 'src/features/home',
    imports: '../../app/router.tsx',
    refusedBy: ZONES,
  },
  {
    zone: 'features',
    folder: 'src/features/home',
    imports: '../../boot/hydrate.tsx',
    refusedBy: ZONES,
  },
  { zone: 'features', folder: 'src/features/home', imports: '../../ui/event-card.tsx' },
  // the durable queue of offline calls sits in api, where the kiosk and the portal both reach it
  {
    zone: 'features',
    folder: 'src/features/exhibitor',
    imports: '../../../kiosk/offline/offline-store.ts',
    refusedBy: ZONES,
  },
  { zone: 'features', folder: 'src/features/exhibitor', imports: '../../api/durable-queue.ts' },
  { zone: 'kiosk', folder: 'kiosk/offline', imports: '../../src/api/durable-queue.ts' },
  // the areas added later are features like the others (the list of zones reads the folders)
  {
    zone: 'features',
    folder: 'src/features/exhibitor',
    imports: '../organiser/use-action.ts',
    refusedBy: ZONES,
  },
  {
    zone: 'features',
    folder: 'src/features/organiser',
    imports: '../exhibitor/exhibitor-screen.tsx',
    refusedBy: ZONES,
  },
  { zone: 'features', folder: 'src/features/exhibitor', imports: '../../ui/console-page.tsx' },
  // kiosk -> never the app, features/validate at most
  { zone: 'kiosk', folder: 'kiosk', imports: '../src/app/router.tsx', refusedBy: ZONES },
  {
    zone: 'kiosk',
    folder: 'kiosk',
    imports: '../src/features/home/home-screen.tsx',
    refusedBy: ZONES,
  },
  { zone: 'kiosk', folder: 'kiosk', imports: '../src/features/validate/validation-outcome.ts' },
  // kiosk's subfolders (offline admission) are the kiosk's zone too
  { zone: 'kiosk', folder: 'kiosk/offline', imports: '../../src/app/router.tsx', refusedBy: ZONES },
  {
    zone: 'kiosk',
    folder: 'kiosk/offline',
    imports: '../../server/domain/tickets.ts',
    refusedBy: ZONES,
  },
  { zone: 'kiosk', folder: 'kiosk/offline', imports: '../../src/api/contract.ts' },
  // boot: below the entries, above api
  { zone: 'boot', folder: 'src/boot', imports: '../app/router.tsx', refusedBy: ZONES },
  { zone: 'boot', folder: 'src/boot', imports: '../ui/theme.ts', refusedBy: ZONES },
  { zone: 'boot', folder: 'src/boot', imports: '../../kiosk/kiosk-root.tsx', refusedBy: ZONES },
  { zone: 'boot', folder: 'src/boot', imports: '../api/client.ts' },
  // src/ holds zone folders only
  { zone: 'src root', folder: 'src', imports: './api/contract.ts', refusedBy: ZONES },
  // code never imports tests or stories
  { zone: 'app', folder: 'src/app', imports: '../../tests/support/free-port.ts', refusedBy: ZONES },
  { zone: 'app', folder: 'src/app', imports: '../features/home/home-screen.tsx' },
]

const files = probes.map((probe, index) =>
  path.join(root, probe.folder, `lint-probe-${process.pid}-${index}.ts`),
)
const results = new Map<string, ESLint.LintResult>()

function removeProbes() {
  for (const file of files) rmSync(file, { force: true })
}

beforeAll(async () => {
  try {
    probes.forEach((probe, index) => {
      writeFileSync(files[index] as string, `import '${probe.imports}'\n`)
    })
    const eslint = new ESLint({ cwd: root })
    for (const result of await eslint.lintFiles(files)) results.set(result.filePath, result)
  } finally {
    removeProbes()
  }
}, 180_000)

afterAll(removeProbes)

describe('lint zones', () => {
  probes.forEach((probe, index) => {
    const verdict = probe.refusedBy ? 'refuses' : 'allows'
    it(`${probe.zone}: ${probe.folder} ${verdict} ${probe.imports}`, () => {
      const result = results.get(files[index] as string)
      expect(result, 'the probe was linted').toBeDefined()
      const refusals = (result?.messages ?? []).filter(
        (message) => message.ruleId === ZONES || message.ruleId === 'no-restricted-imports',
      )
      const fatal = (result?.messages ?? []).filter((message) => message.fatal)
      expect(fatal).toEqual([])
      if (probe.refusedBy) expect(refusals.map((m) => m.ruleId)).toEqual([probe.refusedBy])
      else expect(refusals).toEqual([])
    })
  })
})
