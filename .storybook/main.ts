import type { StorybookConfig } from '@storybook/react-vite'

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
    return viteConfig
  },
}

export default config
