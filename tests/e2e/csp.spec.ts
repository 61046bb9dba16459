// The pages work under their strict CSP (no 'unsafe-inline', no 'unsafe-eval'): MUI's styles
// (emotion, nonce-stamped), the scanner's WebAssembly, the service worker's cached page offline.
// Any violation, reported as an event or on the console, fails the journey.
import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  STAFF,
  DEMO_PASSWORD,
  apiLogin,
  browserWithCamera,
  freshTicket,
  pageWithSession,
} from '../support/gate.ts'
import { serviceWorkerInControl } from './session.ts'

test.describe.configure({ timeout: 60_000 })
let browser: Browser | undefined

test.afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** Records every CSP violation of `page` (events from an init script, console reports). */
function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`))
  void page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  return violations
}

/** The page's nonce as the browser sees it, and the CSP header it was served with. */
async function pagePolicy(page: Page, path: string) {
  const response = await page.goto(path)
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? ''
  const nonce = await page
    .locator('meta[property="csp-nonce"]')
    .evaluate((meta) => (meta as HTMLMetaElement).nonce)
  return { csp, nonce }
}

test('the app renders, styles and works under its CSP, with a new nonce on every load', async ({
  page,
}) => {
  const violations = watchCsp(page)
  const first = await pagePolicy(page, '/login')
  expect(first.csp).toContain(`style-src 'self' 'nonce-${first.nonce}'`)
  expect(first.csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)

  // MUI's styles arrive through emotion's nonce-stamped <style> tags: the button is painted.
  const button = page.getByRole('button', { name: 'Accedi' })
  await expect(button).toBeVisible()
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).not.toBe('rgba(0, 0, 0, 0)')
  expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0)

  // The public screens, the reset page among them (no referrer leaves it: the token stays).
  for (const path of ['/register', '/forgot-password', '/reset-password?token=abc']) {
    const response = await page.goto(path)
    expect((await response?.allHeaders())?.['referrer-policy']).toBe('no-referrer')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  await page.goto('/login')
  await page.getByLabel('Email').fill('visitatore@example.com')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await button.click()
  await expect(page).toHaveURL(/\/$/)
  for (const [path, heading] of [
    ['/events', 'Eventi'],
    ['/vendors', 'Aziende'],
    ['/map', 'Mappa'],
    ['/matches', 'Smart Matching'],
    ['/profile', 'Il mio biglietto'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
  }
  await expect(page.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible()

  const second = await pagePolicy(page, '/profile')
  expect(second.nonce).not.toBe(first.nonce)
  expect(violations).toEqual([])

  // The watch itself works: a style without the nonce is refused and reported.
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { color: red }'
    document.head.append(style)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(violations.join('\n')).toMatch(/style-src/)
})

test('the kiosk logs in and admits a camera scan (zxing WebAssembly) under its CSP', async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  browser = await browserWithCamera(ticket)
  const page = await pageWithSession(browser, null, { width: 1280, height: 800 })
  const violations = watchCsp(page)
  const { csp } = await pagePolicy(page, '/kiosk/')
  expect(csp).toContain("'wasm-unsafe-eval'")
  expect(csp).toContain("frame-ancestors 'none'")

  await page.getByLabel('Email').fill(STAFF)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await page.getByLabel('Nome del varco').fill('Ingresso CSP')
  await page.getByLabel('PIN del varco').fill('2468')
  await page.getByRole('button', { name: 'Avvia il varco' }).click()
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', {
    timeout: 20_000,
  })
  expect(violations).toEqual([])
})

test("staff scan a ticket on the app's /validate (zxing WebAssembly) under its CSP", async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  browser = await browserWithCamera(ticket)
  const page = await pageWithSession(browser, await apiLogin(request, STAFF))
  const violations = watchCsp(page)
  await page.goto('/validate')
  await expect(page.getByRole('heading', { name: 'Biglietto Valido' })).toBeVisible({
    timeout: 20_000,
  })
  expect(violations).toEqual([])
})

test("offline, the service worker's cached page keeps a nonce that matches its policy", async ({
  page,
  context,
}) => {
  const violations = watchCsp(page)
  await page.goto('/login')
  await serviceWorkerInControl(page)

  await context.setOffline(true)
  await page.reload()
  const button = page.getByRole('button', { name: 'Accedi' })
  await expect(button).toBeVisible()
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).not.toBe('rgba(0, 0, 0, 0)')
  expect(violations).toEqual([])
  await context.setOffline(false)
})
