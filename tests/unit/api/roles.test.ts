import { describe, expect, it } from 'vitest'
import * as contract from '../../../src/api/contract.ts'
import { STAFF_ROLES, isStaffRole } from '../../../src/api/roles.ts'

describe('staff roles', () => {
  it('are the ones the contract exports to the server', () => {
    expect(contract.STAFF_ROLES).toBe(STAFF_ROLES)
    expect(contract.isStaffRole).toBe(isStaffRole)
  })

  it('count staff and admin as staff, any other role as a normal user', () => {
    expect(isStaffRole('staff')).toBe(true)
    expect(isStaffRole('admin')).toBe(true)
    expect(isStaffRole('user')).toBe(false)
    expect(isStaffRole(null)).toBe(false)
  })
})
