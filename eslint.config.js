// Lint for the whole repo. The import zones make ARCHITECTURE.md's one-way arrows a checked fact.
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const zone = (target, from, message) => ({ target, from, message })

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/ui', './src/!(ui|i18n|api)/**', 'src/ui imports only src/i18n.'),
            zone(
              './src/ui',
              './src/api/!(contract.ts)',
              'src/ui may use the API contract (types), never the client.',
            ),
            zone('./src/api', './src/!(api)/**', 'src/api is the contract and client: no UI.'),
            zone('./src/auth', './src/(app|features)/**', 'auth sits below features and app.'),
            zone('./src/features', './src/app', 'features never import the app.'),
            zone('./src', './kiosk', 'shared code never imports the kiosk.'),
            zone('./kiosk', './src/app', 'the kiosk never imports the attendee app.'),
            zone(
              './kiosk',
              './src/features/!(validate)/**',
              'the kiosk uses features/validate at most.',
            ),
            zone('./server', './src/!(api)/**', 'the server imports only the API contract.'),
            zone('./src', './server', 'browser code never imports the server.'),
            zone(
              ['./src', './server', './kiosk'],
              ['./tests', './stories'],
              'code never imports tests or stories.',
            ),
          ],
        },
      ],
    },
  },
  // Features never import each other: compose them in src/app.
  ...['auth', 'profile', 'events', 'vendors', 'matches', 'validate', 'map', 'home'].map(
    (feature) => ({
      files: [`src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^\\.\\./(?!${feature}/)(auth|profile|events|vendors|matches|validate|map|home)/`,
                message: 'features never import each other; compose them in src/app.',
              },
              {
                regex: `^\\.\\./\\.\\./features/(?!${feature}/)`,
                message: 'features never import each other; compose them in src/app.',
              },
            ],
          },
        ],
      },
    }),
  ),
  ...storybook.configs['flat/recommended'],
)
