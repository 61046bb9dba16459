// Issue 21's loop, end to end in Chromium against the real server and demo fair: an attendee who
// shares contacts presses "Mi interessa", the exhibitor answers "Interessa anche a noi", both get
// the mutual-match mail, the exhibitor scans the attendee's badge (a real camera stream), rates
// the lead and exports the CSV, in which a second attendee without consent has no contact detail.
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { apiLogin, browserWithCamera, pageWithSession, ticketOf } from '../support/gate.ts'
import { linkFromMail, mailsTo } from './mail.ts'

const EXHIBITOR = 'espositore@example.com'
const VENDOR = 'Gestionale Adriatico Srl'
const SCAN = { timeout: 15_000 }
test.describe.configure({ timeout: 120_000 })

interface Attendee {
  email: string
  password: string
  token: string
  ticket: string
}

/** A verified attendee made through the API (the registration form has its own tests). */
async function newAttendee(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Attendee> {
  const email = `stand.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Fiera-stand-2025'
  const registered = await request.post('/api/auth/register', {
    data: { email, password, first_name: firstName, last_name: lastName, company_name: 'Apiario' },
  })
  expect(registered.status()).toBe(201)
  const link = new URL(await linkFromMail(email, '/verify-email'))
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  })
  expect(verified.ok()).toBe(true)
  const token = await apiLogin(request, email, password)
  return { email, password, token, ticket: await ticketOf(request, token) }
}

/** The exhibitor's portal with a camera filming `ticket`, on the leads tab. */
async function scanAtTheStand(ticket: string, token: string): Promise<[Browser, Page]> {
  const browser = await browserWithCamera(ticket)
  const page = await pageWithSession(browser, token)
  await page.goto('/espositore?sezione=contatti')
  await expect(
    page.getByRole('heading', { name: 'Scansiona il badge di un visitatore' }),
  ).toBeVisible()
  return [browser, page]
}

test('interest, mutual match, badge scan, rating and CSV, with consent honoured', async ({
  page,
  browser,
  request,
}) => {
  const exhibitorToken = await apiLogin(request, EXHIBITOR)

  // The exhibitor adds a line to its page: Smart Matching reads it at the next request.
  const portal = await pageWithSession(browser, exhibitorToken)
  await portal.goto('/espositore')
  await expect(portal.getByRole('heading', { name: VENDOR, level: 1 })).toBeVisible()
  const description = portal.getByLabel('Descrizione')
  await description.fill(
    `${await description.inputValue()} Novità: sensori per arnie e apicoltura di precisione.`,
  )
  await portal.getByRole('button', { name: 'Salva la pagina' }).click()
  await expect(portal.getByText('Pagina aggiornata')).toBeVisible()

  // 1. An attendee with sharing on presses "Mi interessa".
  const giulia = await newAttendee(request, 'Giulia', 'Apicella')
  await page.goto('/login')
  await page.evaluate((token) => localStorage.setItem('token', token), giulia.token)
  await page.goto('/profile')
  // The switches follow the server (saved, then the user reloaded): click and wait.
  await page.getByLabel('Condividi i miei contatti con le aziende a cui interesso').click()
  await expect(
    page.getByLabel('Condividi i miei contatti con le aziende a cui interesso'),
  ).toBeChecked()
  await page
    .getByLabel("Condividi i miei contatti quando un'azienda scansiona il mio badge")
    .click()
  await expect(
    page.getByLabel("Condividi i miei contatti quando un'azienda scansiona il mio badge"),
  ).toBeChecked()
  await page.goto('/matches')
  await page.getByLabel('Cosa cerchi *').fill('Cerco sensori per le arnie della mia apicoltura')
  await page.getByLabel('La tua descrizione *').fill('Produco miele in Emilia con 200 arnie')
  await page.getByRole('button', { name: 'Salva e trova i miei match' }).click()
  const card = page.getByRole('article')
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  for (let i = 0; i < 10; i++) {
    const name = await card.getByRole('heading', { level: 2 }).innerText()
    if (name === VENDOR) break
    await page.getByRole('button', { name: '❌ Passa' }).click()
    await expect(card.getByRole('heading', { level: 2 })).not.toHaveText(name)
  }
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(VENDOR)
  await page.getByRole('button', { name: '✅ Mi interessa' }).click()
  // By its heading: the next card's reason may name it ("Somiglia a …, che ti interessa").
  await expect(card.getByRole('heading', { level: 2, name: VENDOR })).toHaveCount(0)

  // 2. The exhibitor sees them and answers.
  await portal.getByRole('tab', { name: 'Interessati' }).click()
  const row = portal.getByRole('listitem', { name: 'Giulia Apicella' })
  await expect(row).toBeVisible()
  await expect(row.getByText(giulia.email)).toBeVisible()
  await row.getByRole('button', { name: 'Interessa anche a noi' }).click()
  await expect(row.getByText('Interesse reciproco')).toBeVisible()

  // 3. Both get the mutual-match mail; the attendee's Cronologia marks it.
  await expect
    .poll(() =>
      mailsTo(giulia.email).filter((m) => m.includes(`Interesse reciproco con ${VENDOR}`)),
    )
    .toHaveLength(1)
  await expect
    .poll(() =>
      mailsTo(EXHIBITOR).filter((m) => m.includes('Interesse reciproco: Giulia Apicella')),
    )
    .toHaveLength(1)
  await page.getByRole('tab', { name: 'Cronologia' }).click()
  const entry = page.getByRole('listitem').filter({ hasText: VENDOR })
  await expect(entry.getByText('Interesse reciproco')).toBeVisible()

  // 4. The exhibitor scans the attendee's badge at the stand, rates the lead...
  const [camera, stand] = await scanAtTheStand(giulia.ticket, exhibitorToken)
  try {
    await expect(stand.getByText('Contatto salvato: Giulia Apicella.')).toBeVisible(SCAN)
    const lead = stand.getByTestId('lead').filter({ hasText: 'Giulia Apicella' })
    await lead.getByRole('button', { name: 'Modifica: Giulia Apicella' }).click()
    await stand.getByRole('button', { name: 'Caldo' }).click()
    await stand.getByLabel('Note').fill('Vuole 200 sensori entro marzo')
    await stand.getByRole('button', { name: 'Salva' }).click()
    await expect(lead.getByText('Caldo')).toBeVisible()
    await expect(lead.getByText('Vuole 200 sensori entro marzo')).toBeVisible()
  } finally {
    await camera.close()
  }
  // ...and the scan admitted nobody: the same ticket is still valid at the gate.
  const staffToken = await apiLogin(request, 'staff@example.com')
  const gate = await request.post('/api/tickets/validate', {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { qr_code_data: giulia.ticket },
  })
  expect(((await gate.json()) as { valid: boolean }).valid).toBe(true)

  // 5. A second attendee without consent is scanned too.
  const marco = await newAttendee(request, 'Marco', 'Riservato')
  const [camera2, stand2] = await scanAtTheStand(marco.ticket, exhibitorToken)
  let csv: string
  try {
    await expect(stand2.getByText('Contatto salvato.')).toBeVisible(SCAN)
    await expect(stand2.getByText('Visitatore (contatti non condivisi)').first()).toBeVisible()
    const download = stand2.waitForEvent('download')
    await stand2.getByRole('button', { name: 'Scarica CSV' }).click()
    const file = await (await download).path()
    csv = readFileSync(file, 'utf8')
  } finally {
    await camera2.close()
  }
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
  expect(lines[0]).toBe('Tipo,Data,Nome,Cognome,Azienda,Email,Telefono,Valutazione,Note')
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^Contatto allo stand,[^,]+,Giulia,Apicella,Apiario,${giulia.email.replace(/\./g, '\\.')},,caldo,Vuole 200 sensori entro marzo$`,
      ),
    ),
  )
  expect(lines).toContainEqual(expect.stringMatching(/^Interesse reciproco,[^,]+,Giulia,Apicella,/))
  expect(lines).toContainEqual(expect.stringMatching(/^Contatto allo stand,[^,]+,,,,,,,$/))
  expect(csv).not.toContain('Riservato')
  expect(csv).not.toContain(marco.email)

  // The attendee sees which exhibitors scanned the badge.
  await page.goto('/profile')
  const scans = page.getByRole('region', { name: 'Aziende che hanno scansionato il tuo badge' })
  await expect(scans.getByRole('link', { name: VENDOR })).toBeVisible()
})

test('a badge scanned while the network is down is kept on the device and sent once when it returns', async ({
  request,
}) => {
  const exhibitorToken = await apiLogin(request, EXHIBITOR)
  const auth = { headers: { Authorization: `Bearer ${exhibitorToken}` } }
  const leadCount = async () =>
    ((await (await request.get('/api/exhibitor/leads', auth)).json()) as unknown[]).length
  const visitor = await newAttendee(request, 'Nadia', 'Senzarete')
  const before = await leadCount()

  const camera = await browserWithCamera(visitor.ticket)
  try {
    const stand = await pageWithSession(camera, exhibitorToken)
    // The scan call fails as on a dead network; the rest of the portal still loads.
    await stand.route('**/api/exhibitor/leads/scan', (route) => route.abort('internetdisconnected'))
    await stand.goto('/espositore?sezione=contatti')
    await expect(
      stand.getByText('Sei offline: il contatto sarà salvato appena torna la connessione.'),
    ).toBeVisible(SCAN)
    await expect(stand.getByText('1 scansione in attesa di connessione')).toBeVisible()
    // Kept on the device: after leaving for a tab without the scanner, IndexedDB still holds it.
    await stand.goto('/espositore?sezione=pagina')
    const kept = await stand.evaluate(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name ?? '')
      const name = names.find((n) => n.startsWith('fiera-leads-'))
      if (!name) return []
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      return new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction('queue').objectStore('queue').getAll()
        all.onsuccess = () => resolve(all.result as unknown[])
        all.onerror = () => reject(all.error)
      })
    })
    expect(kept).toEqual([{ code: visitor.ticket, queued_at: expect.any(Number) }])
    // Back on the scanner: the same badge read again is still one waiting scan.
    await stand.goto('/espositore?sezione=contatti')
    await expect(stand.getByText('1 scansione in attesa di connessione')).toBeVisible()
    await expect(
      stand.getByText('Sei offline: il contatto sarà salvato appena torna la connessione.'),
    ).toBeVisible(SCAN)
    await expect(stand.getByText('1 scansione in attesa di connessione')).toBeVisible()
    expect(await leadCount()).toBe(before)

    // The network returns: the browser's online event sends the waiting scan, once.
    await stand.unroute('**/api/exhibitor/leads/scan')
    await stand.context().setOffline(true)
    await stand.context().setOffline(false)
    await expect(stand.getByText('1 scansione in attesa di connessione')).toBeHidden(SCAN)
    await expect.poll(leadCount).toBe(before + 1)
    await stand.reload()
    await expect(
      stand.getByRole('heading', { name: 'Scansiona il badge di un visitatore' }),
    ).toBeVisible()
    await expect(stand.getByText(/in attesa di connessione/)).toBeHidden()
  } finally {
    await camera.close()
  }
  // The replayed scan is this visitor's lead, and there is one (the server keeps one per visitor).
  expect(await leadCount()).toBe(before + 1)
})

test('an attendee opening /espositore is sent to the login', async ({ page, request }) => {
  const token = await apiLogin(request, 'visitatore@example.com')
  await page.goto('/login')
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.goto('/espositore')
  await expect(page).toHaveURL(/\/login$/)
})
