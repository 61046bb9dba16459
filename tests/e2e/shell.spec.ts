import { expect, test } from '@playwright/test'

test('the attendee app shell loads in Italian', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  // Home needs a session: an anonymous visitor lands on the login.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible()
})

test('the kiosk shell loads from its own entry', async ({ page }) => {
  await page.goto('/kiosk/')
  await expect(page.getByRole('heading', { name: "Varco d'ingresso" })).toBeVisible()
  const scripts = await page
    .locator('script[type=module]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('src')))
  expect(scripts.some((src) => src?.includes('/assets/kiosk-'))).toBe(true)
})

test('the API answers health and unknown API routes as JSON', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
  const missing = await request.get('/api/nope')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ detail: 'Not Found' })
})
