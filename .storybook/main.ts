import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

/**
 * The app's build plugins that are not Storybook's business: the PWA plugin would precache
 * Storybook's own bundles (and fail on their size); the prerender draws the app's HTML pages, and
 * the kiosk's worker lists the kiosk entry's files from the app's build manifest.
 */
const isAppOnlyPlugin = (plugin: PluginOption): boolean =>
  Array.isArray(plugin)
    ? plugin.some(isAppOnlyPlugin)
    : typeof plugin === 'object' &&
      plugin !== null &&
      'name' in plugin &&
      (plugin.name.startsWith('vite-plugin-pwa') ||
        plugin.name === 'fiera-prerender' ||
        plugin.name === 'fiera-kiosk-worker')

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The app's two HTML entries are not Storybook's: let Storybook pick its own input.
    if (viteConfig.build) {
      delete viteConfig.build.rolldownOptions
      delete viteConfig.build.rollupOptions
    }
    viteConfig.plugins = (viteConfig.plugins ?? []).filter((plugin) => !isAppOnlyPlugin(plugin))
    // Crawl every source file for dependencies up front: a dependency found mid-run (a deep
    // '@mui/icons-material/X' import of a screen) makes Vite reload and abort the story tests.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      entries: [
        ...[viteConfig.optimizeDeps?.entries ?? []].flat(),
        'src/**/*.tsx',
        'kiosk/**/*.tsx',
        'stories/**/*.stories.tsx',
      ],
    }
    if (process.env.VITEST) {
      // Story tests of several people or CI jobs on one machine: let each browser server take a
      // free port instead of failing on Vitest's fixed default (23315).
      Object.assign(viteConfig, { test: { api: { port: 0 } } })
    }
    return viteConfig
  },
}

export default config
