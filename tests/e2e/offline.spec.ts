// The ticket at a gate without coverage: once the profile was seen online, the installed app
// opens and shows the QR code with the network off.
import { expect, test } from '@playwright/test'
import { PASSWORD, logIn, registerAndVerify, serviceWorkerInControl, unique } from './session.ts'

test('the web app manifest makes the app installable', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    name: 'Fiera',
    lang: 'it',
    display: 'standalone',
    start_url: '/',
  })
  const icons = manifest.icons as { src: string; sizes: string }[]
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of icons) expect((await request.get(icon.src)).status()).toBe(200)
})

test('the ticket QR still shows offline once the profile was seen online', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('visitatore@example.com')
  await page.getByLabel('Password').fill('Fiera2025!')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/profile')
  const qr = page.getByRole('img', { name: 'Codice QR del biglietto' })
  await expect(qr).toBeVisible()
  await serviceWorkerInControl(page)
  const online = await qr.innerHTML()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Il mio biglietto' })).toBeVisible()
  await expect(qr).toBeVisible()
  expect(await qr.innerHTML()).toBe(online)

  // Even an expired access token does not end the session while offline.
  await page.evaluate(() => {
    const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ exp: 1_000_000 })}.x`)
  })
  await page.goto('/profile')
  await expect(qr).toBeVisible()
  await context.setOffline(false)
})

test('reloaded offline, every screen says so and shows what it last had', async ({
  page,
  context,
}) => {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  // The worker keeps the API's answers it sees once it controls the page.
  await serviceWorkerInControl(page)
  await page.goto('/events')
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const talk = (await cards.first().getByRole('heading').textContent()) ?? ''
  await cards
    .first()
    .getByRole('button', { name: /^Aggiungi ".*" alla mia agenda$/ })
    .click()
  await expect(cards.first().getByRole('button', { name: /^Togli / })).toBeVisible()
  await page.goto('/vendors')
  const companies = page.getByRole('list', { name: 'Aziende' }).getByRole('link')
  await expect(companies.first()).toBeVisible()
  const company = (await companies.first().innerText()).trim()
  await page.goto('/profile')
  await expect(page.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible()

  await context.setOffline(true)
  const notice = page.getByText('Sei offline: vedi gli ultimi dati salvati su questo telefono.')

  await page.goto('/events')
  await expect(notice).toBeVisible()
  await expect(page.getByRole('heading', { name: talk })).toBeVisible()
  await page.getByRole('button', { name: 'La mia agenda', exact: true }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading')).toHaveText(talk)

  await page.reload()
  await expect(notice).toBeVisible()
  await expect(cards.first().getByRole('heading')).toHaveText(talk)

  await page.goto('/vendors')
  await expect(notice).toBeVisible()
  await expect(page.getByRole('link', { name: company })).toBeVisible()

  await page.goto('/profile')
  await expect(notice).toBeVisible()
  await expect(page.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible()

  // Home: the programme it had, and no false "no talks" nor a spinner that never ends.
  await page.goto('/')
  await expect(notice).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tutto il programma' })).toBeVisible()
  await expect(page.getByText('Caricamento match...')).toHaveCount(0)
  await expect(page.getByText('Nessun talk in programma.')).toHaveCount(0)
  await context.setOffline(false)
  await expect(notice).toHaveCount(0)
})
