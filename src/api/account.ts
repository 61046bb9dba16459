// The signed-in attendee's own account calls (issue 19): password change, data export, deletion.
import { apiRequest, clearToken, setToken } from './client.ts'
import type { UserExport } from './contract.ts'

/** Changes the password; the server ends every other session and answers this one's new token. */
export async function changePassword(current: string, next: string): Promise<void> {
  const { access_token } = await apiRequest('/api/users/me/password', {
    method: 'POST',
    json: { current_password: current, new_password: next },
    schema: 'TokenSchema',
  })
  setToken(access_token)
}

export function exportMyData(): Promise<UserExport> {
  return apiRequest('/api/users/me/export', { schema: 'UserExportSchema' })
}

/** Deletes the account; the session is over whatever happens next. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/api/users/me', { method: 'DELETE', json: { password } })
  clearToken()
}
