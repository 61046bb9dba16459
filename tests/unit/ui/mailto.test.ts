import { describe, expect, it } from 'vitest'
import { buildMailto, matchIntroBody, matchMailto } from '../../../src/ui/mailto.ts'

describe('buildMailto', () => {
  it('percent-encodes subject and body with CRLF line breaks', () => {
    expect(buildMailto('info@acme.example', { subject: 'Ciao & grazie', body: 'a\nb' })).toBe(
      'mailto:info@acme.example?subject=Ciao%20%26%20grazie&body=a%0D%0Ab',
    )
  })
  it('leaves out empty fields and keeps a bare address', () => {
    expect(buildMailto('info@acme.example')).toBe('mailto:info@acme.example')
    expect(buildMailto(' info@acme.example ', { subject: '' })).toBe('mailto:info@acme.example')
  })
  it('encodes characters that would break the URL in the address', () => {
    expect(buildMailto('a?b@x.example')).toBe('mailto:a%3Fb@x.example')
  })
})

describe('matchIntroBody', () => {
  it('greets the exhibitor and introduces the attendee', () => {
    const body = matchIntroBody('Acme Srl', { name: 'Giulia Bianchi', company: 'Studio GB' })
    expect(body.startsWith('Buongiorno Acme Srl,\n\nsono Giulia Bianchi di Studio GB. ')).toBe(true)
    expect(body).toContain('Smart Matching di Fiera')
    expect(body.endsWith('Cordiali saluti\nGiulia Bianchi')).toBe(true)
  })
  it('still introduces without a name', () => {
    const body = matchIntroBody('Acme Srl')
    expect(body).toMatch(/^Buongiorno Acme Srl,\n\nSmart Matching di Fiera/)
    expect(body.endsWith('Cordiali saluti')).toBe(true)
  })
})

describe('matchMailto', () => {
  it('builds a prefilled link whose body decodes to the introduction', () => {
    const link = matchMailto({ name: 'Acme Srl', email: 'info@acme.example' }, { name: 'Luca' })
    expect(link).not.toBeNull()
    const url = new URL(link ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('info@acme.example')
    expect(url.searchParams.get('subject')).toBe('Incontro in fiera tramite Smart Matching')
    expect(url.searchParams.get('body')).toContain('Buongiorno Acme Srl,\r\n\r\nsono Luca. ')
  })
  it('is null without an e-mail address', () => {
    expect(matchMailto({ name: 'Acme Srl', email: null })).toBeNull()
    expect(matchMailto({ name: 'Acme Srl', email: '  ' })).toBeNull()
  })
})
