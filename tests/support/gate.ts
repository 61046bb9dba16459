// Helpers for the gate e2e tests and the scan benchmark: real tickets from the real server, and
// Chromium started with a fake camera that films a ticket's QR code (a Y4M file).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { linkFromMail } from '../e2e/mail.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts'
import { writeQrY4m, type Y4mOptions } from './y4m.ts'

export const DEMO_PASSWORD = 'Fiera2025!'
export const STAFF = 'staff@example.com'
export const ADMIN = 'admin@example.com'
export const VISITOR = 'visitatore@example.com'

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/login', { form: { username: email, password } })
  if (!response.ok())
    throw new Error(`login of ${email}: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

export async function ticketOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const me = (await response.json()) as { qr_code_data: string | null }
  if (!me.qr_code_data) throw new Error('this user has no ticket')
  return me.qr_code_data
}

/** Registers a new visitor, verifies the address from the outbox mail: a ticket never scanned. */
export async function freshVisitor(
  request: APIRequestContext,
): Promise<{ id: number; token: string; ticket: string }> {
  const email = `varco.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Fiera-varco-2025'
  const registered = await request.post('/api/auth/register', {
    data: { email, password, first_name: 'Marco', last_name: 'Ferri' },
  })
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`)
  const link = new URL(await linkFromMail(email, '/verify-email'))
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  })
  if (!verified.ok()) throw new Error(`verify: ${verified.status()}`)
  const token = await apiLogin(request, email, password)
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })
  const { id } = (await me.json()) as { id: number }
  return { id, token, ticket: await ticketOf(request, token) }
}

export async function freshTicket(request: APIRequestContext): Promise<string> {
  return (await freshVisitor(request)).ticket
}

/** Chromium whose camera films `text` as a QR code (null: an empty grey scene). */
export async function browserWithCamera(
  text: string | null,
  options?: Y4mOptions,
): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-camera-'))
  const file = writeQrY4m(path.join(dir, 'camera.y4m'), text, options)
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
}

export function baseUrl(): string {
  return `http://localhost:${process.env.E2E_PORT ?? '3000'}`
}

/** A page of `browser` already holding `token` as the session (as after a login). */
export async function pageWithSession(
  browser: Browser,
  token: string | null,
  viewport = { width: 390, height: 844 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  })
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value)
    }, token)
  }
  return context.newPage()
}

/**
 * Types `text` and Enter as a keyboard-wedge scanner would: keys `gapMs` apart by their event
 * timestamps. Through CDP the timestamps are exact, so a busy test machine cannot slow a "scan"
 * down into "typing" (Playwright's keyboard.type waits for each key to be handled).
 */
export async function wedgeType(page: Page, text: string, gapMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const keys = [...text, 'Enter']
  for (const [index, key] of keys.entries()) {
    const timestamp = start + (index * gapMs) / 1000
    const typed =
      key === 'Enter'
        ? { key, code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' }
        : { key, text: key }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...typed })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp: timestamp + 0.002, key })
  }
  await cdp.detach()
}
