import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

/** Goes to `to` after `ms` once `active` turns true; cancelled when the screen goes away. */
export function useRedirectAfter(active: boolean, to: string, ms: number) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!active) return
    const timer = window.setTimeout(() => navigate(to, { replace: true }), ms)
    return () => window.clearTimeout(timer)
  }, [active, to, ms, navigate])
}
