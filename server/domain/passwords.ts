// Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations), the
// password rules (8 to 1024 characters of any Unicode, no common passwords) and a bound on how
// many hashes run at once, so a login flood queues instead of filling libuv's thread pool.
import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import popularPasswords from 'popular-passwords' with { type: 'json' }
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/api/contract.ts'
import { PASSWORD_TEXT } from '../messages.ts'

const ARGON2ID = 2
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const

/** Favourites of Italian users that the international list lacks (8+ characters, lower case). */
const ITALIAN_FAVOURITES = [
  'ciaociao',
  'ciao1234',
  'ciao12345',
  'amoremio',
  'amore123',
  'amore1234',
  'tiamo123',
  'tiamotanto',
  'tiamo1234',
  'forzainter',
  'forzamilan',
  'forzajuve',
  'forzaroma',
  'forzanapoli',
  'forzalazio',
  'forzaitalia',
  'juventus1',
  'juventus1897',
  'inter1908',
  'milan1899',
  'napoli1926',
  'napoli123',
  'lazio1900',
  'roma1927',
  'italia123',
  'italia2006',
  'calcio123',
  'benvenuto',
  'benvenuti',
  'segreto1',
  'segreto123',
  'topolino',
  'paperino',
  'paperino1',
  'nonricordo',
  'dimenticata',
  'cambiami',
  'cambiamelo',
  'passwordd',
  'fiera2024',
  'fiera2025',
  'fiera2026',
  'francesca',
  'francesco',
  'valentina',
  'alessandro',
  'alessandra',
  'giuseppe',
  'giovanni',
  'giovanna',
  'federico',
  'federica',
  'leonardo',
  'riccardo',
  'emanuele',
  'domenico',
  'salvatore',
  'vincenzo',
  'antonella',
  'gabriele',
  'cristina',
  'cristian',
  'stefania',
  'simonetta',
]

const COMMON = new Set<string>([...(popularPasswords as string[]), ...ITALIAN_FAVOURITES])

/** NIST SP 800-63B: the same characters typed on different keyboards give the same password. */
const normalise = (password: string) => password.normalize('NFKC')

/** Whether a password is one of the most used ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(normalise(password).toLowerCase())
}

/** What is wrong with a new password, as an Italian sentence; undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXT.tooLong
  // Characters as people count them: an emoji or a letter with its accent is one.
  if ([...normalise(password)].length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXT.tooShort
  if (isCommonPassword(password)) return PASSWORD_TEXT.common
  return undefined
}

/**
 * One core is always left to everything else (validation above all: a burst of logins with a
 * hash on every core of a 2-core machine cut validation to a tenth); libuv's pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise) also serves fs and dns. HASH_CONCURRENCY overrides it
 * (the benchmark compares both).
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4
export const HASH_CONCURRENCY =
  Number(process.env.HASH_CONCURRENCY) ||
  Math.max(1, Math.min(availableParallelism() - 1, threadPool - 1))

let active = 0
let peak = 0
let completed = 0
const waiting: (() => void)[] = []

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (active >= HASH_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else {
    active++
  }
  peak = Math.max(peak, active)
  try {
    return await work()
  } finally {
    completed++
    // The slot passes straight to the next in line, so `active` never exceeds the bound.
    const next = waiting.shift()
    if (next) next()
    else active--
  }
}

/** How busy hashing is: for tests and diagnostics. `resetPeak` starts a new observation. */
export const hashingLoad = {
  get active() {
    return active
  },
  get waiting() {
    return waiting.length
  },
  get peak() {
    return peak
  },
  get completed() {
    return completed
  },
  resetPeak() {
    peak = active
  },
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(normalise(password), ARGON2_OPTIONS))
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const attempt = (candidate: string) =>
    bounded(() => verify(passwordHash, candidate)).catch(() => false)
  const normalised = normalise(password)
  if (await attempt(normalised)) return true
  // Hashes stored before normalisation was introduced were made from the raw text.
  return normalised !== password && attempt(password)
}
