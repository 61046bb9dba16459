import { describe, expect, it } from 'vitest'
import * as contract from '../../../src/api/contract.ts'
import { isProfileComplete, matchingProfile } from '../../../src/api/profile.ts'

describe('the profile-completion rule', () => {
  it('is the one the contract exports to the server', () => {
    expect(contract.matchingProfile).toBe(matchingProfile)
    expect(contract.isProfileComplete).toBe(isProfileComplete)
  })

  it('holds the gate while seeking or description is blank', () => {
    expect(isProfileComplete({ seeking: 'x', description: 'y' })).toBe(true)
    expect(isProfileComplete({ seeking: '  ', description: 'y' })).toBe(false)
    expect(isProfileComplete({ seeking: 'x', description: null })).toBe(false)
    expect(isProfileComplete({ seeking: 'x', description: '\n\t' })).toBe(false)
    expect(isProfileComplete({})).toBe(false)
    expect(isProfileComplete(null)).toBe(false)
  })

  it('gives the two fields trimmed, as the matching engine reads them', () => {
    expect(matchingProfile({ seeking: '  robotica ', description: ' acquisti\n' })).toEqual({
      seeking: 'robotica',
      description: 'acquisti',
    })
    expect(matchingProfile({ seeking: 'robotica', description: ' ' })).toBeNull()
  })
})
