// Exhibitors: the list (vendors screen, matching cards, profile) and one vendor's page.
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type { Vendor } from './contract.ts'

export const VENDORS_PATH = '/api/vendors/'
export const vendorPath = (vendorId: number | string) =>
  `/api/vendors/${encodeURIComponent(String(vendorId))}`

export const getVendors = (): Promise<Vendor[]> =>
  apiRequest(VENDORS_PATH, { schema: 'VendorListSchema' })
export const getVendor = (vendorId: number | string): Promise<Vendor> =>
  apiRequest(vendorPath(vendorId), { schema: 'VendorSchema' })

// The catalogue changes rarely during a visit: no refetch on every focus.
const catalogueOptions = { revalidateOnFocus: false, dedupingInterval: 60_000 }

export function useVendors() {
  return useSWR(VENDORS_PATH, getVendors, catalogueOptions)
}

/** Each visit of a vendor page counts as a page view: fetched once per mount, not on focus. */
export function useVendor(vendorId: string | undefined) {
  return useSWR(vendorId ? vendorPath(vendorId) : null, () => getVendor(vendorId ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: true,
  })
}
