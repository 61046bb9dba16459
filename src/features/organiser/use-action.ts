// One organiser action at a time per screen: busy while it runs, then its message (success or
// the server's Italian detail) for the screen's snackbar or alert.
import { useState } from 'react'
import { errorMessage } from '../../api/client.ts'
import { organiser as t } from '../../i18n/it/organiser.ts'

export interface ActionMessage {
  severity: 'success' | 'error'
  text: string
}

export function useAction() {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<ActionMessage | null>(null)
  const run = async <T>(action: () => Promise<T>, success: (result: T) => string) => {
    setBusy(true)
    setMessage(null)
    try {
      const result = await action()
      setMessage({ severity: 'success', text: success(result) })
      return result
    } catch (error) {
      setMessage({
        severity: 'error',
        text: errorMessage(error, t.common.failed, t.common.network),
      })
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { busy, message, setMessage, run }
}
