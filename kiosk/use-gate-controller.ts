// The unattended gate: each scan (camera or hardware scanner) is validated with the gate's name
// and an idempotency nonce, shown as a verdict that clears itself, and counted when admitted.
// A code admitted here seconds ago is not sent again: no red "already used" for the person just let in.
// When the server is out of reach the kiosk decides signed tickets itself (offline/) and uploads
// them later; scans it cannot decide alone are kept in a list to retry (same nonce), never dropped.
import { useCallback, useEffect, useRef, useState } from 'react'
import { apiBaseUrl } from '../src/api/client.ts'
import type { TicketValidation, TicketValidationRequest } from '../src/api/contract.ts'
import { validateTicket } from '../src/api/tickets.ts'
import {
  failureOf,
  outcomeOf,
  type ValidationOutcome,
} from '../src/features/validate/validation-outcome.ts'
import { useOfflineGate, type OfflineGateOptions } from './offline/use-offline-gate.ts'
import { playVerdictSound, type VerdictSound } from './sounds.ts'

/**
 * `recent`: a code this gate admitted and saw again within ADMITTED_WINDOW_MS: no call made.
 * `local`: decided by the kiosk itself while the server was out of reach.
 */
export type GateVerdict = (ValidationOutcome | { kind: 'recent' }) & {
  code: string
  at: number
  local?: boolean
}

export interface PendingScan {
  id: string
  code: string
  nonce: string
  at: number
}

export interface GateControllerOptions {
  gate: string
  /** An entrance or an exit: sent with every scan; exits are not counted as admissions. */
  direction?: 'in' | 'out'
  pauseMs: number
  validate?: (request: TicketValidationRequest) => Promise<TicketValidation>
  sound?: (kind: VerdictSound) => void
  /** Resolves true when the server answers again; polled while the gate is offline. */
  ping?: () => Promise<boolean>
  pingIntervalMs?: number
  /** The offline half's storage and calls (stories and tests pass stand-ins). */
  offlineOptions?: Omit<OfflineGateOptions, 'online'>
}

export interface GateController {
  validating: string | null
  verdict: GateVerdict | null
  admissions: number
  /** Exits this device recorded (exit_ok and not_inside): never counted as admissions. */
  exits: number
  offline: boolean
  /** The kiosk holds an offline bundle: it can admit signed tickets without the server. */
  offlineReady: boolean
  /** Offline admissions waiting to be uploaded, and whether an upload runs. */
  waiting: number
  syncing: boolean
  /** The fair's time zone from the offline bundle (the device's until one arrives). */
  timeZone: string | undefined
  pending: PendingScan[]
  submit: (code: string) => void
  retry: (id: string) => void
  retryAll: () => void
  dismiss: (id: string) => void
}

const ADMISSIONS_KEY = 'fiera.kiosk.admissions'
/** The camera keeps seeing a ticket held up: the same code is not re-sent for this long after its verdict. */
const REPEAT_WINDOW_MS = 4000
/**
 * A code admitted at this gate is answered locally for this long after its admission, and after
 * each sighting since: a phone held up for a while stays one admission (another gate still checks).
 */
export const ADMITTED_WINDOW_MS = 10_000

export function newNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function pingServer(): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl()}/api/health`, { cache: 'no-store' })
    return response.ok
  } catch {
    return false
  }
}

function admissionsKey(gate: string): string {
  return `${ADMISSIONS_KEY}.${gate}`
}

const PENDING_KEY = 'fiera.kiosk.pending'

/** Scans not yet validated survive a reload or a power cut of the gate device. */
function readPending(gate: string): PendingScan[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(`${PENDING_KEY}.${gate}`) ?? '[]')
    if (!Array.isArray(raw)) return []
    return raw.filter(
      (scan): scan is PendingScan =>
        typeof scan === 'object' &&
        scan !== null &&
        typeof (scan as PendingScan).id === 'string' &&
        typeof (scan as PendingScan).code === 'string' &&
        typeof (scan as PendingScan).nonce === 'string' &&
        typeof (scan as PendingScan).at === 'number',
    )
  } catch {
    return []
  }
}

function readAdmissions(gate: string): number {
  try {
    const value = Number(sessionStorage.getItem(admissionsKey(gate)))
    return Number.isInteger(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

export function useGateController({
  gate,
  direction = 'in',
  pauseMs,
  validate = validateTicket,
  sound = playVerdictSound,
  ping = pingServer,
  pingIntervalMs = 5000,
  offlineOptions,
}: GateControllerOptions): GateController {
  const [validating, setValidating] = useState<string | null>(null)
  const [verdict, setVerdict] = useState<GateVerdict | null>(null)
  const [admissions, setAdmissions] = useState(() => readAdmissions(gate))
  const [exits, setExits] = useState(0)
  const [unreachable, setUnreachable] = useState(false)
  const [browserOffline, setBrowserOffline] = useState(() => navigator.onLine === false)
  const [pending, setPending] = useState<PendingScan[]>(() => readPending(gate))
  const offlineGate = useOfflineGate({
    ...offlineOptions,
    online: !unreachable && !browserOffline,
  })
  const { decide, remember } = offlineGate
  const unreachableRef = useRef(false)
  useEffect(() => {
    unreachableRef.current = unreachable || browserOffline
  }, [unreachable, browserOffline])

  const busyRef = useRef(false)
  const queueRef = useRef<{ code: string; nonce: string; pendingId?: string }[]>([])
  const lastRef = useRef<{ code: string; until: number } | null>(null)
  const admittedRef = useRef(new Map<string, number>())
  const shownRef = useRef<GateVerdict | null>(null)
  const inFlightRef = useRef<string | null>(null)
  const clearTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined)
  const optionsRef = useRef({ gate, direction, pauseMs, validate, sound, decide, remember })
  useEffect(() => {
    optionsRef.current = { gate, direction, pauseMs, validate, sound, decide, remember }
  }, [gate, direction, pauseMs, validate, sound, decide, remember])

  useEffect(() => {
    try {
      sessionStorage.setItem(admissionsKey(gate), String(admissions))
    } catch {
      // The count still shows for this page's life.
    }
  }, [gate, admissions])

  useEffect(() => {
    try {
      const key = `${PENDING_KEY}.${gate}`
      if (pending.length > 0) localStorage.setItem(key, JSON.stringify(pending))
      else localStorage.removeItem(key)
    } catch {
      // Still listed on screen for this page's life.
    }
  }, [gate, pending])

  const clearLater = useCallback((pause: number) => {
    clearTimeout(clearTimerRef.current)
    clearTimerRef.current = setTimeout(() => {
      shownRef.current = null
      setVerdict(null)
    }, pause)
  }, [])

  const run = useCallback(
    async function next(): Promise<void> {
      const job = queueRef.current.shift()
      if (!job) {
        busyRef.current = false
        return
      }
      busyRef.current = true
      const {
        gate: gateName,
        direction: way,
        pauseMs: pause,
        validate: call,
        sound: play,
        decide: decideHere,
        remember: note,
      } = optionsRef.current
      setValidating(job.code)
      inFlightRef.current = job.code
      // Known to be offline: no waiting for a call that will fail; the kiosk decides at once.
      const local = async () => {
        const result = await decideHere(job.code, job.nonce, gateName, way).catch(() => null)
        return result ? outcomeOf(result) : null
      }
      let outcome = unreachableRef.current && !job.pendingId ? await local() : null
      const decidedHere = outcome !== null
      let remote: ValidationOutcome | null = null
      if (!outcome) {
        remote = await call({
          qr_code_data: job.code,
          gate: gateName,
          nonce: job.nonce,
          // SPEC's request stays as it was for an entrance: direction only for exits.
          ...(way === 'out' ? { direction: way } : {}),
        }).then(outcomeOf, failureOf)
        outcome = remote
        if (remote.kind === 'error' && remote.unreachable && !job.pendingId) {
          outcome = (await local()) ?? remote
        }
      }
      const isLocal = decidedHere || outcome !== remote
      // Only an admission is an admission: exit_ok and not_inside count as exits.
      const admitted = outcome.kind === 'valid' && outcome.result.reason === 'ok'
      if (!isLocal && admitted) void note(job.code, gateName).catch(() => {})
      const at = Date.now()
      inFlightRef.current = null
      setValidating(null)
      const shown: GateVerdict = {
        ...outcome,
        code: job.code,
        at,
        ...(isLocal ? { local: true } : {}),
      }
      shownRef.current = shown
      setVerdict(shown)
      lastRef.current = { code: job.code, until: at + pause + REPEAT_WINDOW_MS }
      if (outcome.kind === 'valid') {
        if (!admitted) setExits((count) => count + 1)
        for (const [code, when] of admittedRef.current) {
          if (at - when >= ADMITTED_WINDOW_MS) admittedRef.current.delete(code)
        }
        admittedRef.current.set(job.code, at)
        if (admitted) setAdmissions((count) => count + 1)
      }
      play(outcome.kind)
      if (isLocal) {
        setUnreachable(true)
      } else if (outcome.kind === 'error' && outcome.unreachable) {
        setUnreachable(true)
        if (!job.pendingId) {
          setPending((list) => [...list, { id: job.nonce, code: job.code, nonce: job.nonce, at }])
        }
      } else {
        setUnreachable(false)
        if (job.pendingId) setPending((list) => list.filter((scan) => scan.id !== job.pendingId))
      }
      clearLater(pause)
      return next()
    },
    [clearLater],
  )

  const enqueue = useCallback(
    (job: { code: string; nonce: string; pendingId?: string }) => {
      if (inFlightRef.current === job.code) return
      if (queueRef.current.some((queued) => queued.code === job.code)) return
      queueRef.current.push(job)
      if (!busyRef.current) void run()
    },
    [run],
  )

  const submit = useCallback(
    (code: string) => {
      const now = Date.now()
      const admittedAt = admittedRef.current.get(code)
      if (admittedAt !== undefined && now - admittedAt < ADMITTED_WINDOW_MS) {
        admittedRef.current.set(code, now)
        // The green verdict still on screen stays; once it has gone, a calm neutral answer.
        const shown = shownRef.current
        if (shown?.code === code && shown.kind === 'valid') return
        const recent: GateVerdict = { kind: 'recent', code, at: now }
        shownRef.current = recent
        setVerdict(recent)
        clearLater(optionsRef.current.pauseMs)
        return
      }
      if (admittedAt !== undefined) admittedRef.current.delete(code)
      const last = lastRef.current
      if (last && last.code === code && Date.now() < last.until) return
      enqueue({ code, nonce: newNonce() })
    },
    [enqueue, clearLater],
  )

  const pendingRef = useRef(pending)
  useEffect(() => {
    pendingRef.current = pending
  }, [pending])

  const retry = useCallback(
    (id: string) => {
      const scan = pendingRef.current.find((item) => item.id === id)
      if (scan) enqueue({ code: scan.code, nonce: scan.nonce, pendingId: scan.id })
    },
    [enqueue],
  )

  const retryAll = useCallback(() => {
    for (const scan of pendingRef.current) {
      enqueue({ code: scan.code, nonce: scan.nonce, pendingId: scan.id })
    }
  }, [enqueue])

  const dismiss = useCallback((id: string) => {
    setPending((list) => list.filter((scan) => scan.id !== id))
  }, [])

  useEffect(() => {
    const goOffline = () => setBrowserOffline(true)
    const goOnline = () => setBrowserOffline(false)
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [])

  // While the server is unreachable, ask it now and then whether it is back.
  useEffect(() => {
    if (!unreachable) return
    const timer = setInterval(() => {
      void ping().then((ok) => {
        if (ok) setUnreachable(false)
      })
    }, pingIntervalMs)
    return () => clearInterval(timer)
  }, [unreachable, ping, pingIntervalMs])

  useEffect(() => () => clearTimeout(clearTimerRef.current), [])

  return {
    validating,
    verdict,
    admissions,
    exits,
    offline: unreachable || browserOffline,
    offlineReady: offlineGate.ready,
    waiting: offlineGate.waiting,
    syncing: offlineGate.syncing,
    timeZone: offlineGate.timeZone,
    pending,
    submit,
    retry,
    retryAll,
    dismiss,
  }
}
