// The exhibitor's portal API (issue 21) on the real app: who may call it, that an exhibitor sees
// only its own data and never validates tickets, that contacts follow the attendee's consent at
// read time (exports included), mutual matches with their mails, leads, logo and page views.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkins, vendors } from '../../server/db/schema.ts'
import { createTestApp, type TestApp, testDatabaseKind } from '../support/test-app.ts'
import { bearer, createUser, login, mailsTo, signedIn } from './helpers.ts'

describe(`exhibitor portal API on ${testDatabaseKind()}`, () => {
  let t: TestApp
  let serial = 0
  const unique = (name: string) => `${name}.${++serial}@example.com`
  let vendorA: number
  let vendorB: number
  let exhibitorA: Awaited<ReturnType<typeof signedIn>>
  let exhibitorB: Awaited<ReturnType<typeof signedIn>>

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })

  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.database.db
      .insert(vendors)
      .values([
        { name: 'Robotica Alfa', description: 'Robot collaborativi', email: 'info@alfa.example' },
        { name: 'Beta Software', description: 'Gestionali' },
      ])
      .returning({ id: vendors.id })
    const [a, b] = rows.map((r) => r.id)
    if (a === undefined || b === undefined) throw new Error('vendors not stored')
    vendorA = a
    vendorB = b
    exhibitorA = await signedIn(t, { email: unique('alfa'), role: 'exhibitor', vendorId: vendorA })
    exhibitorB = await signedIn(t, { email: unique('beta'), role: 'exhibitor', vendorId: vendorB })
  })
  afterAll(async () => {
    await t?.close()
  })

  const ROUTES: [method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
    ['GET', '/api/exhibitor/vendor'],
    ['PUT', '/api/exhibitor/vendor', { description: 'x' }],
    ['GET', '/api/exhibitor/interest'],
    ['POST', '/api/exhibitor/interest/1/accept'],
    ['POST', '/api/exhibitor/leads/scan', { qr_code_data: 'x' }],
    ['GET', '/api/exhibitor/leads'],
    ['PATCH', '/api/exhibitor/leads/1', { rating: 'caldo' }],
    ['GET', '/api/exhibitor/leads.csv'],
  ]

  it('answers 401 without a token and 403 to users, staff, admins and unlinked exhibitors', async () => {
    const others = await Promise.all(
      ['user', 'staff', 'admin', 'exhibitor'].map((role) =>
        signedIn(t, { email: unique(role), role }),
      ),
    )
    for (const [method, url, body] of ROUTES) {
      const none = await call(method, url, {}, body)
      expect(none.statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, bearer('nope'), body)).statusCode).toBe(401)
      for (const caller of others) {
        const res = await call(method, url, caller.headers, body)
        expect(res.statusCode, `${caller.user.role} ${method} ${url}`).toBe(403)
        expect(res.json().detail).toBe('Non hai i permessi per questa operazione.')
      }
    }
  })

  it("carries the vendor in the exhibitor's token", async () => {
    const payload = JSON.parse(
      Buffer.from(exhibitorA.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { role: string; vid: number }
    expect(payload).toMatchObject({ role: 'exhibitor', vid: vendorA })
  })

  it('never lets an exhibitor validate a ticket (and its lead scan admits nobody)', async () => {
    const visitor = await createUser(t, { email: unique('visitor') })
    const res = await call('POST', '/api/tickets/validate', exhibitorA.headers, {
      qr_code_data: visitor.qrCodeData,
    })
    expect(res.statusCode).toBe(403)
    const scan = await call('POST', '/api/exhibitor/leads/scan', exhibitorA.headers, {
      qr_code_data: visitor.qrCodeData,
    })
    expect(scan.statusCode).toBe(200)
    expect(await t.database.db.select().from(checkins)).toEqual([])
  })

  it('edits its own page; Smart Matching and the public page read the new texts', async () => {
    const res = await call('PUT', '/api/exhibitor/vendor', exhibitorA.headers, {
      description: 'Robot collaborativi per saldatura',
      seeking: 'Officine meccaniche',
      website: 'https://alfa.example',
      telephone: '+39 02 1234567',
      address: 'Padiglione 3, Stand B12',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: vendorA,
      seeking: 'Officine meccaniche',
      website: 'https://alfa.example',
      page_view_count: 0,
      page_views_by_day: [],
    })
    const prepared = (await t.app.exhibitors.all()).find((e) => e.id === vendorA)
    expect(JSON.stringify(prepared)).toContain('Officine meccaniche')
    const list = (await t.app.inject({ url: '/api/vendors/' })).json() as { id: number }[]
    expect(list.find((v) => v.id === vendorA)).toMatchObject({ seeking: 'Officine meccaniche' })
    expect(
      (await call('PUT', '/api/exhibitor/vendor', exhibitorA.headers, { website: 'ftp://x' }))
        .statusCode,
    ).toBe(422)
    // B's page is untouched.
    const b = await call('GET', '/api/exhibitor/vendor', exhibitorB.headers)
    expect(b.json()).toMatchObject({ id: vendorB, seeking: null })
  })

  it('counts page views per fair day', async () => {
    await t.app.inject({ url: `/api/vendors/${vendorB}` })
    await t.app.inject({ url: `/api/vendors/${vendorB}` })
    const res = await call('GET', '/api/exhibitor/vendor', exhibitorB.headers)
    expect(res.json().page_view_count).toBe(2)
    expect(res.json().page_views_by_day).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), views: 2 },
    ])
  })

  it('names interested attendees only with consent; the answer makes a mutual match with two mails', async () => {
    const sharing = await signedIn(t, {
      email: unique('sharing'),
      firstName: 'Giulia',
      lastName: 'Verdi',
      companyName: 'Officina Verdi',
      description: 'Officina meccanica',
      shareWithInterestedExhibitors: true,
    })
    const quiet = await signedIn(t, { email: unique('quiet'), firstName: 'Marco' })
    for (const who of [sharing, quiet]) {
      expect((await call('POST', `/api/matches/${vendorA}/accept`, who.headers)).statusCode).toBe(
        200,
      )
    }
    const interest = (await call('GET', '/api/exhibitor/interest', exhibitorA.headers)).json()
    expect(interest).toMatchObject({ total: 2, anonymous: 1 })
    expect(interest.attendees).toEqual([
      {
        user_id: sharing.user.id,
        contact: {
          first_name: 'Giulia',
          last_name: 'Verdi',
          company_name: 'Officina Verdi',
          email: sharing.user.email,
          phone_number: null,
        },
        description: 'Officina meccanica',
        interested_at: expect.any(String),
        mutual: false,
      },
    ])
    expect(JSON.stringify(interest)).not.toContain('Marco')
    // B sees none of A's interest.
    expect((await call('GET', '/api/exhibitor/interest', exhibitorB.headers)).json()).toEqual({
      total: 0,
      anonymous: 0,
      attendees: [],
    })

    // The unnamed attendee, and anyone from another exhibitor, cannot be answered.
    const path = (id: number) => `/api/exhibitor/interest/${id}/accept`
    expect((await call('POST', path(quiet.user.id), exhibitorA.headers)).statusCode).toBe(404)
    expect((await call('POST', path(sharing.user.id), exhibitorB.headers)).statusCode).toBe(404)

    expect((await call('POST', path(sharing.user.id), exhibitorA.headers)).statusCode).toBe(200)
    expect((await call('POST', path(sharing.user.id), exhibitorA.headers)).statusCode).toBe(200)
    const toAttendee = await mailsTo(t, sharing.user.email)
    expect(toAttendee).toHaveLength(1)
    expect(toAttendee[0]?.text).toContain('Interesse reciproco con Robotica Alfa')
    const toExhibitor = await mailsTo(t, exhibitorA.user.email)
    expect(toExhibitor).toHaveLength(1)
    expect(toExhibitor[0]?.text).toContain('Giulia Verdi')

    const history = (await call('GET', '/api/matches/', sharing.headers)).json()
    expect(history).toEqual([expect.objectContaining({ vendor_id: vendorA, mutual: true })])
    const quietHistory = (await call('GET', '/api/matches/', quiet.headers)).json()
    expect(quietHistory).toEqual([expect.objectContaining({ vendor_id: vendorA, mutual: false })])
  })

  it('scans leads with contacts only under consent, read at read time, in the CSV too', async () => {
    const consenting = await createUser(t, {
      email: unique('lead'),
      firstName: 'Anna',
      lastName: 'Neri',
      phoneNumber: '+393331234567',
      shareOnBadgeScan: true,
    })
    const silent = await createUser(t, { email: unique('silent'), firstName: 'Paolo' })
    const scan = (code: string, who = exhibitorA) =>
      call('POST', '/api/exhibitor/leads/scan', who.headers, { qr_code_data: code })

    const first = await scan(consenting.qrCodeData)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      rating: null,
      notes: null,
      contact: { first_name: 'Anna', email: consenting.email, phone_number: '+393331234567' },
    })
    // A repeated scan finds the same lead.
    expect((await scan(consenting.qrCodeData)).json().id).toBe(first.json().id)
    const second = await scan(silent.qrCodeData)
    expect(second.json().contact).toBeNull()
    const forged = await scan('v1.AAAA.BBBB')
    expect(forged.statusCode).toBe(404)
    expect(forged.json().detail).toMatch(/Badge non riconosciuto/)

    const patched = await call(
      'PATCH',
      `/api/exhibitor/leads/${first.json().id}`,
      exhibitorA.headers,
      {
        rating: 'caldo',
        notes: 'Vuole una demo a novembre',
      },
    )
    expect(patched.statusCode).toBe(200)
    expect(patched.json()).toMatchObject({ rating: 'caldo', notes: 'Vuole una demo a novembre' })
    expect(
      (
        await call('PATCH', `/api/exhibitor/leads/${first.json().id}`, exhibitorA.headers, {
          rating: 'bollente',
        })
      ).statusCode,
    ).toBe(422)

    // Exhibitor B can neither read nor change A's leads.
    expect((await call('GET', '/api/exhibitor/leads', exhibitorB.headers)).json()).toEqual([])
    const stolen = await call(
      'PATCH',
      `/api/exhibitor/leads/${first.json().id}`,
      exhibitorB.headers,
      {
        notes: 'preso',
      },
    )
    expect(stolen.statusCode).toBe(404)
    expect((await call('GET', '/api/exhibitor/leads.csv', exhibitorB.headers)).body).not.toContain(
      'Anna',
    )

    const csv = await call('GET', '/api/exhibitor/leads.csv', exhibitorA.headers)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Tipo,Data,Nome,Cognome,Azienda,Email,Telefono,Valutazione,Note')
    expect(lines.find((l) => l.includes('Anna'))).toMatch(
      /^Contatto allo stand,.*,Anna,Neri,,lead\.\d+@example\.com,'\+393331234567,caldo,Vuole una demo a novembre$/,
    )
    expect(csv.body).not.toContain('Paolo')
    expect(csv.body).not.toContain(silent.email)
    expect(lines.filter((l) => l.startsWith('Contatto allo stand'))).toHaveLength(3)
    expect(lines.some((l) => l.startsWith('Interesse reciproco'))).toBe(true)

    // Withdrawing the consent hides the details from then on, the export included.
    const { token } = await login(t, consenting.email)
    await call('PUT', `/api/users/${consenting.id}`, bearer(token), { share_on_badge_scan: false })
    const leads = (await call('GET', '/api/exhibitor/leads', exhibitorA.headers)).json()
    expect(leads.find((l: { id: number }) => l.id === first.json().id)).toMatchObject({
      rating: 'caldo',
      contact: null,
    })
    expect((await call('GET', '/api/exhibitor/leads.csv', exhibitorA.headers)).body).not.toContain(
      'Anna',
    )

    // The attendee sees who scanned the badge.
    const scans = await call('GET', '/api/users/me/badge-scans', bearer(token))
    expect(scans.json()).toEqual([
      { vendor_id: vendorA, vendor_name: 'Robotica Alfa', scanned_at: expect.any(String) },
    ])
    expect((await t.app.inject({ url: '/api/users/me/badge-scans' })).statusCode).toBe(401)
  })

  it('lets an organiser invite an exhibitor account linked to its exhibitor', async () => {
    const admin = await signedIn(t, { email: unique('organiser'), role: 'admin' })
    const invite = (body: object) => call('POST', '/api/admin/users', admin.headers, body)
    const email = unique('nuovo-stand')
    const missing = await invite({ email, role: 'exhibitor' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().detail).toMatch(/collegato alla sua azienda/)
    expect((await invite({ email, role: 'staff', vendor_id: vendorA })).statusCode).toBe(422)
    expect((await invite({ email, role: 'exhibitor', vendor_id: 999_999 })).json().detail).toBe(
      'Azienda 999999 non trovata.',
    )
    const made = await invite({ email, role: 'exhibitor', vendor_id: vendorB })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().user).toMatchObject({ role: 'exhibitor', vendor_id: vendorB })
    // Several people may staff one exhibitor; the account reads B's page, never A's.
    const { token } = await login(t, exhibitorB.user.email)
    expect((await call('GET', '/api/exhibitor/vendor', bearer(token))).json().id).toBe(vendorB)
    // Promoting an existing attendee links them too.
    const attendee = await createUser(t, { email: unique('promosso') })
    const promoted = await invite({ email: attendee.email, role: 'exhibitor', vendor_id: vendorA })
    expect(promoted.json()).toMatchObject({
      outcome: 'role_changed',
      user: { role: 'exhibitor', vendor_id: vendorA },
    })
  })

  it('moves an exhibitor account to another exhibitor on a new invitation, and audits it', async () => {
    const admin = await signedIn(t, { email: unique('organiser'), role: 'admin' })
    const invite = (body: object) => call('POST', '/api/admin/users', admin.headers, body)
    const email = unique('cambia-stand')
    expect((await invite({ email, role: 'exhibitor', vendor_id: vendorA })).statusCode).toBe(201)
    const same = await invite({ email, role: 'exhibitor', vendor_id: vendorA })
    expect(same.json()).toMatchObject({ outcome: 'unchanged', user: { vendor_id: vendorA } })

    const moved = await invite({ email, role: 'exhibitor', vendor_id: vendorB })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      outcome: 'vendor_changed',
      user: { role: 'exhibitor', vendor_id: vendorB },
    })
    const { id } = moved.json().user as { id: number }
    const read = await call('GET', `/api/admin/users/${id}`, admin.headers)
    expect(read.json()).toMatchObject({ vendor_id: vendorB })
    const audit = await call(
      'GET',
      `/api/admin/audit?action=user.vendor_change&target_id=${id}`,
      admin.headers,
    )
    expect(audit.statusCode, audit.body).toBe(200)
    expect(audit.json()).toEqual([
      expect.objectContaining({
        action: 'user.vendor_change',
        target_label: email,
        details: { from: vendorA, to: vendorB },
      }),
    ])
  })

  it('takes a logo by its content, strips its metadata and serves it publicly', async () => {
    const withExif = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#0b5cad' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Segreto Srl', Artist: 'Mario' } } })
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const upload = (
      body: Buffer,
      type: string,
      headers: Record<string, string> = exhibitorA.headers,
    ) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/exhibitor/vendor/logo',
        headers: { ...headers, 'content-type': type },
        payload: body,
      })
    const res = await upload(withExif, 'image/jpeg')
    expect(res.statusCode, res.body).toBe(200)
    const logoPath = res.json().logo_path as string
    expect(logoPath).toMatch(new RegExp(`^/api/vendors/${vendorA}/logo\\?v=`))
    const served = await t.app.inject({ url: logoPath })
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 })
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('Segreto'))).toBe(false)

    const notImage = await upload(Buffer.from('<svg onload="x()"/>'), 'image/svg+xml')
    expect(notImage.statusCode).toBe(415)
    expect(notImage.json().detail).toMatch(/PNG, JPEG o WebP/)
    const tooBig = await upload(Buffer.alloc(2 * 1024 * 1024 + 1), 'image/png')
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().detail).toBe('Logo troppo grande: al massimo 2 MB.')
    expect((await upload(withExif, 'image/jpeg', {})).statusCode).toBe(401)
    const user = await signedIn(t, { email: unique('logo-user') })
    expect((await upload(withExif, 'image/jpeg', user.headers)).statusCode).toBe(403)
  })
})
