// Shared steps of the e2e journeys: a fresh verified account, logging in through the form.
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { linkFromMail } from './mail.ts'

export const unique = () => `ospite.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
export const PASSWORD = 'Fiera-prova-2025'

export async function registerAndVerify(page: Page, email: string) {
  await page.goto('/register')
  await page.getByLabel('Nome *', { exact: true }).fill('Giulia')
  await page.getByLabel('Cognome *').fill('Bianchi')
  await page.getByLabel('Email *').fill(email)
  await page.getByLabel('Numero di telefono').fill('+39 333 1234567')
  await page.getByLabel('Sono un... *').click()
  await page.getByRole('option', { name: 'Dipendente' }).click()
  await page.getByLabel('Nome azienda *').fill('Officine Bianchi')
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Conferma password *').fill(PASSWORD)
  await page.getByRole('button', { name: 'Registrati' }).click()
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible()

  const link = await linkFromMail(email, '/verify-email')
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Verifica Email' })).toBeVisible()
  await expect(page.getByText(/Email verificata!/)).toBeVisible()
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A fresh verified visitor, signed in, on Smart Matching's profile gate. */
export async function newVisitorAtMatchingGate(page: Page) {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  await page.getByRole('link', { name: 'Smart Matching' }).click()
  await expect(page.getByRole('heading', { name: 'Completa il tuo profilo' })).toBeVisible()
}

export const VISITOR = { email: 'visitatore@example.com', password: 'Fiera2025!' }

/** Every route of the attendee app, for the checks that walk them all (axe, reflow, zoom). */
export const PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=prova',
  '/reset-password',
  '/verify-email',
]
export const PRIVATE_ROUTES = [
  '/',
  '/profile',
  '/events',
  '/map',
  '/matches',
  '/vendors',
  '/vendor/1',
]

/** Waits until the service worker has precached the app and controls the page. */
export async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The worker takes control once it has precached the app, which takes a while on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true)
}
