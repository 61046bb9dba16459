// Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations).
import { hash, verify } from '@node-rs/argon2'

const ARGON2ID = 2
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
