// SPEC.md's profile-completion rule, written once for the home screen, the Smart Matching gate
// and the server's /api/matches/new. Zod-free (like roles.ts), so screens that only ask "is the
// profile complete?" do not load the contract; contract.ts re-exports it for the server.

/** The two fields Smart Matching reads, as any layer holds them (API user or database row). */
export interface MatchingFields {
  seeking?: string | null
  description?: string | null
}

/** Seeking and description trimmed, or null while either is blank (the gate holds). */
export function matchingProfile(
  user: MatchingFields | null | undefined,
): { seeking: string; description: string } | null {
  const seeking = user?.seeking?.trim()
  const description = user?.description?.trim()
  return seeking && description ? { seeking, description } : null
}

export function isProfileComplete(user: MatchingFields | null | undefined): boolean {
  return matchingProfile(user) !== null
}
