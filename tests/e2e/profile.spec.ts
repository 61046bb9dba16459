// The attendee's own profile on the real server (issue 19): editing it, changing the password,
// exporting one's data and deleting the account.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { apiLogin, STAFF } from '../support/gate.ts'
import { PASSWORD, logIn, registerAndVerify, unique } from './session.ts'

async function newVisitorOnProfile(page: Page) {
  const email = unique()
  await registerAndVerify(page, email)
  await logIn(page, email, PASSWORD)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Modifica il profilo' })).toBeVisible()
  return email
}

test('edit the profile: counters, the phone checked and stored in E.164', async ({ page }) => {
  await newVisitorOnProfile(page)
  const form = page.locator('section', {
    has: page.getByRole('heading', { name: 'Modifica il profilo' }),
  })
  await form.getByLabel('Cosa cerchi').fill('Robot collaborativi')
  await expect(form.getByText('19 di 4000 caratteri')).toBeVisible()
  await form.getByLabel('Telefono').fill('12')
  await form.getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(form.getByRole('alert')).toHaveText(/^Telefono: numero non valido/)
  await form.getByLabel('Telefono').fill('347 812 4490')
  await form.getByRole('textbox', { name: 'Azienda' }).fill('Robotica Bianchi')
  await form.getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(form.getByRole('status')).toHaveText('Profilo aggiornato.')
  await page.reload()
  // Stored in E.164 (the export says it), shown the way people write it.
  await expect(page.getByText('+39 347 812 4490')).toBeVisible()
  await expect(page.getByLabel('Cosa cerchi')).toHaveValue('Robot collaborativi')
  await expect(page.getByRole('textbox', { name: 'Azienda' })).toHaveValue('Robotica Bianchi')
})

test('change the password: this session goes on, an old one is refused', async ({
  page,
  request,
}) => {
  const email = await newVisitorOnProfile(page)
  const otherDevice = await apiLogin(request, email, PASSWORD)
  const me = (token: string) =>
    request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })
  expect((await me(otherDevice)).status()).toBe(200)

  const form = page.locator('section', {
    has: page.getByRole('heading', { name: 'Cambia la password' }),
  })
  const next = 'Una-frase-nuova-di-zecca'
  await form.getByLabel(/^Password attuale/).fill(PASSWORD)
  await form.getByLabel(/^Nuova password/).fill(next)
  await form.getByLabel(/^Ripeti la nuova password/).fill(next)
  await form.getByRole('button', { name: 'Cambia la password' }).click()
  await expect(form.getByRole('status')).toHaveText(/Password cambiata/)

  expect((await me(otherDevice)).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Il mio biglietto' })).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect((await me(await apiLogin(request, email, next))).status()).toBe(200)
})

test('export the data: a JSON file with profile, ticket, agenda and consents', async ({ page }) => {
  const email = await newVisitorOnProfile(page)
  // A starred talk, to find in the file.
  await page.goto('/events')
  const card = page.getByRole('article').first()
  const talk = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('button', { name: /^Aggiungi ".*" alla mia agenda$/ }).click()
  await expect(card.getByRole('button', { name: /^Togli / })).toBeVisible()
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const res = await fetch('/api/users/me/agenda', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        })
        return ((await res.json()) as { event_ids: number[] }).event_ids.length
      }),
    )
    .toBe(1)
  await page.goto('/profile')
  const consent = page.getByRole('switch', {
    name: "Condividi i miei contatti quando un'azienda scansiona il mio badge",
  })
  await expect(consent).not.toBeChecked()
  await consent.click()
  await expect(consent).toBeChecked()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica i miei dati' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^fiera-i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    profile: Record<string, unknown>
    ticket: { revoked_at: string | null } | null
    consents: { consent: string; granted: boolean }[]
    checkins: unknown[]
    agenda: { title: string }[]
  }
  expect(data.profile).toMatchObject({
    email,
    first_name: 'Giulia',
    company_name: 'Officine Bianchi',
    share_on_badge_scan: true,
    share_with_interested_exhibitors: false,
  })
  expect(data.profile).not.toHaveProperty('qr_code_data')
  expect(data.ticket?.revoked_at).toBeNull()
  expect(data.checkins).toEqual([])
  expect(data.agenda).toEqual([expect.objectContaining({ title: talk })])
  expect(data.consents).toEqual([
    expect.objectContaining({ consent: 'share_on_badge_scan', granted: true }),
  ])
})

test('delete the account: login fails afterwards and the ticket is refused', async ({
  page,
  request,
}) => {
  const email = await newVisitorOnProfile(page)
  const token = await apiLogin(request, email, PASSWORD)
  const ticket = (
    (await (
      await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { qr_code_data: string }
  ).qr_code_data

  await page.getByRole('button', { name: 'Elimina il mio account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' })
  await dialog.getByLabel(/^Password/).fill('non-la-mia-password')
  await dialog.getByRole('button', { name: 'Elimina per sempre' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('La password attuale non è corretta.')
  await dialog.getByLabel(/^Password/).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Elimina per sempre' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  const scan = await request.post('/api/tickets/validate', {
    headers: { Authorization: `Bearer ${await apiLogin(request, STAFF)}` },
    data: { qr_code_data: ticket },
  })
  expect(await scan.json()).toMatchObject({
    valid: false,
    message: 'Biglietto annullato: non è più valido.',
  })
})
