// The agenda kept on the phone (localStorage) against a scripted network: what the user starred
// must survive leaving the page, whatever the network did after the change was accepted.
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AGENDA_PATH, useAgenda } from '../../../src/api/agenda.ts'
import { clearToken, setToken } from '../../../src/api/client.ts'

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
const userId = 41
const stored = () => JSON.parse(localStorage.getItem(`fiera.agenda.${userId}`) ?? 'null') as unknown
// A fresh SWR cache per test: no answer leaks from one test into the next.
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map() } }, children)

describe('useAgenda', () => {
  beforeEach(() => {
    localStorage.clear()
    setToken(`${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Date.now() / 1000 + 600 })}.sig`)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    clearToken()
  })

  it('keeps the accepted change on the phone before the agenda is read again', async () => {
    let reads = 0
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') return Promise.resolve(json({ event_ids: [7] }))
        if (String(url).endsWith(AGENDA_PATH)) {
          // The first read answers; the read after the change never does (the page is left).
          reads += 1
          return reads === 1 ? Promise.resolve(json({ event_ids: [] })) : new Promise(() => {})
        }
        return Promise.reject(new TypeError('unexpected call'))
      }),
    )
    const { result } = renderHook(() => useAgenda(userId), { wrapper })
    await waitFor(() => expect(reads).toBe(1))
    act(() => result.current.toggle(7))
    expect(result.current.ids).toEqual([7])
    // The change was accepted: nothing waits, and the phone knows the server's agenda has it.
    await waitFor(() => expect(stored()).toEqual({ ids: [7], pending: {} }))
  })
})
