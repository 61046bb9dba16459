// Smart Matching: new suggestions, the history of decisions, and accept/pass.
import useSWR from 'swr'
import { apiRequest } from './client.ts'
import type { Match } from './contract.ts'

export const NEW_MATCHES_PATH = '/api/matches/new'
export const MATCH_HISTORY_PATH = '/api/matches/'

export const getNewMatches = (): Promise<Match[]> =>
  apiRequest(NEW_MATCHES_PATH, { schema: 'MatchListSchema' })
export const getMatchHistory = (): Promise<Match[]> =>
  apiRequest(MATCH_HISTORY_PATH, { schema: 'MatchListSchema' })

export async function acceptMatch(vendorId: number): Promise<void> {
  await apiRequest(`/api/matches/${vendorId}/accept`, { method: 'POST' })
}
export async function rejectMatch(vendorId: number): Promise<void> {
  await apiRequest(`/api/matches/${vendorId}/reject`, { method: 'POST' })
}

// Suggestions are computed on the server: refetched on purpose (queue empty), not on focus.
const queueOptions = { revalidateOnFocus: false, revalidateIfStale: false }

/** `enabled` is false while the profile gate holds (the server refuses incomplete profiles). */
export function useNewMatches(enabled = true) {
  return useSWR(enabled ? NEW_MATCHES_PATH : null, getNewMatches, queueOptions)
}

export function useMatchHistory(enabled = true) {
  return useSWR(enabled ? MATCH_HISTORY_PATH : null, getMatchHistory, {
    revalidateOnFocus: false,
  })
}
