// Session state of SPEC.md section 4: who is logged in, for the app and the kiosk. The last user
// seen online is kept so the ticket still shows when the phone has no network at the gate.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { ReactNode } from 'react'
import { getMe, login as loginCall, logout as logoutCall, ME_PATH } from '../api/auth.ts'
import {
  RequestError,
  clearToken,
  getToken,
  isGatewayFailure,
  loadContract,
  onAuthExpired,
} from '../api/client.ts'
import type { User } from '../api/contract.ts'
import { isStaffRole } from '../api/roles.ts'
import { takeEarly } from '../boot/early-answers.ts'

export const FETCH_USER_FAILED = 'Failed to fetch user data'
export const CACHED_USER_KEY = 'fiera.user'

export interface AuthState {
  user: User | null
  authenticated: boolean
  isStaff: boolean
  loading: boolean
  /** Stores the token, then loads the user; rejects with the login error or 'Failed to fetch user data'. */
  login: (email: string, password: string) => Promise<User>
  /** Ends the session; token and user are cleared even if the server call fails. */
  logout: () => Promise<void>
  /** Reloads the user (after a profile change); resolves to null when it cannot. */
  refreshUser: () => Promise<User | null>
}

const AuthContext = createContext<AuthState | null>(null)

/** The last user seen online, checked against the contract (storage can hold anything). */
export async function readCachedUser(): Promise<User | null> {
  try {
    const raw = localStorage.getItem(CACHED_USER_KEY)
    if (!raw) return null
    const parsed = (await loadContract()).UserSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function cacheUser(user: User | null) {
  try {
    if (user) localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user))
    else localStorage.removeItem(CACHED_USER_KEY)
  } catch {
    // Private mode without storage: the app still works online.
  }
}

export interface AuthProviderProps {
  children: ReactNode
}

export function AuthProvider({ children }: AuthProviderProps) {
  // One state, so the user and the end of loading always arrive in the same render. The user is
  // fetched at start only when a token exists.
  const [session, setSession] = useState(() => ({
    user: null as User | null,
    loading: getToken() !== null,
  }))
  const { user, loading } = session
  // Knowing who is signed in, or that nobody is, ends the loading.
  const setUser = useCallback((next: User | null) => setSession({ user: next, loading: false }), [])

  const signOut = useCallback(() => {
    clearToken()
    cacheUser(null)
    setUser(null)
  }, [setUser])

  const loadUser = useCallback(
    async (first = false): Promise<User | null> => {
      // The first screen after 'Loading...' is built as a transition: React draws it in slices
      // of a few milliseconds instead of one long task that a slow phone feels as a freeze.
      const show = (next: User | null) =>
        first ? startTransition(() => setUser(next)) : setUser(next)
      try {
        const me = await (first ? takeEarly(ME_PATH, getMe) : getMe())
        cacheUser(me)
        show(me)
        return me
      } catch (error) {
        // The server's refusal ends the session; no network, or a gateway with no server behind
        // it, shows the last user seen online.
        const refused = error instanceof RequestError && !isGatewayFailure(error.status)
        if (refused || !getToken()) {
          signOut()
          return null
        }
        // No network: the last user seen online, so the ticket stays at hand.
        const cached = await readCachedUser()
        show(cached)
        return cached
      }
    },
    [setUser, signOut],
  )

  useEffect(() => {
    // After the effect, not in it: the user arrives asynchronously anyway.
    if (getToken()) void Promise.resolve(true).then(loadUser)
  }, [loadUser])

  useEffect(() => onAuthExpired(signOut), [signOut])

  const login = useCallback(
    async (email: string, password: string) => {
      await loginCall(email, password)
      let me: User
      try {
        me = await getMe()
      } catch {
        throw new Error(FETCH_USER_FAILED)
      }
      cacheUser(me)
      setUser(me)
      return me
    },
    [setUser],
  )

  const logout = useCallback(async () => {
    try {
      await logoutCall()
    } catch {
      // The session ends locally whatever the server says.
    } finally {
      signOut()
    }
  }, [signOut])

  const value = useMemo<AuthState>(
    () => ({
      user,
      authenticated: user !== null,
      isStaff: isStaffRole(user?.role),
      loading,
      login,
      logout,
      refreshUser: () => loadUser(),
    }),
    [user, loading, login, logout, loadUser],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
