// The signed-out first screens arrive drawn in their HTML (src/boot/prerendered-page.ts) and the app adopts
// them (src/boot/hydrate.tsx): readable before any script runs, no hydration error, nothing typed
// before the scripts arrive is lost, a form sent early never goes out as a GET with the password,
// and a visitor with a session never sees the signed-out screen.
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, apiLogin } from '../support/gate.ts'
import { VISITOR } from './session.ts'

const PRERENDERED: [path: string, heading: string][] = [
  ['/login', 'Accedi'],
  ['/forgot-password', 'Password dimenticata'],
  ['/kiosk/', "Varco d'ingresso"],
]

/** Holds the page's app script (loaded after the first paint) until the returned release. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Whether React has taken over #root (hydrated or rendered). */
const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root')
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of PRERENDERED) {
    test(`${path} is drawn by its HTML alone`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByLabel('Email')).toBeVisible()
    })
  }

  for (const path of ['/events', '/register']) {
    test(`${path} needs the app: not prerendered`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading')).toHaveCount(0)
    })
  }
})

for (const [path, heading] of PRERENDERED) {
  test(`${path} is hydrated without errors`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(path)
    await appStarted(page)
    // Hydration done: the marker is gone and the screen still stands, now interactive.
    await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(problems).toEqual([])
  })
}

test('what was typed before the scripts arrived is kept and the login goes through', async ({
  page,
}) => {
  const release = await holdAppScript(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Email').fill(VISITOR.email)
  await page.getByLabel('Password').fill(VISITOR.password)
  release()
  await appStarted(page)
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1)
  await expect(page.getByLabel('Email')).toHaveValue(VISITOR.email)
  await expect(page.getByLabel('Password')).toHaveValue(VISITOR.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a form sent before the scripts arrived waits for them, never as a GET', async ({ page }) => {
  const release = await holdAppScript(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Email').fill(VISITOR.email)
  await page.getByLabel('Password').fill(VISITOR.password)
  await page.getByLabel('Password').press('Enter')
  // Held back by the page's inline script: still on /login, no credentials in the address.
  await expect(page.locator('#root[data-submit-pending]')).toHaveCount(1)
  expect(page.url()).not.toContain('password')
  release()
  // Sent by the app once it holds the typed input.
  await expect(page).toHaveURL(/\/$/)
  expect(page.url()).not.toContain('password')
})

test('a kiosk with a session never shows the signed-out screen', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN)
  await page.addInitScript((value) => localStorage.setItem('token', value), token)
  const release = await holdAppScript(page)
  await page.goto('/kiosk/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-session]')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: "Varco d'ingresso" })).toBeHidden()
  release()
  await expect(page.getByRole('heading', { name: 'Configura il varco' })).toBeVisible()
  await expect(page.getByRole('heading', { name: "Varco d'ingresso" })).toHaveCount(0)
})
