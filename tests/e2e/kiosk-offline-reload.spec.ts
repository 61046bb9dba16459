// A gate that reloads without network (power cut, browser crash, a steward's F5), or while the
// servers behind its gateway are down: the kiosk's own service worker opens its page, the session
// and gate it kept bring it back to scanning, and the offline bundle in IndexedDB lets it admit a
// signed ticket, once.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { freshTicket, pageWithSession, wedgeType } from '../support/gate.ts'
import { KIOSK, SCAN, kioskSuite } from './kiosk-suite.ts'
import { serviceWorkerInControl } from './session.ts'

const kiosk = kioskSuite()

/**
 * A fresh ticket, and a kiosk set up online as `gate` that holds its offline bundle and runs its
 * worker.
 */
async function gateOnline(request: APIRequestContext, gate: string) {
  const ticket = await freshTicket(request)
  const browser = await kiosk.camera(null)
  const page = await pageWithSession(browser, kiosk.staffToken, KIOSK)
  const bundle = page.waitForResponse((res) => res.url().endsWith('/api/tickets/offline-bundle'))
  await page.goto('/kiosk/')
  await page.getByLabel('Nome del varco').fill(gate)
  await page.getByLabel('PIN del varco').fill('1357')
  await page.getByRole('button', { name: 'Avvia il varco' }).click()
  await expect(page.getByText(`Varco: ${gate}`)).toBeVisible()
  const served = await bundle
  expect(served.status()).toBe(200)
  // Refreshed every few minutes while online (tests/unit/kiosk/offline/bundle-refresh.test.ts).
  expect(
    ((await served.json()) as { refresh_seconds: number }).refresh_seconds,
  ).toBeLessThanOrEqual(300)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('fiera-kiosk')
            open.onsuccess = () => {
              const read = open.result.transaction('bundle').objectStore('bundle').count()
              read.onsuccess = () => resolve(read.result === 1)
              read.onerror = () => resolve(false)
            }
            open.onerror = () => resolve(false)
          }),
      ),
    )
    .toBe(true)
  await serviceWorkerInControl(page)
  return { ticket, page }
}

test('reloaded without network, the kiosk opens at its gate and admits a signed ticket once', async ({
  request,
}) => {
  const { ticket, page } = await gateOnline(request, 'Varco Ovest riavviato')

  // The stored page is answered with its stored headers: its nonce still matches its policy.
  const faults: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) faults.push(message.text())
  })
  page.on('pageerror', (error) => faults.push(error.message))
  await page.context().setOffline(true)
  await page.reload()
  // Not the login screen: the gate, from what the device kept.
  await expect(page.getByText('Varco: Varco Ovest riavviato')).toBeVisible()
  await expect(page.getByRole('heading', { name: "Varco d'ingresso" })).toHaveCount(0)
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="valid"]')).toContainText(
    'Verificato sul dispositivo, senza rete.',
    SCAN,
  )
  await expect(page.getByText('Senza rete: i biglietti sono verificati')).toBeVisible()
  await expect(page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')

  // Reloaded once more, with its access token run out meanwhile (no refresh without network), the
  // device is still at its gate and still knows it let that ticket in.
  await page.evaluate(() => {
    const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ exp: 1_000_000 })}.x`)
  })
  await page.reload()
  await expect(page.getByText('Varco: Varco Ovest riavviato')).toBeVisible()
  await expect(page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="invalid"]')).toContainText(
    /Già utilizzato oggi alle \d\d:\d\d al varco Varco Ovest riavviato/,
    SCAN,
  )
  await expect(page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')
  expect(faults).toEqual([])
})

test('a gate whose browser also opened the attendee app keeps its offline copy', async ({
  request,
}) => {
  const { ticket, page } = await gateOnline(request, 'Varco Est condiviso')
  // The app's worker clears old precaches under its scope (/) when it starts: not the kiosk's.
  const app = await page.context().newPage()
  await app.goto('/login')
  await serviceWorkerInControl(app)
  await app.close()

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByText('Varco: Varco Est condiviso')).toBeVisible()
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="valid"]')).toContainText(
    'Verificato sul dispositivo, senza rete.',
    SCAN,
  )
})

test('behind a gateway whose servers are down (503), a reloaded kiosk stays at its gate and admits', async ({
  request,
}) => {
  const { ticket, page } = await gateOnline(request, 'Varco Sud dietro il proxy')
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }),
  )
  await page.reload()
  await expect(page.getByText('Varco: Varco Sud dietro il proxy')).toBeVisible()
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="valid"]')).toContainText(
    'Verificato sul dispositivo, senza rete.',
    SCAN,
  )
})
