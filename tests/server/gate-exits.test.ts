// Exits and re-entry: an exit is never refused, re-entry follows the policy, and the inside count
// (GET /api/admin/gates/inside, admins only) counts each ticket once whatever the gates' order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GateInsideSchema,
  GateSummarySchema,
  TicketValidationSchema,
} from '../../src/api/contract.ts'
import { fairDay } from '../../server/domain/tickets.ts'
import { createTestApp, type TestApp, testDatabaseKind } from '../support/test-app.ts'
import { bearer, createUser, signedIn } from './helpers.ts'

type Direction = 'in' | 'out'

function gateTests(env: Record<string, string>, label: string, run: (t: () => Ctx) => void) {
  describe(`${label} on ${testDatabaseKind()}`, () => {
    let ctx: Ctx
    beforeAll(async () => {
      const app = await createTestApp(env)
      const staff = await signedIn(app, { email: 'varco.uscite@example.com', role: 'staff' })
      const admin = await signedIn(app, { email: 'capo.uscite@example.com', role: 'admin' })
      let serial = 0
      ctx = {
        t: app,
        admin: admin.headers,
        visitor: async () =>
          (await createUser(app, { email: `ospite.${++serial}@example.com`, firstName: 'Anna' }))
            .qrCodeData,
        scan: async (code: string, direction: Direction, gate: string) => {
          const res = await app.app.inject({
            method: 'POST',
            url: '/api/tickets/validate',
            headers: staff.headers,
            payload: { qr_code_data: code, direction, gate },
          })
          expect(res.statusCode, res.body).toBe(200)
          return TicketValidationSchema.parse(res.json())
        },
        inside: async () => {
          const res = await app.app.inject({
            url: '/api/admin/gates/inside',
            headers: admin.headers,
          })
          expect(res.statusCode, res.body).toBe(200)
          return GateInsideSchema.parse(res.json())
        },
      }
    })
    afterAll(async () => {
      await ctx?.t.close()
    })
    run(() => ctx)
  })
}

interface Ctx {
  t: TestApp
  admin: Record<string, string>
  visitor: () => Promise<string>
  scan: (
    code: string,
    direction: Direction,
    gate: string,
  ) => Promise<ReturnType<typeof TicketValidationSchema.parse>>
  inside: () => Promise<ReturnType<typeof GateInsideSchema.parse>>
}

const reasons = (results: { reason: string }[]) => results.map((r) => r.reason)

gateTests({}, 'exits with the daily policy and re-entry', (ctx) => {
  it('lets a visitor out and back in the same day, and never refuses an exit', async () => {
    const { scan, visitor } = ctx()
    const anna = await visitor()
    const steps = [
      await scan(anna, 'in', 'Ingresso Nord'),
      await scan(anna, 'in', 'Ingresso Sud'),
      await scan(anna, 'out', 'Uscita Est'),
      await scan(anna, 'out', 'Uscita Ovest'),
      await scan(anna, 'in', 'Ingresso Sud'),
      await scan(anna, 'in', 'Ingresso Nord'),
    ]
    expect(reasons(steps)).toEqual([
      'ok',
      'already_used',
      'exit_ok',
      'not_inside',
      'ok',
      'already_used',
    ])
    expect(steps[2]).toMatchObject({
      valid: true,
      message: 'Uscita registrata: arrivederci, Anna!',
    })
    expect(steps[3]?.valid).toBe(true)
    expect(steps[5]).toMatchObject({ valid: false, first_gate: 'Ingresso Sud' })
  })

  it('counts each ticket inside once, whatever the order of scans at two gates', async () => {
    const { scan, visitor, inside } = ctx()
    const before = await inside()
    expect(before.day).toBe(fairDay(new Date(), 'Europe/Rome'))
    const [a, b, c] = [await visitor(), await visitor(), await visitor()]
    await scan(a, 'in', 'Nord')
    await scan(b, 'in', 'Sud')
    await scan(a, 'in', 'Sud') // refused: already inside
    await scan(c, 'out', 'Nord') // never entered: not_inside, nothing recorded
    await scan(a, 'out', 'Nord')
    await scan(a, 'out', 'Sud') // a second exit: not_inside
    const after = await inside()
    expect(after.inside - before.inside).toBe(1)
    expect(after.entries - before.entries).toBe(2)
    expect(after.exits - before.exits).toBe(1)
    await scan(a, 'in', 'Sud')
    expect((await inside()).inside - before.inside).toBe(2)
  })

  it('admits the inside count to admins only (401 without a token, 403 to other roles)', async () => {
    const { t } = ctx()
    const call = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/admin/gates/inside?day=2025-10-16', headers })
    expect((await call({})).statusCode).toBe(401)
    expect((await call(bearer('not-a-token'))).statusCode).toBe(401)
    for (const role of ['user', 'exhibitor', 'staff']) {
      const caller = await signedIn(t, { email: `ruolo.${role}@example.com`, role })
      expect((await call(caller.headers)).statusCode, role).toBe(403)
    }
    const res = await call(ctx().admin)
    expect(res.json()).toEqual({ day: '2025-10-16', inside: 0, entries: 0, exits: 0 })
  })
})

gateTests({ ADMISSION_REENTRY: 'off' }, 'exits without re-entry', (ctx) => {
  it('records the exit but does not let the visitor back in that day', async () => {
    const { scan, visitor } = ctx()
    const anna = await visitor()
    expect(
      reasons([
        await scan(anna, 'in', 'Nord'),
        await scan(anna, 'out', 'Nord'),
        await scan(anna, 'in', 'Nord'),
      ]),
    ).toEqual(['ok', 'exit_ok', 'already_used'])
  })
})

gateTests({ ADMISSION_POLICY: 'once' }, 'exits with the once policy', (ctx) => {
  it('never lets a visitor in again after an exit', async () => {
    const { scan, visitor } = ctx()
    const anna = await visitor()
    expect(
      reasons([
        await scan(anna, 'in', 'Nord'),
        await scan(anna, 'out', 'Sud'),
        await scan(anna, 'in', 'Nord'),
        await scan(anna, 'out', 'Sud'),
      ]),
    ).toEqual(['ok', 'exit_ok', 'already_used', 'not_inside'])
  })
})

gateTests({ ADMISSION_POLICY: 'unlimited' }, 'exits with the unlimited policy', (ctx) => {
  it('records every exit, as every entry: no limit on the way in or out', async () => {
    const { scan, visitor, inside } = ctx()
    const before = await inside()
    const anna = await visitor()
    const steps = [
      await scan(anna, 'in', 'Nord'),
      await scan(anna, 'out', 'Sud'),
      await scan(anna, 'in', 'Nord'),
      await scan(anna, 'in', 'Est'),
      await scan(anna, 'out', 'Sud'),
      await scan(anna, 'out', 'Ovest'),
    ]
    expect(reasons(steps)).toEqual(['ok', 'exit_ok', 'ok', 'ok', 'exit_ok', 'exit_ok'])
    expect(steps[1]).toMatchObject({
      valid: true,
      message: 'Uscita registrata: arrivederci, Anna!',
    })
    const after = await inside()
    expect(after.entries - before.entries).toBe(3)
    expect(after.exits - before.exits).toBe(3)
    expect(after.inside - before.inside).toBe(0)
  })

  it('counts who is inside the same way on the dashboard and in GET /api/admin/gates/inside', async () => {
    const { scan, visitor, inside, t, admin } = ctx()
    const before = await inside()
    const [a, b, c] = [await visitor(), await visitor(), await visitor()]
    // a: two entries and one exit (left); b: inside; c: only an exit.
    await scan(a, 'in', 'Nord')
    await scan(a, 'in', 'Sud')
    await scan(a, 'out', 'Nord')
    await scan(b, 'in', 'Nord')
    await scan(c, 'out', 'Sud')
    const now = await inside()
    expect(now.inside - before.inside).toBe(1)
    const summary = await t.app.inject({ url: '/api/admin/gates/summary', headers: admin })
    expect(summary.statusCode, summary.body).toBe(200)
    expect(GateSummarySchema.parse(summary.json()).inside_now).toBe(now.inside)
  })
})
