// The gate's PIN: it keeps passers-by out of the settings, the logout and windowed mode of an
// unattended kiosk. It is kept as a salted SHA-256 so it is not readable in the device's storage;
// a 4-8 digit PIN is no defence against someone who can open the browser's tools, and is not
// meant to be one (the staff session is what the server trusts).
export const PIN_PATTERN = /^\d{4,8}$/

export async function hashPin(pin: string): Promise<string> {
  const bytes = new TextEncoder().encode(`fiera-kiosk-pin|${pin}`)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function pinMatches(pin: string, pinHash: string): Promise<boolean> {
  // No PIN set yet (a device set up before PINs existed): nothing to guard with.
  if (!pinHash) return true
  return PIN_PATTERN.test(pin) && (await hashPin(pin)) === pinHash
}
