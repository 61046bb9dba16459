// Smart Matching: ranks the exhibitors the user has not decided on with the matching engine
// (with the exhibitors' interest in other attendees like them as a bounded signal),
// keeps the suggestions as 'none' rows, and records accept/reject decisions (idempotent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ErrorBodySchema,
  MatchListSchema,
  MatchSchema,
  VendorIdParamSchema,
  matchingProfile,
} from '../../src/api/contract.ts'
import { vendorExists } from '../db/catalogue-repository.ts'
import {
  decide,
  decisionsOf,
  engagements,
  engagementsSignature,
  history,
  saveSuggestions,
} from '../db/matches-repository.ts'
import type { UserRow } from '../db/users-repository.ts'
import {
  engagedRequest,
  rankExhibitors,
  suggestExhibitors,
  type Engagement,
} from '../domain/matching/index.ts'
import type { AttendeeProfile } from '../domain/matching/types.ts'
import type { EmploymentType } from '../../src/api/contract.ts'
import { HttpError } from '../plugins/errors.ts'
import { NOT_FOUND, PROFILE_INCOMPLETE } from '../messages.ts'

/** The attendee as the engine reads them; null while the profile is incomplete (SPEC's gate). */
function attendeeOf(user: UserRow): AttendeeProfile | null {
  const profile = matchingProfile(user)
  if (!profile) return null
  return {
    ...profile,
    employmentType: user.employmentType as EmploymentType | null,
    companyName: user.companyName,
  }
}

/** Engagements read again at most this long after they were read, even if the signature holds:
 * it does not see an engaged attendee edit their request or delete their account. */
const ENGAGEMENTS_MAX_AGE_MS = 60_000

const matches: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  // Exhibitors' interest in attendees, reduced to what those attendees ask for, kept between
  // requests: reading thousands of rows per ranking would cost more than the ranking itself.
  let engaged: { signature: string; at: number; all: Engagement[] } | undefined
  let loading: Promise<Engagement[]> | undefined
  const reload = async (signature: string) => {
    const all = (await engagements(db)).map((g): Engagement => ({
      exhibitorId: g.vendorId,
      attendeeId: g.userId,
      kind: g.kind,
      rating: g.rating,
      request: engagedRequest(g.seeking),
    }))
    engaged = { signature, at: Date.now(), all }
    return all
  }
  const allEngagements = async () => {
    const signature = await engagementsSignature(app.database)
    if (engaged?.signature === signature && Date.now() - engaged.at < ENGAGEMENTS_MAX_AGE_MS) {
      return engaged.all
    }
    loading ??= reload(signature).finally(() => {
      loading = undefined
    })
    return loading
  }
  const secured = { security: [{ bearer: [] }], tags: ['matches'] }

  app.get(
    '/api/matches/new',
    {
      schema: {
        ...secured,
        summary:
          'New suggestions, best first: vendors not yet accepted or rejected that offer something the user asked for (empty when none clears the relevance floor)',
        response: { 200: MatchListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await app.auth.user(request)
      const attendee = attendeeOf(user)
      if (!attendee) throw new HttpError(400, PROFILE_INCOMPLETE)
      const [prepared, decisions, all] = await Promise.all([
        app.exhibitors.all(),
        decisionsOf(db, user.id),
        allEngagements(),
      ])
      // Interest in this attendee is theirs to see in Cronologia, not a hint about others.
      const others = all.filter((g) => g.attendeeId !== user.id)
      // Only real matches above the floor, in the order the attendee's decisions and the
      // exhibitors' interest in people like them give them.
      const shown = suggestExhibitors(attendee, prepared, decisions, others)
      return saveSuggestions(
        db,
        user.id,
        shown.map((r) => ({ vendorId: r.exhibitorId, score: r.score, reason: r.reason })),
      )
    },
  )

  app.get(
    '/api/matches/',
    {
      schema: {
        ...secured,
        summary: 'Decided matches (accepted and rejected), latest first',
        response: { 200: MatchListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => history(db, (await app.auth.user(request)).id),
  )

  for (const action of ['accept', 'reject'] as const) {
    app.post(
      `/api/matches/:vendorId/${action}`,
      {
        schema: {
          ...secured,
          summary: action === 'accept' ? 'Mark a vendor as interesting' : 'Pass on a vendor',
          params: VendorIdParamSchema,
          response: { 200: MatchSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        const user = await app.auth.user(request)
        const { vendorId } = request.params
        if (!(await vendorExists(db, vendorId))) throw new HttpError(404, NOT_FOUND.vendor)
        // Deciding without a stored suggestion (e.g. from the vendor page): score it now.
        const attendee = attendeeOf(user)
        const exhibitor = attendee
          ? (await app.exhibitors.all()).find((e) => e.id === vendorId)
          : undefined
        const [ranked] = attendee && exhibitor ? rankExhibitors(attendee, [exhibitor]) : []
        return decide(db, user.id, vendorId, action === 'accept' ? 'accepted' : 'rejected', {
          score: Math.min(1, Math.max(0, ranked?.score ?? 0)),
          reason: ranked?.reason ?? '',
        })
      },
    )
  }
}

export default matches
