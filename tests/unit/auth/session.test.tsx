// Session rules of SPEC.md section 4 and the guards of section 2, against a scripted fetch.
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_EXPIRED_EVENT, getToken, setToken } from '../../../src/api/client.ts'
import type { User } from '../../../src/api/contract.ts'
import { AuthProvider, RequireAuth, RequireStaff, useAuth } from '../../../src/auth/index.ts'
import type { AuthState } from '../../../src/auth/index.ts'

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const token = (sub: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`

const user = (role = 'user'): User => ({
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Rossi',
  phone_number: null,
  employment_type: 'private',
  company_name: null,
  role,
  created_at: '2025-09-01T10:00:00Z',
  last_login: null,
  qr_code_data: 'qr-7',
  seeking: null,
  description: null,
  share_with_interested_exhibitors: false,
  share_on_badge_scan: false,
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
let urls: string[]
function script(responder: (url: string) => Response | Promise<Response>) {
  urls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      return responder(url)
    }),
  )
}

const probe: { current: AuthState | null } = { current: null }
function Probe() {
  const value = useAuth()
  useEffect(() => {
    probe.current = value
  })
  return null
}
const session = (): AuthState => {
  if (!probe.current) throw new Error('no session rendered')
  return probe.current
}
const renderSession = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('session', () => {
  it('fetches no user at start without a token', () => {
    script(() => json(user()))
    renderSession()
    expect(urls).toEqual([])
    expect(session().loading).toBe(false)
    expect(session().authenticated).toBe(false)
  })

  it('fetches the user at start when a token exists', async () => {
    setToken(token('7'))
    script(() => json(user('staff')))
    renderSession()
    expect(session().loading).toBe(true)
    await waitFor(() => expect(session().loading).toBe(false))
    expect(urls).toEqual(['/api/users/me'])
    expect(session().authenticated).toBe(true)
    expect(session().isStaff).toBe(true)
    expect(session().user?.email).toBe('ada@example.com')
  })

  it('never passes through a signed-out moment while the first user loads', async () => {
    // The first user arrives as a transition: the end of loading must come in the same update,
    // or a guard would send a signed-in visitor to /login for one render.
    setToken(token('7'))
    script(() => json(user()))
    const seen: string[] = []
    function Recorder() {
      const { loading, authenticated } = useAuth()
      useEffect(() => {
        seen.push(loading ? 'loading' : authenticated ? 'in' : 'out')
      })
      return null
    }
    render(
      <AuthProvider>
        <Recorder />
      </AuthProvider>,
    )
    await waitFor(() => expect(seen.at(-1)).toBe('in'))
    expect(seen).not.toContain('out')
  })

  it('counts roles staff and admin as staff, any other as a normal user', async () => {
    for (const [role, staff] of [
      ['admin', true],
      ['staff', true],
      ['exhibitor', false],
    ] as const) {
      localStorage.clear()
      setToken(token('7'))
      script(() => json(user(role)))
      const view = renderSession()
      await waitFor(() => expect(session().loading).toBe(false))
      expect(session().isStaff).toBe(staff)
      view.unmount()
    }
  })

  it('logs in: stores the token, then loads the user', async () => {
    const access = token('7')
    script((url) =>
      url.endsWith('/login') ? json({ access_token: access, token_type: 'bearer' }) : json(user()),
    )
    renderSession()
    await act(() => session().login('ada@example.com', 'segreto123'))
    expect(urls).toEqual(['/api/auth/login', '/api/users/me'])
    expect(getToken()).toBe(access)
    expect(session().authenticated).toBe(true)
  })

  it("rejects with 'Failed to fetch user data' when the user cannot be loaded after login", async () => {
    script((url) =>
      url.endsWith('/login')
        ? json({ access_token: token('7'), token_type: 'bearer' })
        : json({ detail: 'boom' }, 500),
    )
    renderSession()
    await expect(act(() => session().login('ada@example.com', 'segreto123'))).rejects.toThrow(
      'Failed to fetch user data',
    )
    expect(session().authenticated).toBe(false)
  })

  it('passes on the server detail of a refused login', async () => {
    script(() => json({ detail: 'Incorrect email or password' }, 401))
    renderSession()
    await expect(act(() => session().login('ada@example.com', 'sbagliata'))).rejects.toThrow(
      'Incorrect email or password',
    )
  })

  it('logs out: clears token and user even when the server call fails', async () => {
    setToken(token('7'))
    script((url) => {
      if (url.endsWith('/logout')) throw new TypeError('Failed to fetch')
      return json(user())
    })
    renderSession()
    await waitFor(() => expect(session().authenticated).toBe(true))
    await act(() => session().logout())
    expect(urls).toContain('/api/auth/logout')
    expect(getToken()).toBeNull()
    expect(session().user).toBeNull()
    expect(session().authenticated).toBe(false)
  })

  it('resets to logged out on the auth-expired event', async () => {
    setToken(token('7'))
    script(() => json(user()))
    renderSession()
    await waitFor(() => expect(session().authenticated).toBe(true))
    act(() => {
      window.dispatchEvent(new CustomEvent(AUTH_EXPIRED_EVENT))
    })
    expect(session().authenticated).toBe(false)
    expect(getToken()).toBeNull()
  })

  it('drops a token the server refuses at start', async () => {
    setToken(token('7'))
    script(() => json({ detail: 'Not authenticated' }, 401))
    renderSession()
    await waitFor(() => expect(session().loading).toBe(false))
    expect(session().authenticated).toBe(false)
    expect(getToken()).toBeNull()
  })

  it('shows the last user seen online when the network is down (offline ticket)', async () => {
    setToken(token('7'))
    script(() => json(user()))
    const online = renderSession()
    await waitFor(() => expect(session().authenticated).toBe(true))
    online.unmount()
    script(() => {
      throw new TypeError('Failed to fetch')
    })
    renderSession()
    await waitFor(() => expect(session().loading).toBe(false))
    expect(session().user?.qr_code_data).toBe('qr-7')
  })

  it('shows the last user seen online when a gateway answers for a server that is down', async () => {
    // One token value: building it twice can straddle a second and change its `exp`.
    const kept = token('7')
    setToken(kept)
    script(() => json(user()))
    const online = renderSession()
    await waitFor(() => expect(session().authenticated).toBe(true))
    online.unmount()
    script(() => json({ detail: 'no upstream' }, 502))
    renderSession()
    await waitFor(() => expect(session().loading).toBe(false))
    expect(session().user?.qr_code_data).toBe('qr-7')
    expect(getToken()).toBe(kept)
  })

  it('forgets the cached user on logout', async () => {
    setToken(token('7'))
    script(() => json(user()))
    renderSession()
    await waitFor(() => expect(session().authenticated).toBe(true))
    await act(() => session().logout())
    expect(localStorage.getItem('fiera.user')).toBeNull()
  })
})

describe('guards', () => {
  const app = (path: string) =>
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>Pagina di login</p>} />
            <Route element={<RequireAuth />}>
              <Route path="/profile" element={<p>Profilo privato</p>} />
            </Route>
            <Route
              path="/validate"
              element={
                <RequireStaff>
                  <p>Varco</p>
                </RequireStaff>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    )

  it("shows 'Loading...' while the user loads, then the page", async () => {
    setToken(token('7'))
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    script(async () => {
      await gate
      return json(user())
    })
    app('/profile')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    release()
    expect(await screen.findByText('Profilo privato')).toBeInTheDocument()
  })

  it('sends anonymous users to /login', () => {
    script(() => json(user()))
    app('/profile')
    expect(screen.getByText('Pagina di login')).toBeInTheDocument()
  })

  it('sends non-staff users opening /validate to /login', async () => {
    setToken(token('7'))
    script(() => json(user('user')))
    app('/validate')
    expect(await screen.findByText('Pagina di login')).toBeInTheDocument()
  })

  it('lets staff open /validate', async () => {
    setToken(token('7'))
    script(() => json(user('staff')))
    app('/validate')
    expect(await screen.findByText('Varco')).toBeInTheDocument()
  })
})
