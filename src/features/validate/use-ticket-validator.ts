// The validator's states of SPEC.md section 4: scanning, validating, result shown (scanner
// paused), reset. A code is never re-sent while a call runs or when it equals the last one.
import { useCallback, useRef, useState } from 'react'
import { validateTicket } from '../../api/tickets.ts'
import type { TicketValidation, TicketValidationRequest } from '../../api/contract.ts'
import { failureOf, outcomeOf, type ValidationOutcome } from './validation-outcome.ts'

export type ValidateTicket = (request: TicketValidationRequest) => Promise<TicketValidation>

export type ValidatorState =
  | { phase: 'scanning' }
  | { phase: 'validating'; code: string }
  | { phase: 'done'; code: string; outcome: ValidationOutcome }

export interface TicketValidator {
  state: ValidatorState
  /** Hands a scanned code to the validator; returns false when it was not sent. */
  submit: (code: string) => boolean
  /** Clears the result and the last code, and resumes scanning. */
  reset: () => void
}

export function useTicketValidator(validate: ValidateTicket = validateTicket): TicketValidator {
  const [state, setState] = useState<ValidatorState>({ phase: 'scanning' })
  const busyRef = useRef(false)
  const lastCodeRef = useRef<string | null>(null)
  const runRef = useRef(0)

  const submit = useCallback(
    (code: string) => {
      if (busyRef.current || code === lastCodeRef.current) return false
      busyRef.current = true
      lastCodeRef.current = code
      const run = ++runRef.current
      setState({ phase: 'validating', code })
      validate({ qr_code_data: code })
        .then(outcomeOf, failureOf)
        .then((outcome) => {
          if (run !== runRef.current) return
          busyRef.current = false
          setState({ phase: 'done', code, outcome })
        })
      return true
    },
    [validate],
  )

  const reset = useCallback(() => {
    runRef.current++
    busyRef.current = false
    lastCodeRef.current = null
    setState({ phase: 'scanning' })
  }, [])

  return { state, submit, reset }
}
