// The submit/busy/error/success state that Fiera's six forms each wrote by hand, written once.
// Why not a library (issue 18 looked at both):
// - react-hook-form 7.92's useForm weighs 12.5 KiB gzip (minified, bundled alone); /login's
//   budget (170 KiB and 1.3x the floor, tests/e2e/bundle-budget.spec.ts) has 3 KiB left.
// - React 19's useActionState runs the submission as an async action, and React entangles every
//   transition with a pending async action: React Router's navigations (RouterProvider updates in
//   startTransition) then wait for the call to settle. On a gate's weak network a hanging login
//   or profile save froze every link and the footer meanwhile (shown by the login stories: one
//   story's call left pending held the next story's form). This hook keeps the same shape
//   (outcome, busy, submit), so moving to useActionState is local once React scopes actions.
import { useState, type FormEvent } from 'react'

/** How the last submission ended: the message to show (error or success), or nothing. */
export interface FormOutcome {
  error: string | null
  success: string | null
}

export interface FormSubmitOptions {
  /** Checks run before anything is sent; a message here is shown and nothing is sent. */
  check?: () => string | null | undefined
  /** Sends the form; resolves to a success message (a string) to show, or to anything else. */
  send: () => Promise<unknown>
  /** The readable message for a failed send. */
  failed: (cause: unknown) => string
  /** A message shown before any submission (e.g. a reset link without its token). */
  initialError?: string | null
}

export interface FormSubmit extends FormOutcome {
  /** True while `send` runs: the submit button is disabled and shows its busy label. */
  busy: boolean
  /** For the <form>: the browser's own checks (required, type=email) have run before it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

const nothing: FormOutcome = { error: null, success: null }

export function useFormSubmit({
  check,
  send,
  failed,
  initialError = null,
}: FormSubmitOptions): FormSubmit {
  const [outcome, setOutcome] = useState<FormOutcome>({ ...nothing, error: initialError })
  const [busy, setBusy] = useState(false)
  return {
    ...outcome,
    busy,
    onSubmit: (event) => {
      event.preventDefault()
      const refused = check?.()
      if (refused) {
        setOutcome({ error: refused, success: null })
        return
      }
      // A new attempt clears the last one's message while it runs.
      setOutcome(nothing)
      setBusy(true)
      send().then(
        (success) => {
          setOutcome({ error: null, success: typeof success === 'string' ? success : null })
          setBusy(false)
        },
        (cause: unknown) => {
          setOutcome({ error: failed(cause), success: null })
          setBusy(false)
        },
      )
    },
  }
}
