// The gate kiosk end to end: staff login and gate setup, camera scans of real tickets, the
// keyboard-wedge scanner path, the server unreachable without an offline bundle (scans kept,
// retried with their nonce), and offline kiosks that admit signed tickets themselves and sync.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  STAFF,
  VISITOR,
  apiLogin,
  freshTicket,
  freshVisitor,
  pageWithSession,
  wedgeType,
} from '../support/gate.ts'
import { KIOSK, SCAN, kioskSuite } from './kiosk-suite.ts'

const kiosk = kioskSuite()

async function gateReady(page: Page, gate: string, direction: 'in' | 'out' = 'in') {
  await page.addInitScript(
    ([name, way]) => {
      localStorage.setItem(
        'fiera.kiosk.settings',
        JSON.stringify({ gate: name, direction: way, facing: 'environment', pauseMs: 2500 }),
      )
    },
    [gate, direction] as const,
  )
  await page.goto('/kiosk/')
  await expect(page.getByText(`Varco: ${gate}`)).toBeVisible()
}

function validationBodies(page: Page) {
  const bodies: { qr_code_data: string; gate?: string; nonce?: string }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tickets/validate')) bodies.push(request.postDataJSON())
  })
  return bodies
}

/** A fresh visitor's ticket and a kiosk page signed in as staff, its camera filming the ticket or nothing. */
async function kioskFor(request: APIRequestContext, filmed: boolean) {
  const ticket = await freshTicket(request)
  const browser = await kiosk.camera(filmed ? ticket : null)
  const page = await pageWithSession(browser, kiosk.staffToken, KIOSK)
  return { ticket, page, bodies: validationBodies(page) }
}

test('staff log in, name the gate, and a camera scan is admitted and counted', async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  const browser = await kiosk.camera(ticket)
  const page = await pageWithSession(browser, null, KIOSK)
  const bodies = validationBodies(page)

  await page.goto('/kiosk/')
  await expect(page.getByRole('heading', { name: "Varco d'ingresso" })).toBeVisible()
  await page.getByLabel('Email').fill(STAFF)
  await page.getByLabel('Password').fill('Fiera2025!')
  await page.getByRole('button', { name: 'Accedi' }).click()

  await expect(page.getByRole('heading', { name: 'Configura il varco' })).toBeVisible()
  await page.getByRole('button', { name: 'Avvia il varco' }).click()
  await expect(page.getByText('Inserisci il nome del varco.')).toBeVisible()
  await expect(page.getByText('Scegli un PIN di 4-8 cifre.')).toBeVisible()
  await page.getByLabel('Nome del varco').fill('Ingresso Est')
  await page.getByLabel('PIN del varco').fill('2468')
  await page.getByRole('button', { name: 'Avvia il varco' }).click()

  await expect(page.getByText('Varco: Ingresso Est')).toBeVisible()
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
  await expect(page.getByTestId('admissions')).toHaveText('1')
  expect(bodies[0]).toMatchObject({ qr_code_data: ticket, gate: 'Ingresso Est' })
  expect(bodies[0]?.nonce).toMatch(/^[\w-]{8,}$/)
  // The green verdict clears by itself, and the ticket still in view is not sent again: the screen
  // turns calm, 'ready' or, once the camera reads the ticket again, the neutral 'recent' (which can
  // follow 'ready' within one poll: waiting for 'ready' alone failed CI under load).
  await expect(page.locator('[data-verdict="ready"], [data-verdict="recent"]')).toBeVisible({
    timeout: 5000,
  })
  expect(bodies).toHaveLength(1)

  // Reloaded, the device goes straight back to the gate (session kept, gate remembered).
  await page.reload()
  await expect(page.getByText('Varco: Ingresso Est')).toBeVisible()
  await expect(page.getByTestId('admissions')).toHaveText('1')

  // The settings (and the logout behind them) need the gate's PIN.
  await page.getByRole('button', { name: 'Impostazioni' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inserisci il PIN del varco' })
  await dialog.getByLabel('PIN').fill('1111')
  await dialog.getByRole('button', { name: 'Sblocca' }).click()
  await expect(dialog.getByText('PIN errato.')).toBeVisible()
  await dialog.getByLabel('PIN').fill('2468')
  await dialog.getByRole('button', { name: 'Sblocca' }).click()
  await expect(page.getByRole('heading', { name: 'Configura il varco' })).toBeVisible()
})

for (const [width, height] of [
  [640, 480],
  [1280, 720],
] as const) {
  test(`a ${width}x${height} webcam scans at the kiosk, which keeps the camera it used`, async ({
    request,
  }) => {
    const ticket = await freshTicket(request)
    const browser = await kiosk.camera(ticket, { width, height })
    const page = await pageWithSession(browser, kiosk.staffToken, KIOSK)
    await gateReady(page, 'Ingresso Nord')
    await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
    await expect(page.getByRole('alert').filter({ hasText: /fotocamera/i })).toHaveCount(0)
    const kept = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('fiera.kiosk.settings') ?? '{}') as { cameraId?: string })
          .cameraId,
    )
    expect(kept).toMatch(/\S/)
  })
}

test("a signed ticket about as wide as the profile's 128 px QR still scans on a 640x480 webcam", async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  expect(ticket).toMatch(/^F2\./)
  // 3 px per module: the QR with its quiet zone is 147 px wide in the camera's frame.
  const browser = await kiosk.camera(ticket, { width: 640, height: 480, coverage: 0.34 })
  const page = await pageWithSession(browser, kiosk.staffToken, KIOSK)
  await gateReady(page, 'Ingresso Piccolo')
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
})

test('a keyboard-wedge scanner (fast keys and Enter) validates; slow typing does not', async ({
  request,
}) => {
  const { ticket, page, bodies } = await kioskFor(request, false)
  await gateReady(page, 'Ingresso Sud')

  await wedgeType(page, ticket.slice(0, 12), 150)
  await page.waitForTimeout(500)
  expect(bodies).toHaveLength(0)

  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
  await expect(page.getByTestId('admissions')).toHaveText('1')
  expect(bodies).toEqual([expect.objectContaining({ qr_code_data: ticket, gate: 'Ingresso Sud' })])

  // The same ticket again seconds later: a neutral "already registered", and no call.
  await expect(page.locator('[data-verdict="ready"]')).toBeVisible({ timeout: 10_000 })
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="recent"]')).toContainText(
    'Già registrato/a pochi secondi fa',
  )
  expect(bodies).toHaveLength(1)
  const seenAt = Date.now()

  // Unseen for 10 s, it is checked normally: red, with the reason.
  await expect(page.locator('[data-verdict="ready"]')).toBeVisible({ timeout: 10_000 })
  await page.waitForTimeout(Math.max(0, seenAt + 10_500 - Date.now()))
  await wedgeType(page, ticket, 8)
  const invalid = page.locator('[data-verdict="invalid"]')
  await expect(invalid).toContainText('Biglietto Non Valido', SCAN)
  await expect(invalid).toContainText('Ingresso Sud')
  await expect(page.getByTestId('admissions')).toHaveText('1')
})

test('a ticket held in front of the kiosk for 9 s after its green verdict: one admission, no red', async ({
  request,
}) => {
  const { page, bodies } = await kioskFor(request, true)
  // Every verdict the screen shows, as it happens.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    new MutationObserver(() => {
      const state = document.querySelector('[data-verdict]')?.getAttribute('data-verdict')
      if (state && seen.at(-1) !== state) seen.push(state)
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await gateReady(page, 'Ingresso Centrale')
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
  await page.waitForTimeout(9000)

  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
  expect(seen).not.toContain('invalid')
  // The camera kept reading it: the calm answer came up once the green one had gone.
  expect(seen).toContain('recent')
  expect(bodies).toHaveLength(1)
  await expect(page.getByTestId('admissions')).toHaveText('1')
})

test('with the server unreachable and no offline bundle, the scan is kept and admitted once on retry', async ({
  request,
}) => {
  const { ticket, page, bodies } = await kioskFor(request, false)
  // A kiosk that never got its offline bundle cannot decide by itself.
  await page.route('**/api/tickets/offline-bundle', (route) => route.abort('internetdisconnected'))
  await gateReady(page, 'Ingresso Ovest')

  await page.route('**/api/tickets/validate', (route) => route.abort('internetdisconnected'))
  await wedgeType(page, ticket, 8)
  await expect(page.locator('[data-verdict="error"]')).toContainText('Errore di Convalida', SCAN)
  await expect(page.getByText(/^Server non raggiungibile: le scansioni/)).toBeVisible()
  const pending = page.getByRole('region', { name: /Non convalidati/ })
  await expect(pending).toContainText('Non convalidati (1)')

  await page.unroute('**/api/tickets/validate')
  await pending.getByRole('button', { name: 'Riprova', exact: true }).click()
  await expect(page.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', SCAN)
  await expect(page.getByRole('region', { name: /Non convalidati/ })).toHaveCount(0)
  await expect(page.getByText(/^Server non raggiungibile: le scansioni/)).toHaveCount(0)
  await expect(page.getByTestId('admissions')).toHaveText('1')
  // The retry carried the failed scan's nonce: a lost answer cannot admit twice.
  expect(bodies).toHaveLength(2)
  expect(bodies[1]?.nonce).toBe(bodies[0]?.nonce)
})

test('offline kiosks admit signed tickets and refuse forged and replaced ones, then sync once: two gates, one conflict', async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  expect(ticket).toMatch(/^F2\./)
  // A lost phone: the organiser reissues, so the old code is in the bundle the kiosks download.
  const lost = await freshVisitor(request)
  const reissued = await request.post(`/api/admin/users/${lost.id}/ticket/reissue`, {
    headers: { Authorization: `Bearer ${kiosk.staffToken}` },
  })
  expect(reissued.status()).toBe(200)
  const at = ticket.length - 20
  const forged = ticket.slice(0, at) + (ticket[at] === 'A' ? 'B' : 'A') + ticket.slice(at + 1)
  const browser = await kiosk.camera(null)
  const gates = []
  // Gate names of this run only: the conflict list below is the server's, shared by every test.
  const run = Date.now().toString(36)
  for (const name of [`Varco Nord offline ${run}`, `Varco Sud offline ${run}`]) {
    const page = await pageWithSession(browser, kiosk.staffToken, KIOSK)
    // Uploads the server answered (an attempt cut off by the network is retried, as it should).
    const syncs: unknown[] = []
    page.on('requestfinished', (req) => {
      if (req.url().endsWith('/api/tickets/sync')) syncs.push(req.postDataJSON())
    })
    const bundle = page.waitForResponse((res) => res.url().endsWith('/api/tickets/offline-bundle'))
    await gateReady(page, name)
    expect((await bundle).status()).toBe(200)
    gates.push({ page, name, syncs })
  }
  const [north, south] = gates
  if (!north || !south) throw new Error('two gates expected')

  for (const gate of gates) await gate.page.context().setOffline(true)
  await wedgeType(north.page, ticket, 8)
  await expect(north.page.locator('[data-verdict="valid"]')).toContainText(
    'Verificato sul dispositivo, senza rete.',
    SCAN,
  )
  await expect(north.page.getByText('Senza rete: i biglietti sono verificati')).toBeVisible()
  await expect(north.page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')
  await expect(north.page.getByTestId('admissions')).toHaveText('1')
  await expect(north.page.locator('[data-verdict="ready"]')).toBeVisible({ timeout: 10_000 })
  await wedgeType(north.page, forged, 8)
  await expect(north.page.locator('[data-verdict="invalid"]')).toContainText(
    'Codice non riconosciuto',
    SCAN,
  )
  await expect(north.page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')
  await expect(north.page.locator('[data-verdict="ready"]')).toBeVisible({ timeout: 10_000 })
  await wedgeType(north.page, lost.ticket, 8)
  await expect(north.page.locator('[data-verdict="invalid"]')).toContainText(
    'Biglietto sostituito da uno più recente',
    SCAN,
  )
  await expect(north.page.getByTestId('waiting')).toHaveText('1 ingresso da inviare')
  // The other gate knows nothing of it: it admits the same ticket offline too.
  await wedgeType(south.page, ticket, 8)
  await expect(south.page.locator('[data-verdict="valid"]')).toContainText(
    'Verificato sul dispositivo, senza rete.',
    SCAN,
  )

  for (const gate of gates) {
    const synced = gate.page.waitForResponse((res) => res.url().endsWith('/api/tickets/sync'), {
      timeout: 20_000,
    })
    await gate.page.context().setOffline(false)
    expect((await synced).status()).toBe(200)
    await expect(gate.page.getByRole('alert').filter({ hasText: 'Senza rete' })).toHaveCount(0, {
      timeout: 10_000,
    })
  }
  // Each kiosk uploaded its one scan once, with its gate and the time it happened.
  expect(north.syncs).toEqual([
    {
      scans: [expect.objectContaining({ qr_code_data: ticket, gate: north.name, direction: 'in' })],
    },
  ])
  expect(south.syncs).toHaveLength(1)

  const conflicts = await request.get('/api/admin/gates/conflicts', {
    headers: { Authorization: `Bearer ${kiosk.staffToken}` },
  })
  const list = ((await conflicts.json()) as { conflicts: { gate: string; first_gate: string }[] })
    .conflicts
  expect(list.filter((c) => c.gate === south.name)).toEqual([
    expect.objectContaining({ first_gate: north.name }),
  ])
  const online = await request.post('/api/tickets/validate', {
    headers: { Authorization: `Bearer ${kiosk.staffToken}` },
    data: { qr_code_data: ticket, gate: 'Ingresso Est' },
  })
  expect(await online.json()).toMatchObject({ reason: 'already_used', first_gate: north.name })
})

test('an entrance and an exit kiosk: in, out, back in; exits are not admissions; one inside', async ({
  request,
}) => {
  const ticket = await freshTicket(request)
  const browser = await kiosk.camera(null)
  const entrance = await pageWithSession(browser, kiosk.staffToken, KIOSK)
  const exit = await pageWithSession(browser, kiosk.staffToken, KIOSK)
  await gateReady(entrance, 'Ingresso E2E')
  await gateReady(exit, 'Uscita E2E', 'out')
  const inside = async () =>
    (
      (await (
        await request.get('/api/admin/gates/inside', {
          headers: { Authorization: `Bearer ${kiosk.staffToken}` },
        })
      ).json()) as { inside: number }
    ).inside
  const before = await inside()

  await wedgeType(entrance, ticket, 8)
  await expect(entrance.locator('[data-verdict="valid"]')).toBeVisible(SCAN)
  expect(await inside()).toBe(before + 1)
  await wedgeType(exit, ticket, 8)
  // The exit's own heading and colour: not SPEC's 'Biglietto Valido' of an entry.
  await expect(exit.getByRole('heading', { name: 'Uscita registrata' })).toBeVisible(SCAN)
  await expect(exit.locator('[data-verdict="exit"]')).not.toContainText('Biglietto Valido')
  await expect(exit.getByTestId('exits')).toHaveText('1')
  await expect(exit.getByTestId('admissions')).toHaveCount(0)
  expect(await inside()).toBe(before)
  // Daily policy with re-entry: back in the same day, after the local 10 s window.
  await entrance.waitForTimeout(10_500)
  await wedgeType(entrance, ticket, 8)
  await expect(entrance.locator('[data-verdict="valid"]')).toBeVisible(SCAN)
  await expect(entrance.getByTestId('admissions')).toHaveText('2')
  expect(await inside()).toBe(before + 1)
})

test('a visitor account cannot run the kiosk', async ({ request }) => {
  await apiLogin(request, VISITOR)
  const browser = await kiosk.camera(null)
  const page = await pageWithSession(browser, null, KIOSK)
  await page.goto('/kiosk/')
  await page.getByLabel('Email').fill(VISITOR)
  await page.getByLabel('Password').fill('Fiera2025!')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(
    page.getByText('Questo account non è abilitato alla convalida dei biglietti.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Configura il varco' })).toHaveCount(0)
})
