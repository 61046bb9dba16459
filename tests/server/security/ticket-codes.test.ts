// Ticket codes cannot be guessed or edited into validity: through the real validate route,
// every single-character mutation of a genuine code and 10,000 random codes are refused.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestApp, testDatabaseKind } from '../../support/test-app.ts'
import { createUser, signedIn } from '../helpers.ts'

const UNRECOGNISED = 'Biglietto non riconosciuto: il codice QR non è un biglietto valido.'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'

describe(`ticket codes on ${testDatabaseKind()}`, () => {
  const t = sharedTestApp()
  let staffHeaders: Record<string, string> = {}
  let genuine = ''

  const verdictsOf = async (codes: string[]) => {
    const verdicts: { status: number; valid: boolean; message: string }[] = []
    // Batches keep the burst realistic for one gate while the whole run stays quick.
    for (let i = 0; i < codes.length; i += 200) {
      const batch = await Promise.all(
        codes.slice(i, i + 200).map(async (qr_code_data) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/tickets/validate',
            headers: staffHeaders,
            payload: { qr_code_data },
          })
          return { status: res.statusCode, ...res.json<{ valid: boolean; message: string }>() }
        }),
      )
      verdicts.push(...batch)
    }
    return verdicts
  }
  const checkins = async () =>
    Number(
      (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from checkins`))[0]?.n,
    )

  beforeAll(async () => {
    staffHeaders = (await signedIn(t, { email: 'steward@example.com', role: 'staff' })).headers
    genuine = (await createUser(t, { email: 'mario@example.com', firstName: 'Mario' })).qrCodeData
  })

  it('refuses every single-character mutation of a genuine code', async () => {
    const mutations: string[] = []
    for (let i = 0; i < genuine.length; i++) {
      for (const c of ALPHABET) {
        if (c !== genuine[i]) mutations.push(genuine.slice(0, i) + c + genuine.slice(i + 1))
      }
    }
    expect(mutations.length).toBeGreaterThan(3000)
    const verdicts = await verdictsOf(mutations)
    expect(
      verdicts.filter((v) => v.status !== 200 || v.valid || v.message !== UNRECOGNISED),
    ).toEqual([])
    expect(await checkins()).toBe(0)
  }, 120_000)

  it('refuses 10,000 random codes, well-formed or not', async () => {
    const part = () => randomBytes(16).toString('base64url')
    const signature = () => randomBytes(64).toString('base64url')
    const [, genuineSecret] = genuine.split('.')
    const codes = [
      // The right shapes (HMAC F1, Ed25519 F2) with random secret and signature.
      ...Array.from({ length: 3_000 }, () => `F1.${part()}.${part()}`),
      ...Array.from({ length: 3_000 }, () => `F2.${part()}.${signature()}`),
      // A genuine secret with a guessed signature, of either kind.
      ...Array.from({ length: 1_000 }, () => `F1.${genuineSecret}.${part()}`),
      ...Array.from({ length: 1_000 }, () => `F2.${genuineSecret}.${signature()}`),
      // Any printable text up to the field's length.
      ...fc.sample(fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme-ascii' }), 2_000),
    ]
    expect(codes).toHaveLength(10_000)
    const verdicts = await verdictsOf(codes)
    expect(verdicts.filter((v) => v.valid)).toEqual([])
    expect(verdicts.filter((v) => v.status !== 200 && v.status !== 422)).toEqual([])
    expect(await checkins()).toBe(0)

    const real = await verdictsOf([genuine])
    expect(real[0]?.valid).toBe(true)
  }, 180_000)
})
