// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  admissionKey,
  alreadyUsedMessage,
  fairDay,
  legacyTicketCode,
  secretHash,
  ticketCode,
  ticketSigningKey,
  ticketSecretFor,
  verifyTicketCode,
} from '../../../../server/domain/tickets.ts'
import { TICKET_MESSAGES } from '../../../../server/messages.ts'

const KEY = 'k'.repeat(43)
const UUID = '3f1c2d9e-8b7a-4c3e-9f10-2a4b6c8d0e12'

describe('ticket codes', () => {
  it('are versioned, carry no personal data and verify to the stored secret hash', () => {
    const code = ticketCode(KEY, UUID)
    expect(code.qrCodeData).toMatch(/^F2\.[\w-]{22}\.[\w-]{86}$/)
    expect(code.qrCodeData).not.toContain(UUID)
    expect(code.secretHash).toBe(secretHash(ticketSecretFor(KEY, UUID)))
    expect(verifyTicketCode(KEY, code.qrCodeData)).toBe(code.secretHash)
    expect(verifyTicketCode(KEY, ` ${code.qrCodeData}\n`)).toBe(code.secretHash)
  })

  it('of the older HMAC format (F1) still verify, to the same secret hash as the signed one', () => {
    const old = legacyTicketCode(KEY, UUID)
    expect(old.qrCodeData).toMatch(/^F1\.[\w-]{22}\.[\w-]{22}$/)
    expect(old.secretHash).toBe(ticketCode(KEY, UUID).secretHash)
    expect(verifyTicketCode(KEY, old.qrCodeData)).toBe(old.secretHash)
    expect(verifyTicketCode('o'.repeat(43), old.qrCodeData)).toBeNull()
  })

  it('are signed with an Ed25519 key derived from the ticket secret, the same in every process', () => {
    const key = ticketSigningKey(KEY)
    expect(key.publicKeyRaw).toMatch(/^[\w-]{43}$/)
    expect(ticketSigningKey('k'.repeat(43)).publicKeyRaw).toBe(key.publicKeyRaw)
    expect(ticketSigningKey('o'.repeat(43)).publicKeyRaw).not.toBe(key.publicKeyRaw)
    expect(key.privateKey.asymmetricKeyType).toBe('ed25519')
  })

  it('are stable per ticket and differ between tickets and keys', () => {
    expect(ticketCode(KEY, UUID)).toEqual(ticketCode(KEY, UUID))
    expect(ticketCode(KEY, UUID).qrCodeData).not.toBe(
      ticketCode(KEY, '3f1c2d9e-8b7a-4c3e-9f10-2a4b6c8d0e13').qrCodeData,
    )
    expect(verifyTicketCode('o'.repeat(43), ticketCode(KEY, UUID).qrCodeData)).toBeNull()
  })

  it('reject any altered character', () => {
    const code = ticketCode(KEY, UUID).qrCodeData
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: code.length - 1 }),
        fc.constantFrom(...alphabet),
        (at, char) => {
          fc.pre(code[at] !== char)
          const altered = code.slice(0, at) + char + code.slice(at + 1)
          expect(verifyTicketCode(KEY, altered)).toBeNull()
        },
      ),
    )
  })

  it('reject malformed input', () => {
    for (const bad of [
      '',
      'F1',
      'F1..',
      'F2.aaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaa',
      `F2.${'a'.repeat(22)}.${'a'.repeat(86)}`,
      `F3.${'a'.repeat(22)}.${'a'.repeat(22)}`,
      '42',
    ]) {
      expect(verifyTicketCode(KEY, bad)).toBeNull()
    }
  })
})

describe('admission', () => {
  // 22:30 UTC on 16 October is 00:30 on the 17th in Rome (CEST, UTC+2).
  const lateNight = new Date('2025-10-16T22:30:00Z')

  it('counts fair days in the venue time zone', () => {
    expect(fairDay(lateNight, 'Europe/Rome')).toBe('2025-10-17')
    expect(fairDay(lateNight, 'UTC')).toBe('2025-10-16')
  })

  it('keys admissions by policy', () => {
    expect(admissionKey('once', lateNight, 'Europe/Rome', 'x')).toBe('once')
    expect(admissionKey('daily', lateNight, 'Europe/Rome', 'x')).toBe('day:2025-10-17')
    expect(admissionKey('unlimited', lateNight, 'Europe/Rome', 'x')).toBe('scan:x')
  })

  it('says when and where a ticket was first used, in Italian time', () => {
    const at = new Date('2025-10-16T07:41:00Z')
    expect(alreadyUsedMessage('daily', { at, gate: 'Ingresso Nord' }, 'Europe/Rome')).toBe(
      'Biglietto già utilizzato oggi alle 09:41 al varco Ingresso Nord.',
    )
    expect(alreadyUsedMessage('once', { at, gate: null }, 'Europe/Rome')).toBe(
      'Biglietto già utilizzato il 16/10/2025 alle 09:41.',
    )
  })

  it('welcomes by first name when known', () => {
    expect(TICKET_MESSAGES.welcome('Mario ')).toBe('Benvenuto/a, Mario!')
    expect(TICKET_MESSAGES.welcome(null)).toBe('Benvenuto/a!')
  })
})
