// The organiser console's "Done when", end to end in Chromium: on a fresh PostgreSQL in
// production mode with no demo data, `npm run users` makes the first admin; the admin imports
// the exhibitors and the programme (dry run, then apply) and invites a staff member; the staff
// member sets a password and admits a ticket at a kiosk, and the live dashboard shows it within
// 5 s; the admin reissues that ticket and the old code is refused with the reason.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  test,
} from '@playwright/test'
import pg from 'pg'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { wedgeType } from '../support/gate.ts'
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts'
import { type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { linkFromMail } from './mail.ts'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const ADMIN = 'direzione@fiera.example'
const STAFF = 'varco.nord@fiera.example'
const ATTENDEE = 'ospite.console@fiera.example'
const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures/import', name)

let cluster: PostgresCluster
let server: ServerProcess
let browser: Browser
let env: Record<string, string>
const passwords = { admin: 'Direzione-2025!', staff: 'Varco-nord-2025!', attendee: 'Ospite-2025!' }
let oldTicket = ''

async function context(viewport = { width: 1366, height: 768 }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  })
}

/** Opens a mailed set-password link and chooses the password on SPEC's reset screen. */
async function setPassword(page: Page, email: string, password: string) {
  const link = new URL(await linkFromMail(email, '/reset-password'))
  await page.goto(link.pathname + link.search)
  await page.getByLabel('Nuova password *', { exact: true }).fill(password)
  await page.getByLabel('Conferma nuova password *').fill(password)
  await page.getByRole('button', { name: 'Reimposta password' }).click()
  await expect(page.getByText('Password reimpostata!')).toBeVisible()
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/$/)
}

test.beforeAll(async () => {
  cluster = await startPostgresCluster()
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  await admin.query('create database fiera_console')
  await admin.end()
  const url = new URL(cluster.url)
  url.pathname = '/fiera_console'
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  mkdirSync(outbox, { recursive: true })
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TICKET_SECRET: randomBytes(32).toString('base64url'),
    MAIL_OUTBOX_DIR: outbox,
  }
  server = await startServerProcess(env)
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
})

test.afterAll(async () => {
  await browser?.close()
  await server?.stop()
  cluster?.stop()
})

test('npm run users creates the first admin in production on a fresh PostgreSQL', async () => {
  // A fresh production database has no account at all: the console refuses everyone.
  const anonymous = await fetch(`${server.url}/api/admin/users`)
  expect(anonymous.status).toBe(401)
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['server/users.ts', 'add', ADMIN, '--role', 'admin', '--first-name', 'Chiara'],
    { env: { ...process.env, ...env, DATA_DIR: server.dataDir, PUBLIC_URL: server.url } },
  )
  expect(stdout).toContain(`Creato l'account ${ADMIN} con ruolo admin`)
  const ctx = await context()
  const page = await ctx.newPage()
  await setPassword(page, ADMIN, passwords.admin)
  await ctx.close()
})

test('the admin imports exhibitors and programme (dry run, then apply) and invites staff', async () => {
  const ctx = await context()
  const page = await ctx.newPage()
  await logIn(page, ADMIN, passwords.admin)
  await page.goto('/organizzatore/importa')
  await expect(page.getByRole('heading', { name: 'Importa espositori e programma' })).toBeVisible()
  await page
    .locator('input[type=file]')
    .setInputFiles([
      fixture('espositori.csv'),
      fixture('eventi.json'),
      fixture('espositori-errore.csv'),
    ])
  await page.getByRole('button', { name: 'Prova (non modifica nulla)' }).click()
  await expect(page.getByText('1 errore: nulla è stato importato')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'indirizzo non valido' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Importa', exact: true })).toBeDisabled()

  await page
    .locator('input[type=file]')
    .setInputFiles([fixture('espositori.csv'), fixture('eventi.json')])
  await page.getByRole('button', { name: 'Prova (non modifica nulla)' }).click()
  await expect(page.getByText('Prova riuscita: nessun errore. Ora puoi importare.')).toBeVisible()
  expect((await (await fetch(`${server.url}/api/vendors/`)).json()) as unknown[]).toHaveLength(0)
  await page.getByRole('button', { name: 'Importa', exact: true }).click()
  await expect(page.getByText('Importazione completata.')).toBeVisible()
  await expect
    .poll(
      async () => ((await (await fetch(`${server.url}/api/vendors/`)).json()) as unknown[]).length,
    )
    .toBe(3)

  await page.getByRole('link', { name: 'Account e ruoli' }).click()
  await page.getByRole('button', { name: 'Invita' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email *', { exact: true }).fill(STAFF)
  await dialog.getByLabel('Ruolo').click()
  await page.getByRole('option', { name: 'Personale varchi' }).click()
  await dialog.getByLabel('Nome', { exact: true }).fill('Piero')
  await dialog.getByRole('button', { name: 'Invita' }).click()
  await expect(dialog.getByText(`Invito inviato a ${STAFF}.`)).toBeVisible()
  // An attendee too, whose ticket the staff member will scan.
  await dialog.getByLabel('Email *', { exact: true }).fill(ATTENDEE)
  await dialog.getByLabel('Ruolo').click()
  await page.getByRole('option', { name: 'Visitatore' }).click()
  await dialog.getByLabel('Nome', { exact: true }).fill('Lucia')
  await dialog.getByRole('button', { name: 'Invita' }).click()
  await expect(dialog.getByText(`Invito inviato a ${ATTENDEE}.`)).toBeVisible()
  await ctx.close()
})

test('staff set a password and admit a ticket at the kiosk; the dashboard shows it within 5 s', async () => {
  const attendee = await context({ width: 390, height: 844 })
  const attendeePage = await attendee.newPage()
  await setPassword(attendeePage, ATTENDEE, passwords.attendee)
  await logIn(attendeePage, ATTENDEE, passwords.attendee)
  const me = await attendeePage.evaluate(async () => {
    const res = await fetch('/api/users/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    })
    return (await res.json()) as { qr_code_data: string }
  })
  oldTicket = me.qr_code_data
  expect(oldTicket).toMatch(/^F2\./)
  await attendee.close()

  const adminCtx = await context()
  const dashboard = await adminCtx.newPage()
  await logIn(dashboard, ADMIN, passwords.admin)
  await dashboard.goto('/organizzatore')
  await expect(dashboard.getByRole('heading', { name: 'Varchi in diretta' })).toBeVisible()
  await expect(dashboard.getByText('Nessuna scansione in questo giorno.')).toBeVisible()
  // An empty day still draws its hours (MUI cut them to nothing when the font did not fit).
  await expect(dashboard.getByText('Nessun ingresso in questo giorno.')).toBeVisible()
  await expect(dashboard.getByText('09:00', { exact: true })).toBeVisible()

  const kioskCtx = await context({ width: 1280, height: 800 })
  const kiosk = await kioskCtx.newPage()
  await setPassword(kiosk, STAFF, passwords.staff)
  await kiosk.goto('/kiosk/')
  await kiosk.getByLabel('Email').fill(STAFF)
  await kiosk.getByLabel('Password').fill(passwords.staff)
  await kiosk.getByRole('button', { name: 'Accedi' }).click()
  await kiosk.getByLabel('Nome del varco').fill('Ingresso Nord')
  await kiosk.getByLabel('PIN del varco').fill('2468')
  await kiosk.getByRole('button', { name: 'Avvia il varco' }).click()
  await expect(kiosk.getByText('Varco: Ingresso Nord')).toBeVisible()
  await wedgeType(kiosk, oldTicket, 8)
  await expect(kiosk.locator('[data-verdict="valid"]')).toContainText('Biglietto Valido', {
    timeout: 10_000,
  })
  const admittedAt = Date.now()

  const lastScans = dashboard.getByRole('heading', { name: 'Ultime 20 scansioni' }).locator('..')
  await expect(lastScans.getByText('Lucia')).toBeVisible({ timeout: 5_000 })
  expect(Date.now() - admittedAt).toBeLessThan(5_000)
  await expect(lastScans.getByText('Ammesso')).toBeVisible()
  await expect(lastScans.getByText('Ingresso Nord')).toBeVisible()
  await kioskCtx.close()
  await adminCtx.close()
})

test('the admin reissues the ticket and the old code is refused with the reason', async () => {
  const ctx = await context()
  const page = await ctx.newPage()
  await logIn(page, ADMIN, passwords.admin)
  await page.goto('/organizzatore/partecipanti')
  await page.getByLabel('Cerca per nome, email o azienda').fill('lucia')
  await page.getByRole('gridcell', { name: 'Lucia' }).click()
  await expect(page.getByRole('heading', { name: 'Lucia' })).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Emetti un nuovo biglietto' }).click()
  await expect(page.getByText(/Nuovo biglietto emesso e inviato per email/)).toBeVisible()

  const kiosk = await (await context({ width: 1280, height: 800 })).newPage()
  await kiosk.goto('/login')
  const token = await kiosk.evaluate(
    async (account) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: account.email, password: account.password }),
      })
      return ((await res.json()) as { access_token: string }).access_token
    },
    { email: STAFF, password: passwords.staff },
  )
  const answer = await kiosk.evaluate(
    async ({ qr, bearer }) => {
      const res = await fetch('/api/tickets/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ qr_code_data: qr, gate: 'Ingresso Sud' }),
      })
      return (await res.json()) as { valid: boolean; message: string }
    },
    { qr: oldTicket, bearer: token },
  )
  expect(answer.valid).toBe(false)
  expect(answer.message).toMatch(/^Biglietto sostituito il .*: questo codice QR non è più valido/)

  // The dashboard counts the refusal by its cause, and the audit log names the reissue.
  await page.getByRole('link', { name: 'Varchi in diretta' }).click()
  await expect(page.getByText('Sostituito').first()).toBeVisible({ timeout: 5_000 })
  await page.getByRole('link', { name: 'Registro attività' }).click()
  await expect(page.getByRole('gridcell', { name: 'Biglietto riemesso' })).toBeVisible()
  await ctx.close()
})
