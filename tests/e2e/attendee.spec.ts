// The attendee's journeys on the real server and demo fair: programme search and filters,
// exhibitors and their pages, Smart Matching from the profile gate to the history.
import { expect, test } from '@playwright/test'
import { VISITOR, logIn, newVisitorAtMatchingGate } from './session.ts'

test('events: search, day and stage filters that toggle off, it-IT dates and times', async ({
  page,
}) => {
  await logIn(page, VISITOR.email, VISITOR.password)
  await page.getByRole('link', { name: 'Eventi' }).click()
  await expect(page.getByRole('heading', { name: 'Eventi', level: 1 })).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  // The programme renders in the background: count once the list has settled.
  await page.waitForLoadState('networkidle')
  const settled = async () => {
    const before = await cards.count()
    await page.waitForTimeout(300)
    return before === (await cards.count()) ? before : -1
  }
  await expect.poll(settled).toBeGreaterThan(10)
  const total = await cards.count()
  expect(total).toBeGreaterThan(10)
  // Every event of the programme is drawn, not only the first screenful.
  await expect(page.getByText(`${total} eventi`, { exact: true })).toBeVisible()
  await expect(cards.first()).toContainText(/1[67] ottobre/)
  await expect(cards.first()).toContainText(/\d{2}:\d{2}/)

  const day16 = page.getByRole('button', { name: '16 Ottobre' })
  await day16.click()
  await expect(day16).toHaveAttribute('aria-pressed', 'true')
  // The cards follow the filters as a deferred value: wait for the filtered list.
  await expect.poll(() => cards.count()).toBeLessThan(total)
  // Text content, not innerText: a card off screen is not rendered yet (content-visibility), and
  // innerText reads only rendered text.
  for (const text of await cards.allTextContents()) expect(text).toContain('16 ottobre')
  await day16.click()
  await expect(day16).toHaveAttribute('aria-pressed', 'false')
  await expect(cards).toHaveCount(total)

  const stage2 = page.getByRole('button', { name: 'Stage 2' })
  await stage2.click()
  await expect.poll(() => cards.count()).toBeLessThan(total)
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('stage 2')
  await stage2.click()
  await expect(cards).toHaveCount(total)

  const search = page.getByRole('searchbox', { name: 'Cerca eventi...' })
  await search.fill('FOTOVOLTAICO')
  await expect.poll(() => cards.count()).toBeLessThan(total)
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents())
    expect(text.toLowerCase()).toContain('fotovoltaico')
  await search.fill('zzz introvabile')
  await expect(page.getByText('Nessun evento trovato per "zzz introvabile".')).toBeVisible()
  await page.getByRole('button', { name: 'Cancella ricerca' }).click()
  await expect(search).toHaveValue('')
  await expect(cards).toHaveCount(total)
})

test('vendors: the list links to each detail page', async ({ page }) => {
  await logIn(page, VISITOR.email, VISITOR.password)
  await page.getByRole('link', { name: 'Aziende' }).click()
  await expect(page.getByRole('heading', { name: 'Aziende', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Aziende' })
  await expect(list.getByRole('link').first()).toBeVisible()
  const all = await list.getByRole('link').count()
  expect(all).toBeGreaterThan(10)
  await page.getByRole('searchbox', { name: 'Cerca aziende...' }).fill('ALTAVISTA')
  await expect(list.getByRole('link')).toHaveCount(1)
  await expect(list.getByRole('link')).toHaveText(/Altavista/)
  await page.getByRole('button', { name: 'Cancella ricerca' }).click()
  await expect(list.getByRole('link')).toHaveCount(all)
  const first = page.getByRole('list', { name: 'Aziende' }).getByRole('link').first()
  const name = (await first.innerText()).trim()
  await first.click()
  await expect(page).toHaveURL(/\/vendor\/\d+$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  // Page views are for staff: an attendee does not see them.
  await expect(page.getByText(/visualizzazion/i)).toHaveCount(0)

  // The page has no guard: anyone with the link can read it.
  await page.getByRole('button', { name: 'Esci' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/vendor/1')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A removed exhibitor and an address that cannot be one both say so in Italian.
  await page.goto('/vendor/999999')
  await expect(
    page.getByText('Error fetching vendor: Failed to load: Azienda non trovata'),
  ).toBeVisible()
  await page.goto('/vendor/abc')
  await expect(
    page.getByText('Error fetching vendor: Failed to load: Azienda non trovata'),
  ).toBeVisible()
  await expect(page.getByText(/params|NaN|Invalid input/)).toHaveCount(0)
})

test('staff see vendor page views and the Valida link', async ({ page }) => {
  await logIn(page, 'staff@example.com', 'Fiera2025!')
  await page.goto('/vendor/1')
  await expect(page.getByText(/visualizzazion/i)).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: 'Valida' })).toHaveAttribute('href', '/validate')
})

test('matching: the profile gate, then suggestions to accept and pass, then the history', async ({
  page,
}) => {
  await newVisitorAtMatchingGate(page)
  const seeking = page.getByLabel('Cosa cerchi *')
  await expect(seeking).toHaveAttribute('rows', '4')
  await page.getByRole('button', { name: 'Salva e trova i miei match' }).click()
  await expect(
    page.getByText("I campi 'Cosa cerchi' e 'La tua descrizione' sono obbligatori."),
  ).toBeVisible()
  await seeking.fill('Fornitori di impianti fotovoltaici e software gestionale per la produzione')
  await page
    .getByLabel('La tua descrizione *')
    .fill('Responsabile acquisti di una azienda meccanica che vuole ridurre i costi energetici')
  await page.getByRole('button', { name: 'Salva e trova i miei match' }).click()

  const card = page.getByRole('article')
  await expect(card).toHaveCount(1, { timeout: 15_000 })
  await expect(card.getByText(/^Compatibilità \d{1,3}%$/)).toBeVisible()
  await expect(card.getByText('Perché questo match?')).toBeVisible()
  const position = page.getByText(/^1 di \d+$/)
  const queued = Number((await position.innerText()).split(' di ')[1])
  expect(queued).toBeGreaterThan(2)

  const firstName = await card.getByRole('heading', { level: 2 }).innerText()
  await page.getByRole('button', { name: '✅ Mi interessa' }).click()
  await expect(card.getByRole('heading', { level: 2 })).not.toHaveText(firstName)
  await expect(page.getByText(`1 di ${queued - 1}`)).toBeVisible()
  const secondName = await card.getByRole('heading', { level: 2 }).innerText()
  await page.getByRole('button', { name: '❌ Passa' }).click()
  await expect(card.getByRole('heading', { level: 2 })).not.toHaveText(secondName)

  await page.getByRole('tab', { name: 'Cronologia' }).click()
  await expect(page.getByRole('button', { name: 'Ti interessano (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Passati (1)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tutti (2)' })).toBeVisible()
  const history = page.getByRole('listitem')
  await expect(history).toHaveCount(1)
  await expect(history.first()).toContainText(firstName)
  await expect(history.first()).toContainText('Ti interessa')
  await expect(history.first().getByRole('link', { name: 'Contatta' })).toHaveAttribute(
    'href',
    /^mailto:.+body=Buongiorno/,
  )
  await page.getByRole('button', { name: 'Passati (1)' }).click()
  await expect(history.first()).toContainText(secondName)
  await page.getByRole('button', { name: 'Tutti (2)' }).click()
  await expect(history).toHaveCount(2)

  // Clicking a suggestion opens the exhibitor.
  await page.getByRole('tab', { name: 'Nuovi Match' }).click()
  const third = await card.getByRole('heading', { level: 2 }).innerText()
  await card.getByRole('link', { name: new RegExp(third.slice(0, 10)) }).click()
  await expect(page).toHaveURL(/\/vendor\/\d+$/)
  await expect(page.getByRole('heading', { name: third, level: 1 })).toBeVisible()
})

test('home: the ticket one tap away, talks and matches waiting', async ({ page }) => {
  await logIn(page, VISITOR.email, VISITOR.password)
  await expect(page.getByRole('heading', { name: /^Ciao / })).toBeVisible()
  await expect(page.getByText(/aziende? ti aspett/)).toBeVisible()
  await page.getByRole('link', { name: /Il tuo biglietto/ }).click()
  await expect(page.getByRole('img', { name: 'Codice QR del biglietto' })).toBeVisible()
  // No 'Valida' for attendees, and /validate sends them to the login.
  await expect(page.getByRole('link', { name: 'Valida' })).toHaveCount(0)
  await page.goto('/validate')
  await expect(page).toHaveURL(/\/login$/)
})
