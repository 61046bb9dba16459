// Lint for the whole repo. The import zones make ARCHITECTURE.md's one-way arrows a checked fact
// (docs/architecture.md draws them; tests/unit/lint/zones.test.ts proves each one with a probe).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * A zone whose files may import only from `allowed` (paths from the root) and from packages:
 * an allow-list, so that a new folder or a loose file is forbidden until a zone admits it.
 */
const only = (target, allowed, message) => ({
  target,
  from: '.',
  except: [...allowed, './node_modules'],
  message,
})

const root = import.meta.dirname
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** What the server may read of src/: plain TypeScript, no React (and the modules they import). */
const SERVER_SHARED = ['./src/api/contract.ts', './src/routes', './src/boot/build-output.ts']
const PATHS = './src/routes/paths.ts'
/** Where src/api and src/auth take the answers the page's entry asked for early. */
const EARLY_ANSWERS = './src/boot/early-answers.ts'

const zones = [
  only(
    './src/ui',
    ['./src/ui', './src/i18n', './src/api/contract.ts', PATHS, './src/boot/build-output.ts'],
    'src/ui imports only src/i18n, the API contract, the paths and the build names.',
  ),
  only(
    './src/api',
    ['./src/api', EARLY_ANSWERS],
    'src/api is the contract, the client and the calls: nothing else of the repo.',
  ),
  only(
    './src/auth',
    ['./src/auth', './src/api', './src/ui', './src/i18n', PATHS, EARLY_ANSWERS],
    'src/auth sits below features and app: api, ui, i18n and the paths only.',
  ),
  only('./src/i18n', ['./src/i18n'], 'src/i18n imports nothing but itself.'),
  ...features.map((feature) =>
    only(
      `./src/features/${feature}`,
      [`./src/features/${feature}`, './src/ui', './src/api', './src/auth', './src/i18n', PATHS],
      'a feature imports only ui, api, auth, i18n and the paths: never another feature (compose them in src/app), the app or boot.',
    ),
  ),
  only(
    './src/boot',
    ['./src/boot', './src/api', PATHS],
    'src/boot (the path of a first paint) imports only src/api and the paths; the entries import it.',
  ),
  only(
    ['./src/boot/build-output.ts', EARLY_ANSWERS],
    [],
    'the pieces of src/boot that lower zones and the server read import nothing.',
  ),
  only(
    './src/routes',
    ['./src/routes'],
    'the table of paths imports nothing: every zone reads it.',
  ),
  only(['./src/*.ts', './src/*.tsx'], [], 'src/ holds zone folders only, no loose files.'),
  only(
    './src/app',
    ['./src'],
    'the app composes src/: never the kiosk, the server, tests or stories.',
  ),
  only(
    './kiosk',
    [
      './kiosk',
      './src/ui',
      './src/api',
      './src/auth',
      './src/i18n',
      './src/features/validate',
      './src/boot',
      PATHS,
    ],
    'the kiosk uses ui, api, auth, i18n, boot, the paths and features/validate at most: never the app.',
  ),
  only(
    './server',
    ['./server', ...SERVER_SHARED],
    'the server reads of src/ only the API contract, the route table and the build names: never React code.',
  ),
]

/** React and the browser's libraries, which the server and what it reads of src/ never load. */
const BROWSER_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@mui/*',
  '@emotion/*',
  'swr',
  'react-zxing',
  'qrcode.react',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
    },
  },
  {
    files: ['server/**', ...SERVER_SHARED.map((shared) => `${shared.slice(2)}{,/**}`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: BROWSER_PACKAGES,
              message: 'the server and what it reads of src/ never load React or browser code.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
)
