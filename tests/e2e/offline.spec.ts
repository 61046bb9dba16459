// The ticket at a gate without coverage: once the profile was seen online, the installed app
// opens and shows the QR code with the network off.
import { expect, test } from '@playwright/test'
import { serviceWorkerInControl } from './session.ts'

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
