// The prefilled e-mail to an exhibitor: a greeting and an introduction, in the attendee's name.
import type { User, Vendor } from '../../api/contract.ts'
import { t } from '../../i18n/it.ts'

export function displayName(user: User | null): string {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim()
  return name || user?.email || ''
}

export function matchMailto(vendor: Vendor, user: User | null): string | null {
  if (!vendor.email) return null
  const subject = encodeURIComponent(t.matches.mailSubject)
  const body = encodeURIComponent(
    t.matches.mailBody(vendor.name, displayName(user), user?.company_name ?? null),
  )
  return `mailto:${vendor.email}?subject=${subject}&body=${body}`
}
