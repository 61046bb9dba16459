// The fair's settings from the server (GET /api/fair): its time zone drives the home screen's
// "next talks" and the profile's dates, so FAIR_TIMEZONE is the one place it is set.
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type { Fair } from './contract.ts'

export const FAIR_PATH = '/api/fair'

export const getFair = (): Promise<Fair> => apiRequest(FAIR_PATH, { schema: 'FairSchema' })

/** The fair's settings; asked once per visit, they are fixed for the life of the server. */
export function useFair() {
  return useSWR(FAIR_PATH, getFair, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  })
}
