// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isCommonPassword, passwordProblem } from '../../../../server/domain/passwords.ts'
import { PASSWORD_TEXT } from '../../../../server/messages.ts'

describe('password rules', () => {
  it('refuse the most used passwords, Italian favourites included, whatever the case', () => {
    for (const p of [
      'password1',
      '12345678',
      'qwertyuiop',
      'Password1',
      'FORZAINTER',
      'ciaociao',
    ]) {
      expect(isCommonPassword(p), p).toBe(true)
      expect(passwordProblem(p)).toBe(PASSWORD_TEXT.common)
    }
    expect(isCommonPassword('tre gatti sul tetto')).toBe(false)
  })

  it('count characters as people do, and cap at 1024', () => {
    expect(passwordProblem('🙂🙂🙂🙂')).toBe(PASSWORD_TEXT.tooShort)
    expect(passwordProblem('e\u0301e\u0301e\u0301e\u0301')).toBe(PASSWORD_TEXT.tooShort)
    expect(passwordProblem('🙂🙂🙂🙂🙂🙂🙂🙂')).toBeUndefined()
    expect(passwordProblem('x'.repeat(1024))).toBeUndefined()
    expect(passwordProblem('x'.repeat(1025))).toBe(PASSWORD_TEXT.tooLong)
  })
})
