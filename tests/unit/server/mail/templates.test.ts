// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  passwordChangedMail,
  passwordResetMail,
  TICKET_QR_CID,
  ticketMail,
  verificationMail,
} from '../../../../server/mail/templates.ts'

describe('mail templates', () => {
  it('carry the link in both the text and the HTML part, in Italian', () => {
    const link = 'https://fiera.example/verify-email?token=abc'
    const mail = verificationMail('a@example.com', 'Giulia', link)
    expect(mail.subject).toBe('Conferma il tuo indirizzo email')
    expect(mail.text).toContain(link)
    expect(mail.text).toMatch(/^Ciao Giulia,/)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).toContain('lang="it"')
    expect(passwordResetMail('a@example.com', null, link).text).toMatch(/^Ciao,/)
  })

  it('escape what users typed', () => {
    const mail = verificationMail('a@example.com', '<img src=x onerror=alert(1)>', 'https://x')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('embed the ticket QR as an inline image', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47])
    const mail = ticketMail('a@example.com', 'Mario', 'uuid-1', png, 'https://x/profile')
    expect(mail.html).toContain(`src="cid:${TICKET_QR_CID}"`)
    expect(mail.attachments).toEqual([
      { filename: 'biglietto.png', content: png, contentType: 'image/png', cid: TICKET_QR_CID },
    ])
  })

  it('tell the owner that the password changed, with a way back if it was not them', () => {
    const url = 'https://fiera.example/forgot-password'
    const mail = passwordChangedMail('a@example.com', 'Giulia', url)
    expect(mail.subject).toBe('La tua password è stata cambiata')
    expect(mail.text).toMatch(
      /^Ciao Giulia,\n\nla password del tuo account Fiera è stata appena cambiata/,
    )
    expect(mail.text).toContain('tutte le sessioni aperte sono state chiuse')
    expect(mail.text).toContain('Se sei stato/a tu, non devi fare altro.')
    expect(mail.text).toContain(url)
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.html).toContain('lang="it"')
    // No action link to log: it carries no token.
    expect(mail.link).toBeUndefined()
    expect(passwordChangedMail('a@example.com', '  ', url).text).toMatch(/^Ciao,/)
  })
})
