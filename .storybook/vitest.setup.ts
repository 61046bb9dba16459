// Runs every story as a Vitest browser test, then compares it with its committed baseline
// (stories/**/__screenshots__/). With CI=true a missing baseline fails the run.
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import { afterEach, beforeAll, expect } from 'vitest'
import { page } from 'vitest/browser'
import * as previewAnnotations from './preview.tsx'

const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations])
beforeAll(annotations.beforeAll)

// Ripples, transitions and spinners would make screenshots depend on timing: freeze them in tests.
const freeze = document.createElement('style')
freeze.textContent = `*, *::before, *::after { transition: none !important;
  animation-duration: 0s !important; animation-delay: 0s !important; caret-color: transparent !important; }
  .MuiTouchRipple-root { display: none !important; }`
document.head.append(freeze)

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  const name = task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
})
