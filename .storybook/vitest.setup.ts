// Runs every story as a Vitest browser test, then compares it with its committed baseline
// (stories/**/__screenshots__/). With CI=true a missing baseline fails the run.
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import { afterEach, beforeAll, expect } from 'vitest'
import { page } from 'vitest/browser'
import * as previewAnnotations from './preview.tsx'

const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations])
beforeAll(annotations.beforeAll)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  const name = task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
})
