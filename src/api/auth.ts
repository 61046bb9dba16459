// The account calls of SPEC.md section 7, shared by the attendee app and the kiosk.
import { apiRequest, clearToken, setToken } from './client.ts'
import type { Registration, User, UserUpdate } from './contract.ts'

export const ME_PATH = '/api/users/me'

/** Logs in with the e-mail as `username` (form-encoded) and stores the access token. */
export async function login(email: string, password: string): Promise<string> {
  const { access_token } = await apiRequest('/api/auth/login', {
    method: 'POST',
    form: { username: email, password },
    schema: 'TokenSchema',
    anonymous: true,
  })
  setToken(access_token)
  return access_token
}

export function getMe(): Promise<User> {
  return apiRequest(ME_PATH, { schema: 'UserSchema' })
}

/** Empty optional fields are left out of the payload. */
export function register(payload: Registration): Promise<unknown> {
  const json = Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined && value !== ''),
  )
  return apiRequest('/api/auth/register', { method: 'POST', json, anonymous: true })
}

export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    json: { email },
    schema: 'MessageSchema',
    anonymous: true,
  })
}

export function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    json: { token, new_password: newPassword },
    schema: 'MessageSchema',
    anonymous: true,
  })
}

export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('/api/auth/verify-email', { method: 'POST', json: { token }, anonymous: true })
}

/** Ends the session on the server; the token is cleared whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', anonymous: true })
  } finally {
    clearToken()
  }
}

/** Saves the profile; callers reload the user afterwards (the answer is not read). */
export async function updateUser(id: number, changes: UserUpdate): Promise<void> {
  await apiRequest(`/api/users/${id}`, { method: 'PUT', json: changes })
}
