// The account journeys on the real server: registration to ticket, password reset, session
// renewal behind the user's back, logout.
import { expect, test } from '@playwright/test'
import { linkFromMail } from './mail.ts'
import { PASSWORD, logIn, registerAndVerify, unique } from './session.ts'

test('register, verify from the mail, log in and see the ticket', async ({ page }) => {
  const email = unique()
  const verifyCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/verify-email')) verifyCalls.push(request.url())
  })
  await registerAndVerify(page, email)
  expect(verifyCalls).toHaveLength(1)
  // After 10 seconds the verification screen goes to the login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 12_000 })

  await logIn(page, email, PASSWORD)
  await page.getByRole('link', { name: /Il tuo biglietto/ }).click()
  await expect(page.getByRole('heading', { name: 'Profilo', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Il mio biglietto' })).toBeVisible()
  const qr = page.getByRole('img', { name: 'Codice QR del biglietto' })
  await expect(qr).toBeVisible()
  await expect(qr.locator('svg')).toHaveAttribute('width', '128')
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Dipendente' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Officine Bianchi' })).toBeVisible()
})

test('registration refuses mismatching passwords and redirects to login 8 s after success', async ({
  page,
}) => {
  await page.goto('/register')
  await expect(page.getByLabel('Nome azienda *')).toHaveCount(0)
  await page.getByLabel('Email *').fill(unique())
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Conferma password *').fill('diversa-123')
  await page.getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByText('Oh oh! Le password inserite non sono uguali')).toBeVisible()
  await page.getByLabel('Conferma password *').fill(PASSWORD)
  await page.getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByText(/Registration successful!/)).toBeVisible()
  const shownAt = Date.now()
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  expect(Date.now() - shownAt).toBeGreaterThan(7_000)
})

test('forgot password, reset from the mail, log in with the new password', async ({ page }) => {
  const email = unique()
  await registerAndVerify(page, email)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Password dimenticata?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Invia email' }).click()
  await expect(page.locator('.MuiAlert-colorSuccess')).toBeVisible()

  const link = await linkFromMail(email, '/reset-password')
  await page.goto(new URL(link).pathname + new URL(link).search)
  const newPassword = 'Nuova-password-2025'
  await page.getByLabel(/^Nuova password/).fill(newPassword)
  await page.getByLabel('Conferma nuova password').fill('non-uguale-123')
  await page.getByRole('button', { name: 'Reimposta password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Conferma nuova password').fill(newPassword)
  await page.getByRole('button', { name: 'Reimposta password' }).click()
  await expect(page.locator('.MuiAlert-colorSuccess')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 })

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.locator('.MuiAlert-colorError')).toBeVisible()
  await logIn(page, email, newPassword)
})

test('an expired access token is renewed silently', async ({ page }) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)

  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: 1_000_000 })}.x`
  // Each token is swapped in from a page that runs none of the app: a signed-in screen left open
  // could refresh in the background with it and have its new cookie dropped by the navigation
  // below, which would then present the spent cookie (a replay: the session ends, rightly).
  const swapToken = async (token: string) => {
    await page.goto('/api/health')
    await page.evaluate((value) => localStorage.setItem('token', value), token)
  }
  await swapToken(expired)
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'))
  await page.goto('/profile')
  expect((await refreshed).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Il mio biglietto' })).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired)

  // A token the server refuses (401) is renewed once and the call retried.
  const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: 4_000_000_000 })}.x`
  await swapToken(forged)
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: 'Eventi' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByText(email)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(forged)
})

test('logout ends the session and guarded routes go to login', async ({ page }) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  // 'Esci' asks first: 'Annulla' keeps the session, the dialog's 'Esci' ends it.
  await page.getByRole('button', { name: 'Esci' }).click()
  await page
    .getByRole('alertdialog', { name: 'Vuoi uscire?' })
    .getByRole('button', { name: 'Annulla' })
    .click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('button', { name: 'Esci' }).click()
  await page
    .getByRole('alertdialog', { name: 'Vuoi uscire?' })
    .getByRole('button', { name: 'Esci' })
    .click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  for (const route of ['/', '/profile', '/events', '/map', '/matches', '/vendors', '/validate']) {
    await page.goto(route)
    await expect(page).toHaveURL(/\/login$/)
  }
  // The refresh cookie was revoked too: reloading does not bring the session back.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible()
})

test('a non-staff user opening /validate goes to login; login errors are shown', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('nessuno@example.com')
  await page.getByLabel('Password').fill('sbagliata-123')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.locator('.MuiAlert-colorError')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
