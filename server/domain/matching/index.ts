// The Smart Matching engine behind the interface the matches routes call: reciprocal (what the
// attendee seeks against what the exhibitor offers, and the reverse), Italian-aware, calibrated.
import {
  analyse,
  buildDoc,
  closestWord,
  familyKey,
  featureCount,
  featureId,
  isAudience,
  isKnownStem,
  kindStems,
  ownKindCredit,
  knownFeatureId,
  maxTypoDistance,
  type Doc,
  type DocEntry,
  type Feature,
} from './analyse.ts'
import {
  BUSINESS_CUSTOMERS,
  BUSINESS_SELF,
  CONCEPTS,
  CONSUMER_CUSTOMERS,
  NEGATIONS,
  OWN_BUSINESS,
  OWNING_WORDS,
  PRIVATE_USE,
  TRAINEE_WORDS,
} from './lexicon.ts'
import { engagementSentence, explain, type MatchedPair } from './reason.ts'
import { stem, tokenize } from './text.ts'
import type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

export type { AttendeeProfile, ExhibitorProfile, RankedExhibitor } from './types.ts'

/** The exhibitor side, processed once per vendor change (see prepareExhibitor). */
export interface PreparedExhibitor {
  id: number
  name: string
  /** What they offer: name and description, with wider concepts. */
  offer: Doc
  /** Stems of the offer's content words, each with its first spelling there (see
   * TUNING.literalBoost and literalMatchWords). */
  offerStems: ReadonlyMap<string, string>
  /** Distinct words of the offer (8+ letters), to correct attendees' typos against. */
  offerWords: string[]
  /** What they seek, as weighted features grouped into needs; empty if they said nothing. */
  seeking: Feature[]
  /** Offer entries that come only from its seeking (an exhibitor seeking interns offers
   * internships): offered to a visitor who asks for the position, not to one who asks for staff. */
  reciprocal: ReadonlySet<number>
  /** What they seek, quoted in reasons when the attendee does not fit; null if nothing said. */
  seekingQuoted: string[] | null
  /** Need index and base weight of each seeking feature, kept flat for the scoring loop. */
  seekingNeeds: Int32Array
  seekingBases: Float64Array
  /** Which kinds of customer their seeking names: consumers, businesses (both false: unsaid). */
  seeksConsumers: boolean
  seeksBusinesses: boolean
  /** Their description names consumers too ("anche ai privati"): not a business-only stand. */
  describesConsumers: boolean
  /** How many things the stand says it is or does in its name and first sentence (distinct
   * concepts at full strength, kinds of customer aside): a generalist's count is high. */
  topics: number
}

export const TUNING = {
  /** Smoothing of corpus weighting: as if this many more exhibitors lacked every feature. */
  idfPrior: 20,
  /** Share of a feature's weight that does not depend on its rarity. */
  idfFloor: 0.4,
  /** Credit when only a wider concept of what is asked is present. */
  broaderCredit: 0.5,
  /** Each further level up (cobot → robotica → automazione) credits this much less. */
  broaderDecay: 0.7,
  /** Credit of an ambiguous word matched on its surface alone. */
  ambiguousCredit: 0.35,
  /** A need is fully answerable only if it carries at least this much weight. */
  minNeedWeight: 1,
  /** Forward fit = best need × this + overall coverage × the rest. */
  forwardBestNeed: 0.65,
  /** Backward fit: exhibitors usually list alternatives ("negozi, artigiani e marchi"). */
  backwardBestNeed: 0.8,
  /** Score when the exhibitor's side does not match at all, as a share of the forward fit. */
  oneSidedFloor: 0.45,
  /** The same share when the request's main words are answered exactly (the very product). */
  exactFloor: 0.65,
  /** The very product is a specific word: its weight as asked times its corpus factor is at
   * least this (a full-weight word unless nearly every stand offers it; a lighter one, 0.6, only
   * if a few stands offer it: at 30 stands, at most 4). */
  exactWeight: 0.45,
  /** Focus: a stand whose request-answering words are few of the things it says it is (a bank
   * met on one word of its six) keeps 1 − this × the unanswered share: it only reorders. */
  focus: 0.15,
  /** An offer concept this strong is one of the things the stand is (name, first sentence). */
  ownTopic: 0.9,
  /** Score kept when the exhibitor seeks another kind of customer (consumers vs businesses)
   * and does not offer exactly what was asked. */
  otherCustomers: 0.65,
  /** Score of an exhibitor that seeks someone like the attendee but offers nothing asked, at best. */
  backwardOnly: 0.08,
  /** Credit of what an offer gives only to a beneficiary the request never names (pets). */
  otherBeneficiary: 0.5,
  /** Strength of a plain word found only in an exhibitor's name (a proper name, see
   * weakenNameOnly): below `matchedCredit`, so it never makes a match alone. */
  nameOnly: 0.25,
  /** Score kept by a stand that offers, as its own, what the request refuses ("NON in
   * palestra", "nn mi serve la web agency"). */
  refused: 0.25,
  /** An offer entry this strong is the stand's own (not a detail of a later sentence). */
  refusedStrength: 0.9,
  /** Backward fit assumed when the exhibitor did not say what they seek. */
  unknownBackward: 0.5,
  /** Profile words that come from the attendee's own "Cosa cerchi" count this much. */
  seekingInProfile: 0.5,
  /** Asked words that no exhibitor uses weigh this much of their weight (mostly filler). */
  unknownWord: 0.5,
  /** An exhibitor seeking interns offers internships: that seeking counts as offered, this much. */
  reciprocalOffer: 0.8,
  /** Weight of a kind of customer ("privati", "ristoranti") in what the attendee asks for. */
  audienceAsked: 0.3,
  /** Matched words lighter than this are not quoted in reasons. */
  quotedWeight: 0.35,
  /** A real match: a quoted word of the request answered at least this much (see `matched`). */
  matchedCredit: 0.3,
  /** The same for a kind of customer or business asked for (a catering, a B&B, a school). */
  audienceCredit: 0.75,
  /** Literal evidence: a stand's score rises by up to this share, in proportion to how much of
   * the request's own words (rarer ones weigh more) its offer says as written where the engine's
   * reading gave them no real match (see literalShares). The lexicon reads a request by roles and
   * senses; the words a reader sees first ("la tesi sulla manutenzione predittiva", "troppo
   * miele", "online") must not be lost where it discounts them or does not know them. This lift
   * never makes a match (stronger literal evidence does: see `literalMatchWords`). */
  literalBoost: 0.4,
  /** Literal evidence lifts a score to at most this, just under 0.25 (the weak-match line of
   * sessions 9–14): a weak real match the floor would cut can be shown, but the weak-match rule
   * reads the score before the lift, and the order of the stands the engine's reading scores from
   * 0.25 on stays its own (unbounded, one detail word said as written reordered a near tie: a
   * travel agency's "gita" over the teaching farm asked for). */
  literalCeiling: 0.24,
  /** Literal evidence orders the shown queue (thirteenth pass, literal evidence (2)): each
   * suggestion's score is multiplied by 1 + this × the share of the request's words that its
   * offer says as written (rarer ones weigh more, matched ones too), over the same
   * for the suggestion that says most (which keeps its score; alone at a fair, a stand keeps its
   * own). Only after the queue is decided, like focus and decisions: it shows no stand the
   * engine's reading would not (no padding in a fair of two or three stands) and lifts no weak
   * match over the weak-match rule; among the suggestions, the stand that says what was asked as
   * asked goes first. Re-fitted in session 12 on unseen-like data (the blind sets' development
   * halves, docs/matching.md "Fourteenth pass"): 0.4 was chosen on the development pool, whose
   * lexicon was written from its own misses; where the lexicon does not know the fair, the words
   * said as written are worth more: 1.5 raised the blind-dev mean nDCG@5 0.668 → 0.680 (4 of 6
   * sets up, sesta −0.013), no dev-pool set down by more than 0.003. Beside literal matches and the
   * need floor (merged), 1.5 cost demo 0.007 and 1.2 costs it 0.004 for 0.002 of blind-dev mean
   * (0.705 → 0.703): 1.2, which one fold of the leave-one-set-out check chose too. Then the share
   * became one of the whole request (a word no stand says weighs what the reading asks of it), so
   * that one word the fair says is not the whole request: 2.5 with it, blind-dev mean 0.703 →
   * 0.708 ("Fourteenth pass: literal order relative to the request"). */
  literalOrder: 2.5,
  /** The literal order counts more where the lexicon reads little of the request: it is
   * multiplied by 1 + this × the share of the request's quoted words (by weight, kinds of
   * customer and pairs of words aside) that the reading knows only as plain words, not as
   * concepts. Where the lexicon reads the whole request (the fairs it was written from) the order
   * is as before; where it reads little (a fair whose words it never saw), the words said as
   * written weigh more in what comes first. It only reorders the shown queue: the caps decide
   * what is shown in the plain literal order. Session 13 ("Sixteenth pass: the order of the top
   * five"): blind-dev mean nDCG@5 0.703 → 0.707, decima +0.017, quattordicesima +0.016..0.018. */
  literalOrderUnread: 0.5,
  /** Literal evidence can make a match (fourteenth pass): a stand whose offer says, as written,
   * at least this many of the request's rare asked words, and about as many as the stand that
   * says most (`weakLead`), is a real match at `literalCeiling` (so after every stand the engine's
   * reading scores from 0.25 on), and its reason names those words. One word
   * alone is no evidence (a long single word measured: graded 0 +70 on the development pool for
   * no gain). */
  literalMatchWords: 2,
  /** Rare: said by at most this share of the fair's stands (or by one). */
  literalMatchRare: 0.1,
  /** Asked: read as weighing at least this much (a word of context counts, as a concept, 0.25, or
   * as a plain word, 0.15: what the visitor says they do is what a stand that says it as written
   * serves; a filler, 0.12, or a kind of customer does not). 0.25 until session 15 (plain words
   * of context did not count); 0.15 chosen by leave-one-set-out in every fold: blind-dev mean
   * nDCG@5 +0.004, decima, dodicesima and sedicesima up, no set down (docs/matching.md,
   * "Nineteenth pass: the queue rules that hide relevant stands"). */
  literalMatchWeight: 0.15,
  /** Suggestions score at least this much (and have a real match). */
  floor: 0.08,
  /** A weak match (scoring below this before the literal lift) is shown only if it answers a main
   * word of the request about as well as anyone at the fair (see `leadsAWord`): otherwise it is
   * padding. 0.25 until session 15: on the blind sets' development halves the rule hid more
   * relevant stands that nothing else would show than the later caps and floors leave padding
   * (docs/matching.md, "Nineteenth pass: the queue rules that hide relevant stands"): at 0.1,
   * chosen by leave-one-set-out, blind-dev mean nDCG@5 0.696 → 0.718. */
  weakScore: 0.1,
  /** About as well: a credit at least this share of the best credit any exhibitor gives. */
  weakLead: 0.8,
  /** A main word: weighing at least this much as asked (not context, a detail or a qualifier). */
  weakMainWord: 0.4,
  /** A suggestion must score at least this share of the best suggestion that answers one of the
   * same needs (clauses) of the request: the fourth stand met on "corso" at a fifth of the best
   * course is padding, while the one stand that answers a second need ("… e magari un corso di
   * inglese") is that need's best and stays (a floor relative to the visitor's best alone hid such
   * second needs: "The thirteenth look"). Decided exhibitors count, like the cap below. */
  needFloor: 0.25,
  /** The same share for a match that rests only on a detail of the stand's description (a later
   * sentence, a purpose), a wider concept or a word family: none of the words it answers is
   * credited `ownTopic` (one of the things the stand is, answered as asked). */
  detailNeedFloor: 0.4,
  /** At most this many suggestions rest on one and the same request word alone (the best of
   * them): the sixth stand met only on "corso" or "ettaro" adds length, not a match. */
  sameWordCap: 5,
  /** The same per need (clause) of the request: a suggestion whose needs this many better ones
   * already answer is hidden, so the fifth weak stand for the same need adds length, not a match,
   * while a stand that also answers another need stays. 5 until session 16; 4 re-fitted on the
   * nineteen blind sets by leave-one-set-out (every fold): graded-0 suggestions on their
   * development halves −12.7 %, mean nDCG@5 −0.0016 (docs/matching.md, "Twentieth pass"). A weak
   * fifth suggestion is padding far more often than an answer; strong ones (`sameNeedStrong`) are
   * never capped. */
  sameNeedCap: 4,
  /** A stand scoring at least this share of its need's best answer is never capped: at a fair of
   * a thousand stands, twenty good answers to one need are all shown (the cap alone cut the
   * bench's queue from 78 to 13, and a visitor who decided five never saw a sixth, however good).
   * Both values also cap the whole queue, as one need: after `sameNeedCap` suggestions only stands
   * at this share of the best suggestion are shown (session 14, docs/matching.md "Eighteenth pass:
   * precision of the queue": graded-0 suggestions on the blind sets' development halves −10 %). */
  sameNeedStrong: 0.5,
  /** A word that more than this share of the fair's stands offer (and more stands than
   * `sameWordCap`) is common: it tells them apart little. Of the suggestions resting on it alone,
   * only those about as good as the best of them (`weakLead`, in queue order) are shown, as a weak
   * match must lead its word: at an unseen fair the tenth stand met only on «corso» or «maglieria»
   * well below the first is padding (session 13, docs/matching.md "Sixteenth pass: precision of
   * the queue": graded-0 suggestions on the blind sets' development halves −12 %). */
  commonWord: 0.15,
  /** The tail as the queue orders it: after `sameNeedCap` suggestions, a stand under
   * this share of the first suggestion's queue score (score × focus × literal evidence, the order
   * the visitor reads) is hidden. `sameNeedStrong` bounds the tail by the score alone; by the
   * queue's own order, the tail a stand that says the request as written leaves far behind is
   * padding too (session 15, docs/matching.md "Nineteenth pass: precision of the queue":
   * graded-0 suggestions on the blind sets' development halves −7.6 %, nDCG@5 unchanged). */
  queueTail: 0.5,
  /** A decided exhibitor this similar (what both answer of the request) moves the other. */
  similarDecision: 0.3,
  /** An accept raises a similar match by up to this share, a pass lowers it by up to that one. */
  acceptBoost: 0.3,
  passDrop: 0.4,
  /** Two-sided matching (issue 21): an exhibitor that showed interest in other attendees who ask
   * for what it answers of this one ("Interessa anche a noi", a badge scanned at the stand) rises
   * by at most this share. Bounded so that a popular stand cannot dominate the queue. */
  engagedBoost: 0.15,
  /** Another attendee is like this one for an exhibitor if their request holds at least this
   * share of what makes the exhibitor a match here (its answered words, by weight). */
  engagedSimilar: 0.3,
  /** At least this many distinct other attendees, so that the signal never points at one person. */
  engagedMinPeople: 2,
  /** Evidence (people × kind weight × likeness) at which the boost reaches 63 % of its bound. */
  engagedSaturation: 2,
  /** What each kind of interest is worth: a mutual match, a lead by its rating (a cold lead is
   * no interest, and still counts among the people the stand engaged: it lowers selectivity). */
  engagedWeights: { mutual: 1, caldo: 1, tiepido: 0.6, unrated: 0.5, freddo: 0 },
} as const

const EMPLOYMENT_TEXT = {
  private: 'privato',
  self_employed: 'lavoratore autonomo, ditta',
  employee: 'dipendente di azienda',
} as const

/** Kinds of customer that are people rather than businesses. */
const CONSUMER_KINDS = new Set([featureId('c:privati'), featureId('c:studenti')])

/** Seeking these means offering them: an exhibitor looking for interns offers internships. */
const RECIPROCAL_CONCEPTS = new Set([featureId('c:tirocinio')])
/** A request for work ("cerco lavoro"): never one for staff, whatever else it names. */
const JOB_SEARCH = featureId('c:ricerca-lavoro')
/** A request for staff: hiring, people to find (see staffAsked). */
const STAFF_CONCEPTS = new Set([featureId('c:recruiting'), featureId('c:trovare-personale')])

export function prepareExhibitor(e: ExhibitorProfile): PreparedExhibitor {
  const offerText = `${e.name}. ${e.description ?? ''}`
  const words = new Set<string>()
  const stems = new Map<string, string>()
  for (const t of tokenize(offerText)) {
    if (!t.stop && t.word.length >= 8) words.add(t.word)
    if (!t.stop && t.word.length > 2 && !stems.has(t.stem)) {
      stems.set(t.stem, offerText.slice(t.start, t.end))
    }
  }
  const seeking = e.seeking?.trim() ? analyse(e.seeking) : []
  const offer = buildDoc([{ text: offerText, strength: 1, mode: 'offer' }])
  weakenNameOnly(offer, e.name, e.description ?? '')
  // A stand that seeks its own kind of customer may serve it rather than be it ("Linea Hotel"
  // seeking "Hotel e B&B"): its kind is not read as what it is.
  for (const f of seeking) {
    const entry = f.audience ? offer.get(f.id) : undefined
    if (entry?.kinds) offer.set(f.id, { ...entry, kinds: undefined })
  }
  const reciprocal = new Set<number>()
  for (const f of seeking) {
    if (RECIPROCAL_CONCEPTS.has(f.id) && !offer.has(f.id)) {
      offer.set(f.id, { strength: TUNING.reciprocalOffer, surface: f.surface })
      reciprocal.add(f.id)
    }
  }
  const quoted = seeking.filter((f) => f.weight >= TUNING.quotedWeight).map((f) => f.surface)
  return {
    id: e.id,
    name: e.name,
    offer,
    offerWords: [...words],
    offerStems: stems,
    seeking,
    reciprocal,
    seekingQuoted: seeking.some((f) => f.kind !== 'generic') ? quoted : null,
    seekingNeeds: Int32Array.from(seeking.map((f) => f.need)),
    seekingBases: Float64Array.from(seeking.map((f) => f.weight)),
    seeksConsumers:
      seeking.some((f) => CONSUMER_KINDS.has(f.id)) || names(e.seeking ?? '', customers.consumers),
    describesConsumers: names(e.description ?? '', customers.consumers),
    seeksBusinesses:
      seeking.some((f) => f.audience && !CONSUMER_KINDS.has(f.id)) ||
      names(e.seeking ?? '', customers.businesses),
    topics: topicsOf(offer),
  }
}

/** A list of phrases as token words (see `customers`), with the longest phrase's length. */
interface Phrases {
  set: Set<string>
  longest: number
}
function phrases(list: readonly string[]): Phrases {
  const set = new Set(list.map((p) => words(p).join(' ')))
  return { set, longest: Math.max(...[...set].map((p) => p.split(' ').length)) }
}
const words = (text: string) => tokenize(text).map((t) => t.word)

// The customer-type lists of lexicon.ts, as token words.
const customers = {
  consumers: phrases(CONSUMER_CUSTOMERS),
  businesses: phrases(BUSINESS_CUSTOMERS),
  own: phrases(OWN_BUSINESS),
  owning: phrases(OWNING_WORDS),
  self: phrases(BUSINESS_SELF),
  private: phrases(PRIVATE_USE),
  trainees: phrases(TRAINEE_WORDS),
}
const REFUSING = new Set([...NEGATIONS, 'no', 'esclusi', 'escluso', 'eccetto', 'tranne'])

/** How many words of the phrase of `p` that starts at `list[i]` (token words), longest first; 0
 * when none does. */
function phraseAt(list: readonly string[], i: number, p: Phrases): number {
  for (let len = Math.min(p.longest, list.length - i); len > 0; len--) {
    if (p.set.has(list.slice(i, i + len).join(' '))) return len
  }
  return 0
}
/** Whether `text` says a phrase of `p`, not refused ("no privati", "esclusi i privati"). */
function names(text: string, p: Phrases): boolean {
  const list = words(text)
  for (let i = 0; i < list.length; i++) {
    if (!phraseAt(list, i, p)) continue
    const before = list.slice(Math.max(0, i - 3), i)
    if (!before.some((w) => REFUSING.has(w))) return true
  }
  return false
}

/**
 * Whom the visitor buys for in this request: a consumer (for themselves or their home), a
 * business, or unsaid. What the texts say wins over the employment type: an employee asking
 * "per casa mia" buys as a consumer; a visitor who "ha un negozio" or is "titolare" buys for it.
 */
export function customerKind(a: AttendeeProfile): 'consumer' | 'business' | null {
  const said = words(`${a.description}. ${a.seeking}`)
  const runsOne = said.some(
    (w, i) =>
      phraseAt(said, i, customers.owning) &&
      [1, 2, 3].some((k) => i + k < said.length && phraseAt(said, i + k, customers.own)),
  )
  const sought = words(a.seeking)
  const isOne =
    names(a.description, customers.self) ||
    sought.some(
      (w, i) =>
        (w === 'sono' || w === 'siamo') &&
        [1, 2].some((k) => i + k < sought.length && phraseAt(sought, i + k, customers.self)),
    )
  if (runsOne || isOne) return 'business'
  if (names(`${a.description}. ${a.seeking}`, customers.private)) return 'consumer'
  if (a.employmentType === 'private') return 'consumer'
  return a.employmentType ? 'business' : null
}

/** Whether a stand serves the other kind of customer than the visitor's: a consumer at a stand
 * that seeks only businesses (and does not describe consumers), or a business at one that seeks
 * only consumers. */
export function servesOtherKind(
  kind: ReturnType<typeof customerKind>,
  e: PreparedExhibitor,
): boolean {
  return kind === 'consumer'
    ? e.seeksBusinesses && !e.seeksConsumers && !e.describesConsumers
    : kind === 'business' && e.seeksConsumers && !e.seeksBusinesses
}

/**
 * Who the visitor is, as the profile the exhibitors' seeking is read against: the employment
 * type's words, unless the visitor's own texts say otherwise (see customerKind). An employee
 * asking "per casa mia" meets the stands that seek "privati", not those that seek "aziende".
 */
function kindText(a: AttendeeProfile, kind: ReturnType<typeof customerKind>): string {
  if (kind === 'consumer') return EMPLOYMENT_TEXT.private
  if (!a.employmentType || (kind === 'business' && a.employmentType === 'private')) return ''
  return EMPLOYMENT_TEXT[a.employmentType]
}

let topicIds: Set<number> | undefined

/** The offer's concepts at full strength, kinds of customer aside (see PreparedExhibitor.topics):
 * wider concepts, solved problems and word families enter a document weaker, so they never count. */
function topicsOf(offer: Doc): number {
  topicIds ??= new Set(CONCEPTS.filter((c) => !isAudience(c.id)).map((c) => featureId(`c:${c.id}`)))
  let count = 0
  for (const [id, entry] of offer)
    if (entry.strength >= TUNING.ownTopic && topicIds.has(id)) count++
  return count
}

/**
 * A plain word found only in an exhibitor's name ("Falegnameria Del Bosco", "Arredamenti Ferri")
 * is most likely a proper name, not something offered: unless the description says it too (by
 * stem or word family) or the lexicon knows it, it counts `TUNING.nameOnly`, too little to make a
 * match on its own ("legna nel bosco" is no carpentry).
 */
function weakenNameOnly(offer: Doc, name: string, description: string): void {
  const said = tokenize(description)
  if (!said.length) return
  const stems = new Set(said.map((t) => t.stem))
  const families = new Set(said.map((t) => familyKey(t.word)))
  for (const t of tokenize(name)) {
    if (t.stop || t.word.length <= 2 || isKnownStem(t.stem) || stems.has(t.stem)) continue
    const family = familyKey(t.word)
    if (families.has(family)) continue
    for (const key of [`s:${t.stem}`, family]) {
      const id = featureId(key)
      const entry = offer.get(id)
      if (entry) offer.set(id, { ...entry, strength: entry.strength * TUNING.nameOnly })
    }
  }
}

const isPair = (f: Feature) => f.key.startsWith('p:')

function idfFactor(df: number, n: number): number {
  const total = n + TUNING.idfPrior
  const idf = Math.log((total + 1) / (df + 1)) / Math.log(total + 1)
  return TUNING.idfFloor + (1 - TUNING.idfFloor) * idf
}

/** Credit (0..1) that a document gives to one asked feature, and the words that gave it. */
function credit(
  f: Feature,
  doc: Doc,
  named: ReadonlySet<number> = NONE,
): { value: number; found: string; fromSeeking?: boolean } | undefined {
  const direct = doc.get(f.id)
  if (direct) {
    const factor =
      (f.kind === 'ambiguous' ? TUNING.ambiguousCredit : 1) *
      beneficiaryFactor(direct, named) *
      (f.audience ? ownKindCredit(kindStems(f.surface), direct) : 1)
    return {
      value: direct.strength * f.strength * factor,
      found: direct.surface,
      fromSeeking: direct.fromSeeking,
    }
  }
  let share = TUNING.broaderCredit
  for (const key of f.broader) {
    const wider = doc.get(key)
    if (wider) {
      const value = wider.strength * f.strength * share * beneficiaryFactor(wider, named)
      return { value, found: wider.surface, fromSeeking: wider.fromSeeking }
    }
    share *= TUNING.broaderDecay
  }
  const kin = f.family !== undefined && f.family >= 0 ? doc.get(f.family) : undefined
  if (kin)
    return { value: kin.strength * f.strength * beneficiaryFactor(kin, named), found: kin.surface }
  return undefined
}

const NONE: ReadonlySet<number> = new Set()

/** Less credit for what an offer gives only to a beneficiary the request never names (see
 * markBeneficiaries in analyse.ts: "fisioterapia per cani e gatti"). */
function beneficiaryFactor(entry: DocEntry, named: ReadonlySet<number>): number {
  return entry.for === undefined || named.has(entry.for) ? 1 : TUNING.otherBeneficiary
}

/** The feature ids a request names, with their wider concepts. */
function namedIn(asked: Feature[]): Set<number> {
  const out = new Set<number>()
  for (const f of asked) {
    out.add(f.id)
    for (const b of f.broader) out.add(b)
  }
  return out
}

/**
 * Whether the request asks for staff: hiring or people to find ("cerco operai"), or the trainees
 * an employer takes on ("cerchiamo stagisti"), rather than the position a job seeker asks for
 * ("cerco uno stage"). Such a visitor is not offered the internships other employers seek interns
 * for: they seek the same people.
 */
function staffAsked(asked: Feature[]): boolean {
  const work = asked.some(
    (f) =>
      f.weight >= TUNING.quotedWeight &&
      (f.id === JOB_SEARCH || (RECIPROCAL_CONCEPTS.has(f.id) && !trainees(f))),
  )
  return (
    !work &&
    asked.some(
      (f) =>
        f.weight >= TUNING.quotedWeight &&
        (STAFF_CONCEPTS.has(f.id) || (RECIPROCAL_CONCEPTS.has(f.id) && trainees(f))),
    )
  )
}
function trainees(f: Feature): boolean {
  const said = words(f.surface)
  return said.some((_, k) => phraseAt(said, k, customers.trainees) > 0)
}

/**
 * A document as a table by feature id, for the scoring loop's backward fit, which looks up every
 * seeking word of every stand in the attendee's profile: an id is in the table where its stamp
 * is the table's current one, so that filling it again needs no clearing. Array reads instead of
 * Map lookups: session 16, the backward fit's lookups were ~8 % of a ranking at 1,000 exhibitors.
 */
const docTable = { stamp: 0, stamps: new Int32Array(0), strengths: new Float64Array(0) }

function fillDocTable(doc: Doc): typeof docTable {
  const size = featureCount()
  if (docTable.stamps.length < size) {
    docTable.stamps = new Int32Array(Math.ceil(size * 1.5))
    docTable.strengths = new Float64Array(docTable.stamps.length)
  }
  docTable.stamp++
  for (const [id, entry] of doc) {
    if (id < 0 || id >= docTable.stamps.length) continue
    docTable.stamps[id] = docTable.stamp
    docTable.strengths[id] = entry.strength
  }
  return docTable
}

/** credit() without the words or beneficiaries, read from a filled docTable: the allocation-free
 * form the scoring loop uses. */
function creditValue(f: Feature, table: typeof docTable): number {
  const { stamp, stamps, strengths } = table
  if (stamps[f.id] === stamp) {
    return (
      (strengths[f.id] ?? 0) * f.strength * (f.kind === 'ambiguous' ? TUNING.ambiguousCredit : 1)
    )
  }
  let share = TUNING.broaderCredit
  for (const key of f.broader) {
    if (stamps[key] === stamp) return (strengths[key] ?? 0) * f.strength * share
    share *= TUNING.broaderDecay
  }
  return 0
}

/** A need is only fully answerable if it carries enough weight ("Cerco" alone is not a need). */
function cover(got: number, total: number, base: number): number {
  return total ? (got / total) * Math.min(1, base / TUNING.minNeedWeight) : 0
}

/** Weighted coverage of asked features, blending the best-answered need and the whole request. */
function fitValue(
  needOf: ArrayLike<number>,
  weights: ArrayLike<number>,
  bases: ArrayLike<number>,
  gained: ArrayLike<number>,
  bestShare: number,
): number {
  let got = 0
  let total = 0
  let base = 0
  let best = 0
  const count = needOf.length
  let last = 0
  for (let i = 0; i < count; i++) last = Math.max(last, needOf[i] ?? 0)
  for (let need = 0; need <= last; need++) {
    let g = 0
    let t = 0
    let b = 0
    for (let i = 0; i < count; i++) {
      if (needOf[i] !== need) continue
      g += gained[i] ?? 0
      t += weights[i] ?? 0
      b += bases[i] ?? 0
    }
    got += g
    total += t
    base += b
    best = Math.max(best, cover(g, t, b))
  }
  if (!total) return 0
  return Math.min(1, bestShare * best + (1 - bestShare) * cover(got, total, base))
}

interface MatchContext {
  asked: Feature[]
  askedWeights: Float64Array
  /** What the request names (see beneficiaryFactor). */
  named: ReadonlySet<number>
  profile: Doc
  exhibitors: PreparedExhibitor[]
  corpus: Corpus
}

function pairsOf(
  asked: Feature[],
  weights: ArrayLike<number>,
  doc: Doc,
  quoteAudience: boolean,
  named: ReadonlySet<number> = NONE,
) {
  const pairs: MatchedPair[] = []
  const phrases: MatchedPair[] = []
  const ambiguous: MatchedPair[] = []
  asked.forEach((f, i) => {
    const c = credit(f, doc, named)
    if (
      !c ||
      f.weight < TUNING.quotedWeight ||
      (f.audience && !quoteAudience && c.value < TUNING.audienceCredit)
    )
      return
    const pair: MatchedPair = {
      asked: f.surface,
      found: c.found,
      contribution: c.value * (weights[i] ?? 0),
      ...(c.fromSeeking ? { foundInSeeking: true } : {}),
    }
    if (f.kind === 'ambiguous') ambiguous.push(pair)
    else if (isPair(f)) phrases.push(pair)
    else pairs.push(pair)
  })
  // A reason quotes "fattoria didattica" once, not also "fattoria" and "didattica".
  const kept = pairs.filter((p) => {
    const word = p.asked.toLowerCase()
    const phrase = phrases.find((x) =>
      x.asked
        .toLowerCase()
        .split(/[\s'’]+/)
        .includes(word),
    )
    if (phrase) phrase.contribution += p.contribution
    return !phrase
  })
  return { pairs: [...kept, ...phrases], ambiguous }
}

function seekFactors(exhibitors: readonly PreparedExhibitor[]): Map<number, number> {
  const df = new Map<number, number>()
  for (const e of exhibitors) for (const f of e.seeking) df.set(f.id, (df.get(f.id) ?? 0) + 1)
  const factors = new Map<number, number>()
  for (const [id, d] of df) factors.set(id, idfFactor(d, exhibitors.length))
  return factors
}

/** The reason for one exhibitor: built only when read, since most of a ranking is never shown. */
function reasonFor(
  ctx: MatchContext,
  e: PreparedExhibitor,
  row: number,
  literal?: LiteralWord[],
): string {
  const forward = pairsOf(ctx.asked, ctx.askedWeights, e.offer, false, ctx.named)
  if (literal) {
    // What made the match is quoted first: the request's words the stand says as written.
    const quoted = new Set(forward.pairs.map((p) => p.asked.toLowerCase()))
    for (const w of literal) {
      if (quoted.has(w.asked.toLowerCase())) continue
      forward.pairs.push({ asked: w.asked, found: w.found, contribution: 1 + w.weight })
    }
  }
  const backward = e.seekingQuoted
    ? pairsOf(e.seeking, ctx.corpus.seekWeights[row] as Float64Array, ctx.profile, true).pairs
    : []
  return explain({
    name: e.name,
    forward: forward.pairs,
    ambiguous: forward.ambiguous,
    backward,
    exhibitorSeeks: e.seekingQuoted,
  })
}

/** A word corrected to the lexicon stays as written if some offer uses it: then it is a word,
 * not a typo ("contratti" is not "contatti"). */
function asWrittenIfUsed(f: Feature, corpus: Corpus): Feature {
  const w = f.asWritten
  if (!w || w.id < 0 || !corpus.offering.has(w.id)) return f
  return {
    key: w.key,
    id: w.id,
    kind: 'stem',
    weight: w.weight,
    strength: f.strength / 0.85,
    surface: f.surface,
    need: f.need,
    broader: [],
    word: w.word,
  }
}

/** The credit a request feature needs to be a real match: a kind of customer ("ristoranti") is
 * one only where the exhibitor is one, not where they work for one ("miscele per bar"). */
const neededCredit = (f: Feature | undefined) =>
  f?.audience ? TUNING.audienceCredit : TUNING.matchedCredit

/** The request as written, read once for the literal evidence: its tokens, and the stems of each
 * asked feature's own words ("comunicati stampa": both). */
interface RequestWords {
  text: string
  tokens: ReturnType<typeof tokenize>
  featureStems: ReadonlySet<string>[]
}

function requestWords(text: string, asked: Feature[]): RequestWords {
  return {
    text,
    tokens: tokenize(text),
    featureStems: asked.map((f) => new Set(tokenize(f.surface).map((t) => t.stem))),
  }
}

/** Per exhibitor, the idf-weighted share of the request's content words (stems, as written)
 * that its offer says literally: the evidence a reader sees first. `lost` counts only the words
 * the engine's reading gave no real match there (a word discounted as context or detail, listed as
 * generic, or unknown), out of those some offer says (a word no stand uses is a typo or filler
 * here), so that a word already matched is not counted twice in the score; `all` counts every
 * shared word out of the whole request, for the order of the shown queue (see
 * TUNING.literalOrder). */
function literalShares(
  request: RequestWords,
  corpus: Corpus,
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
): { lost: Float64Array; all: Float64Array; said: Map<string, number> } {
  const n = corpus.members.length
  const q = asked.length
  const out = new Float64Array(n)
  const all = new Float64Array(n)
  const stems = [
    ...new Set(request.tokens.flatMap((t) => (!t.stop && t.word.length > 2 ? [t.stem] : []))),
  ]
  /** How many stands say each stem (literalMatches reads it too). */
  const said = new Map<string, number>()
  const weights = stems.map((s) => {
    const d = corpus.saying.get(s)?.length ?? 0
    said.set(s, d)
    return d ? idfFactor(d, n) : 0
  })
  const total = weights.reduce((a, b) => a + b, 0)
  if (!total) return { lost: out, all, said }
  // The quotable request features each word is part of ("comunicati stampa": both words).
  const covering = stems.map((s) =>
    asked.flatMap((_, i) => (quotable[i] && request.featureStems[i]?.has(s) ? [i] : [])),
  )
  // The order's share is out of the whole request: a word no stand says still weighs what the
  // reading asks of it (a filler little, a concept fully), so that one word the fair says is not
  // the whole request when the rest goes unsaid ("troppi fermi macchina in reparto": «macchine»).
  let whole = total
  stems.forEach((s, k) => {
    if (weights[k]) return
    let w = 0
    asked.forEach((f, i) => {
      if (request.featureStems[i]?.has(s)) w = Math.max(w, f.weight)
    })
    whole += w
  })
  // Word by word over the rows that say it: each row still adds its words in the request's order.
  const got = new Float64Array(n)
  const saidShare = new Float64Array(n)
  stems.forEach((s, k) => {
    const weight = weights[k] ?? 0
    for (const row of corpus.saying.get(s) ?? NO_ROWS) {
      saidShare[row] = (saidShare[row] ?? 0) + weight
      const matched = (covering[k] ?? []).some(
        (i) => (credits[row * q + i] ?? 0) >= neededCredit(asked[i]),
      )
      if (!matched) got[row] = (got[row] ?? 0) + weight
    }
  })
  for (let row = 0; row < n; row++) {
    out[row] = (got[row] ?? 0) / total
    all[row] = (saidShare[row] ?? 0) / whole
  }
  return { lost: out, all, said }
}

/** The share of the request's quoted words (by weight as asked, kinds of customer and pairs of
 * words aside) that the reading knows only as plain words: how little of the request the lexicon
 * reads (see TUNING.literalOrderUnread). */
function unread(asked: Feature[], quotable: readonly boolean[]): number {
  let known = 0
  let plain = 0
  asked.forEach((f, i) => {
    if (!quotable[i] || f.audience) return
    if (f.kind === 'concept') known += f.weight
    else if (f.kind === 'stem' && !isPair(f)) plain += f.weight
  })
  return known + plain ? plain / (known + plain) : 0
}

/** A request word said as written by a stand, for the reason: as each side spells it. */
interface LiteralWord {
  asked: string
  found: string
  weight: number
}

/**
 * Literal matches (see TUNING.literalMatchWords): per exhibitor, the request's words it says as
 * written (stem match, name or description) that are rare in this fair (said by at most
 * `literalMatchRare` of the stands, or one) and read as something asked (`literalMatchWeight`:
 * not a kind of customer, a refusal, an ambiguous word, a filler or a plain word of context);
 * undefined where fewer than `literalMatchWords` such words are said, or where another stand says
 * clearly more of them (less than `weakLead` of its evidence, weighed by rarity), as a weak
 * match must answer its word about as well as anyone.
 */
function literalMatches(
  request: RequestWords,
  exhibitors: PreparedExhibitor[],
  corpus: Corpus,
  asked: Feature[],
  saying: ReadonlyMap<string, number>,
): (LiteralWord[] | undefined)[] {
  const n = exhibitors.length
  const out: (LiteralWord[] | undefined)[] = new Array(n)
  // The weight each stem is asked with: the heaviest feature whose words hold it.
  const askedAs = new Map<string, number>()
  asked.forEach((f, i) => {
    if (f.audience || f.key.startsWith('n:') || f.kind === 'ambiguous' || f.kind === 'generic')
      return
    for (const s of request.featureStems[i] ?? []) {
      askedAs.set(s, Math.max(askedAs.get(s) ?? 0, f.weight))
    }
  })
  const seen = new Set<string>()
  const rare: { stem: string; asked: string; weight: number }[] = []
  for (const t of request.tokens) {
    if (t.stop || t.word.length <= 2 || seen.has(t.stem)) continue
    seen.add(t.stem)
    const weight = askedAs.get(t.stem) ?? 0
    if (weight < TUNING.literalMatchWeight) continue
    const d = saying.get(t.stem) ?? 0
    if (!d || d > Math.max(1, TUNING.literalMatchRare * n)) continue
    rare.push({
      stem: t.stem,
      asked: request.text.slice(t.start, t.end),
      weight: weight * idfFactor(d, n),
    })
  }
  if (rare.length < TUNING.literalMatchWords) return out
  const evidence = new Float64Array(n)
  const said: LiteralWord[][] = []
  for (const w of rare) {
    for (const row of corpus.saying.get(w.stem) ?? NO_ROWS) {
      const found = (exhibitors[row] as PreparedExhibitor).offerStems.get(w.stem) as string
      ;(said[row] ??= []).push({ asked: w.asked, found, weight: w.weight })
      evidence[row] = (evidence[row] ?? 0) + w.weight
    }
  }
  said.forEach((words, row) => {
    if (words.length >= TUNING.literalMatchWords) out[row] = words
  })
  // Held to the weak-match rule's standard: about as much evidence as the stand that says most.
  const best = Math.max(...evidence)
  for (let row = 0; row < n; row++) {
    if ((evidence[row] ?? 0) < TUNING.weakLead * best) out[row] = undefined
  }
  return out
}

/** Replaces asked words found in no offer with a near spelling that some offer uses. */
function correctTypo(f: Feature, corpus: Corpus): Feature {
  if (f.kind !== 'stem' || !f.word || isKnownStem(stem(f.word))) return f
  const first = f.word[0]
  const max = maxTypoDistance(f.word)
  const candidates = new Set<string>()
  for (const w of corpus.words) {
    if (w[0] === first && Math.abs(w.length - f.word.length) <= max) candidates.add(w)
  }
  const fixed = closestWord(f.word, candidates)
  if (!fixed) return f
  const key = `s:${stem(fixed)}`
  return { ...f, key, id: featureId(key), strength: f.strength * 0.85 }
}

/**
 * What a ranking reads of the whole fair that no request changes, built once per list of prepared
 * exhibitors (the route passes the same list until a vendor changes): which rows offer each
 * feature and say each stem, the offers' words, and the corpus weights of what each stand seeks.
 * A ranking then visits only the stands that hold a request's words instead of looking every word
 * up in every stand: those lookups (credits, literal evidence) were ~32 % of a ranking at 1,000
 * exhibitors (session 16, docs/matching.md "Speed").
 */
interface Corpus {
  /** The list as indexed, to notice a list changed in place. */
  members: readonly PreparedExhibitor[]
  /** Per offer feature id, the rows whose offer holds it, in order. */
  offering: Map<number, number[]>
  /** Per offer stem (PreparedExhibitor.offerStems), the rows that say it, in order. */
  saying: Map<string, number[]>
  /** The offers' distinct words (PreparedExhibitor.offerWords), in first-seen order. */
  words: string[]
  /** Per row, each seeking feature's weight times its corpus factor among the stands' seeking. */
  seekWeights: Float64Array[]
}

const corpora = new WeakMap<readonly PreparedExhibitor[], Corpus>()

function corpusOf(exhibitors: readonly PreparedExhibitor[]): Corpus {
  const known = corpora.get(exhibitors)
  if (
    known &&
    known.members.length === exhibitors.length &&
    known.members.every((e, row) => e === exhibitors[row])
  ) {
    return known
  }
  const offering = new Map<number, number[]>()
  const saying = new Map<string, number[]>()
  const words = new Set<string>()
  exhibitors.forEach((e, row) => {
    for (const id of e.offer.keys()) {
      const rows = offering.get(id)
      if (rows) rows.push(row)
      else offering.set(id, [row])
    }
    for (const s of e.offerStems.keys()) {
      const rows = saying.get(s)
      if (rows) rows.push(row)
      else saying.set(s, [row])
    }
    for (const w of e.offerWords) words.add(w)
  })
  const seekFactor = seekFactors(exhibitors)
  const corpus: Corpus = {
    members: [...exhibitors],
    offering,
    saying,
    words: [...words],
    seekWeights: exhibitors.map((e) =>
      Float64Array.from(e.seeking, (f) => f.weight * (seekFactor.get(f.id) ?? 1)),
    ),
  }
  corpora.set(exhibitors, corpus)
  return corpus
}

const NO_ROWS: readonly number[] = []

/** An attendee's texts as the engine reads them, whatever the exhibitors: what the request asks
 * for (before the corpus checks its spellings), whom the visitor buys for, their profile as a
 * document, and the request's words for the literal evidence. */
interface Reading {
  asked: readonly Feature[]
  kind: ReturnType<typeof customerKind>
  profile: Doc
  /** The typo checks against the corpus change no feature's surface, so these stay valid. */
  words: RequestWords
}

const readings = new Map<string, Reading>()

/**
 * The attendee's reading, memoised by their texts: a visitor who opens their suggestions again is
 * not read again (reading the request and profile was about a third of a ranking at 1,000
 * exhibitors, ~2 ms, session 16). An attendee's texts are read against the feature ids known so
 * far (knownFeatureId), which only grow as exhibitors are prepared: their count is in the key.
 */
function readingOf(attendee: AttendeeProfile): Reading {
  // The one tuned number this reading uses is in the key: a sweep that sets it reads afresh.
  const key = JSON.stringify([
    featureCount(),
    TUNING.seekingInProfile,
    attendee.seeking,
    attendee.description,
    attendee.companyName ?? '',
    attendee.employmentType ?? null,
  ])
  const known = readings.get(key)
  if (known) return known
  const asked = analyse(attendee.seeking, 1, false, 'request')
  const kind = customerKind(attendee)
  const profile = buildDoc(
    [
      { text: attendee.description, strength: 1 },
      { text: attendee.companyName ?? '', strength: 1 },
      { text: kindText(attendee, kind), strength: 1 },
      { text: attendee.seeking, strength: TUNING.seekingInProfile, fromSeeking: true },
    ],
    false,
  )
  const reading = { asked, kind, profile, words: requestWords(attendee.seeking, asked) }
  // Bounded like engagedRequest's memo: starting over costs one reading per attendee.
  if (readings.size >= 5_000) readings.clear()
  readings.set(key, reading)
  return reading
}

/** Forward credits (exhibitor × asked feature, row-major) and how many offers contain each: each
 * feature, its wider concepts and its word family visit only the rows that offer them. */
function forwardCredits(
  asked: Feature[],
  exhibitors: PreparedExhibitor[],
  corpus: Corpus,
  credits: Float64Array,
  df: Int32Array,
  columns: number[],
  named: ReadonlySet<number>,
): void {
  const q = asked.length
  const n = exhibitors.length
  /** Per row, what gave the current column's credit: 1 the feature itself, 2 a wider concept. */
  const from = new Uint8Array(n)
  for (const col of columns) {
    const f = asked[col] as Feature
    const askedKind = f.audience ? kindStems(f.surface) : undefined
    from.fill(0)
    for (let row = 0; row < n; row++) credits[row * q + col] = 0
    for (const row of corpus.offering.get(f.id) ?? NO_ROWS) {
      const own = (exhibitors[row] as PreparedExhibitor).offer.get(f.id) as DocEntry
      df[col] = (df[col] ?? 0) + 1
      let value = own.strength * f.strength * (f.kind === 'ambiguous' ? TUNING.ambiguousCredit : 1)
      if (own.for !== undefined) value *= beneficiaryFactor(own, named)
      if (askedKind && own.kinds) value *= ownKindCredit(askedKind, own)
      credits[row * q + col] = value
      from[row] = 1
    }
    // The nearest wider concept an offer holds, each level up credited less.
    let share = TUNING.broaderCredit
    for (const key of f.broader) {
      for (const row of corpus.offering.get(key) ?? NO_ROWS) {
        if (from[row]) continue
        const wider = (exhibitors[row] as PreparedExhibitor).offer.get(key) as DocEntry
        credits[row * q + col] =
          wider.strength * f.strength * share * beneficiaryFactor(wider, named)
        from[row] = 2
      }
      share *= TUNING.broaderDecay
    }
    if (f.family === undefined || f.family < 0) continue
    for (const row of corpus.offering.get(f.family) ?? NO_ROWS) {
      if (from[row] === 1 || credits[row * q + col]) continue
      const kin = (exhibitors[row] as PreparedExhibitor).offer.get(f.family) as DocEntry
      credits[row * q + col] = kin.strength * f.strength * beneficiaryFactor(kin, named)
    }
  }
}

let scratchCredits = new Float64Array(0)

/**
 * Whether a weak match is among the best answers to a main word of the request: its credit for a
 * quotable word weighing at least `weakMainWord` is a real match and at least `weakLead` of the
 * best credit (`best`, per asked word) any matched exhibitor gives. "Cerchi «sito»" from a
 * translation agency is padding when a web agency answers «sito» fully.
 */
function leadsAWord(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  best: Float64Array,
  row: number,
): boolean {
  const q = asked.length
  for (let i = 0; i < q; i++) {
    const f = asked[i] as Feature
    const c = credits[row * q + i] ?? 0
    if (!quotable[i] || f.weight < TUNING.weakMainWord) continue
    if (c >= neededCredit(f) && c >= TUNING.weakLead * (best[i] ?? 0)) return true
  }
  return false
}

/** The queue's rules, in the order `showable` applies them: what hides a stand first (see
 * traceQueue). */
export const QUEUE_RULES = [
  'no real match',
  'floor',
  'weak match',
  'need floor',
  'need cap',
  'word cap',
  'common word',
  'queue cap',
  'queue tail',
] as const
export type QueueRule = (typeof QUEUE_RULES)[number]
const RULE = Object.fromEntries(QUEUE_RULES.map((r, i) => [r, i + 1])) as Record<QueueRule, number>

/** One ranking's queue as `showable` decided it, for audits (scripts/queue-audit.ts). */
export interface QueueTrace {
  asked: readonly Feature[]
  quotable: readonly boolean[]
  /** Forward credits, exhibitor × asked feature, row-major (rows in the exhibitors' order). */
  credits: Float64Array
  /** The best credit any real match gives each asked word (the weak-match rule's yardstick). */
  bestCredit: Float64Array
  base: Float64Array
  /** Score × focus × literal evidence: the order the caps count in. */
  queue: Float64Array
  literalRow: Uint8Array
  ownAnswer: Uint8Array
  /** Per row, 1 + the index in QUEUE_RULES of the first rule that hid it; 0 if shown. */
  hiddenBy: Uint8Array
}

let queueTrace: ((trace: QueueTrace) => void) | undefined
/** Audits only: `trace` receives every later ranking's queue decision (undefined stops it). The
 * route never sets it, so a ranking pays one check. */
export function traceQueue(trace: ((trace: QueueTrace) => void) | undefined): void {
  queueTrace = trace
}

/**
 * Which exhibitors may be suggested (decided ones included: the caller drops them): a real match
 * above the floor, not padding next to a better answer of its word (`leadsAWord`), not far below
 * the best answer of every need it answers (`needFloor`), not a weak stand after `sameNeedCap`
 * ones for the same needs nor after `sameWordCap` for one and the same request word alone, both in
 * queue order before decisions, nor resting on a common word alone well below the best stand that
 * does (`commonWord`), nor a suggestion after `sameNeedCap` of the whole queue under half the best
 * (`sameNeedStrong`) or under half the first by queue score (`queueTail`). Decisions never widen
 * the queue: the need floor and the caps count decided exhibitors too.
 * A floor relative to the best match overall was measured and dropped (docs/matching.md, "The
 * thirteenth look"): it hid second needs that organisers grade useful.
 */
function showable(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  bestCredit: Float64Array,
  base: Float64Array,
  queue: Float64Array,
  unlifted: Float64Array,
  matchedRow: Uint8Array,
  onlyWord: Int32Array,
  literalRow: Uint8Array,
  ownAnswer: Uint8Array,
  df: Int32Array,
  why?: Uint8Array,
): Uint8Array {
  const n = base.length
  const shown = new Uint8Array(n)
  const hide = (row: number, rule: QueueRule) => {
    shown[row] = 0
    if (why) why[row] = RULE[rule]
  }
  for (let row = 0; row < n; row++) {
    const score = base[row] ?? 0
    if (!matchedRow[row]) hide(row, 'no real match')
    else if (score < TUNING.floor) hide(row, 'floor')
    else if (
      (unlifted[row] ?? 0) >= TUNING.weakScore ||
      literalRow[row] ||
      leadsAWord(asked, quotable, credits, bestCredit, row)
    ) {
      shown[row] = 1
    } else hide(row, 'weak match')
  }
  // A literal match answers no need by the engine's reading: its own lead (literalMatches) bounds
  // it, not the need floor or the need cap.
  const best = bestPerNeed(asked, quotable, credits, base, shown)
  belowNeedFloor(asked, quotable, credits, base, ownAnswer, shown, best).forEach((row) => {
    if (!literalRow[row]) hide(row, 'need floor')
  })
  const inOrder = (a: number, b: number) => (queue[b] ?? 0) - (queue[a] ?? 0) || a - b
  const q = asked.length
  const rows: number[] = []
  for (let row = 0; row < n; row++) if (shown[row]) rows.push(row)
  const perNeed = new Map<number, number>()
  for (const row of rows.sort(inOrder)) {
    const needs = new Set<number>()
    for (let i = 0; i < q; i++) {
      if (answers(asked, quotable, credits, row, i)) needs.add((asked[i] as Feature).need)
    }
    const score = base[row] ?? 0
    let full = !literalRow[row]
    for (const need of needs) {
      full &&=
        (perNeed.get(need) ?? 0) >= TUNING.sameNeedCap &&
        score < TUNING.sameNeedStrong * (best.get(need) ?? 0)
    }
    for (const need of needs) perNeed.set(need, (perNeed.get(need) ?? 0) + 1)
    if (full) hide(row, 'need cap')
  }
  const single: number[] = []
  for (let row = 0; row < n; row++) {
    if (shown[row] && (onlyWord[row] ?? -1) >= 0) single.push(row)
  }
  single.sort(inOrder)
  const perWord = new Map<number, number>()
  for (const row of single) {
    const word = onlyWord[row] ?? -1
    const count = (perWord.get(word) ?? 0) + 1
    perWord.set(word, count)
    if (count > TUNING.sameWordCap) hide(row, 'word cap')
  }
  // A common word: of the suggestions resting on it alone, only those near the best of them (the
  // first in queue order); a literal match rests on words said as written and is bounded by its
  // own lead.
  const common = Math.max(TUNING.sameWordCap, TUNING.commonWord * n)
  const bestAlone = new Map<number, number>()
  for (const row of single) {
    const word = onlyWord[row] ?? -1
    const best = bestAlone.get(word)
    if (best === undefined) bestAlone.set(word, queue[row] ?? 0)
    else if (
      shown[row] &&
      !literalRow[row] &&
      (df[word] ?? 0) > common &&
      (queue[row] ?? 0) < TUNING.weakLead * best
    ) {
      hide(row, 'common word')
    }
  }
  // After `sameNeedCap` suggestions, in queue order with decided stands counted, only
  // stands near the best stay; a literal match is bounded by its own lead. Twice: the whole queue
  // as one need, by score (`sameNeedStrong`), then the tail as the queue orders it, by the queue's
  // own measure with focus and literal evidence (`queueTail`).
  const capTail = (measure: Float64Array, share: number, rule: QueueRule) => {
    const rows: number[] = []
    let top = 0
    for (let row = 0; row < n; row++) {
      if (!shown[row]) continue
      rows.push(row)
      top = Math.max(top, measure[row] ?? 0)
    }
    rows.sort(inOrder).forEach((row, place) => {
      if (place >= TUNING.sameNeedCap && !literalRow[row] && (measure[row] ?? 0) < share * top) {
        hide(row, rule)
      }
    })
  }
  capTail(base, TUNING.sameNeedStrong, 'queue cap')
  capTail(queue, TUNING.queueTail, 'queue tail')
  return shown
}

/** Whether request word `i` is a real match at `row` (a quoted word, answered enough). */
function answers(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  row: number,
  i: number,
): boolean {
  return !!quotable[i] && (credits[row * asked.length + i] ?? 0) >= neededCredit(asked[i])
}

/** The best score among the rows shown so far that answer each need of the request. */
function bestPerNeed(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  base: Float64Array,
  shown: Uint8Array,
): Map<number, number> {
  const best = new Map<number, number>()
  for (let row = 0; row < base.length; row++) {
    if (!shown[row]) continue
    for (let i = 0; i < asked.length; i++) {
      const need = (asked[i] as Feature).need
      if (answers(asked, quotable, credits, row, i)) {
        best.set(need, Math.max(best.get(need) ?? 0, base[row] ?? 0))
      }
    }
  }
  return best
}

/**
 * The rows shown so far that score under `needFloor` (`detailNeedFloor` for a stand that answers
 * no word as its own topic) of the best shown score among the stands answering the same need, for
 * every need they answer (see TUNING.needFloor).
 */
function belowNeedFloor(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  base: Float64Array,
  ownAnswer: Uint8Array,
  shown: Uint8Array,
  best: ReadonlyMap<number, number>,
): number[] {
  const below: number[] = []
  for (let row = 0; row < base.length; row++) {
    if (!shown[row]) continue
    const share = ownAnswer[row] ? TUNING.needFloor : TUNING.detailNeedFloor
    const score = base[row] ?? 0
    let clears = false
    for (let i = 0; i < asked.length && !clears; i++) {
      const need = (asked[i] as Feature).need
      clears = answers(asked, quotable, credits, row, i) && score >= share * (best.get(need) ?? 0)
    }
    if (!clears) below.push(row)
  }
  return below
}

/** What the attendee decided on an exhibitor ('✅ Mi interessa' or '❌ Passa'). */
export interface Decision {
  exhibitorId: number
  accepted: boolean
}

interface Likeness {
  name: string
  accepted: boolean
  similarity: number
}

/** Weighted overlap of what two exhibitors answer of this attendee's request (0..1): rows `a` and
 * `b` of `gained`, `q` values each. */
function similarity(gained: Float64Array, q: number, a: number, b: number): number {
  let common = 0
  let either = 0
  for (let i = 0; i < q; i++) {
    const x = gained[a * q + i] ?? 0
    const y = gained[b * q + i] ?? 0
    common += Math.min(x, y)
    either += Math.max(x, y)
  }
  return either ? common / either : 0
}

function likenessSentence(like: Likeness): string {
  return like.accepted
    ? `Somiglia a ${like.name}, che ti interessa: l'abbiamo messa più in alto.`
    : `Somiglia a ${like.name}, che hai passato: l'abbiamo messa più in basso.`
}

/**
 * Another attendee an exhibitor showed interest in (issue 21): it answered their "✅ Mi
 * interessa" with "Interessa anche a noi" (`mutual`), or scanned their badge at the stand
 * (`lead`, with the rating it gave). Only what they ask for is kept, as feature keys: the
 * attendee id only tells people apart, and nothing of them reaches a ranking or a reason.
 */
export interface Engagement {
  exhibitorId: number
  attendeeId: number
  kind: 'mutual' | 'lead'
  rating: string | null
  request: ReadonlySet<string>
}

const engagedRequests = new Map<string, ReadonlySet<string>>()

/**
 * The feature keys of another attendee's "Cosa cerchi" that could make an exhibitor a match
 * (quotable, not ambiguous), memoised by text: a fair's attendees are read once, not per request.
 */
export function engagedRequest(seeking: string): ReadonlySet<string> {
  let keys = engagedRequests.get(seeking)
  if (keys) return keys
  const set = new Set<string>()
  for (const f of analyse(seeking, 1, false, 'request')) {
    if (f.weight < TUNING.quotedWeight || f.kind === 'ambiguous') continue
    set.add(f.key)
    if (f.asWritten) set.add(f.asWritten.key)
  }
  keys = set
  // Bounded: a long-running server meets many texts; starting over costs one analysis each.
  if (engagedRequests.size >= 20_000) engagedRequests.clear()
  engagedRequests.set(seeking, keys)
  return keys
}

interface EngagementSignal {
  boost: number
  /** The attendee's own words that the others also ask for (never theirs). */
  words: string[]
  mutual: boolean
  lead: boolean
}

function engagementWeight(g: Engagement): number {
  const w = TUNING.engagedWeights
  if (g.kind === 'mutual') return w.mutual
  if (g.rating === 'caldo' || g.rating === 'tiepido' || g.rating === 'freddo') return w[g.rating]
  return w.unrated
}

/**
 * How much an exhibitor's interest in other attendees like this one should raise it: people are
 * alike here when their request holds what makes the exhibitor a match for this attendee (the
 * quotable words it answers, by weight). Evidence saturates, and counts fully only when the stand
 * is selective (its interest went mostly to people like this one), so neither a popular stand
 * nor one that scans every badge can take the top of the queue by volume.
 */
function engagementSignal(
  asked: Feature[],
  quotable: readonly boolean[],
  credits: Float64Array,
  weights: Float64Array,
  row: number,
  engaged: readonly Engagement[],
): EngagementSignal | undefined {
  const q = asked.length
  const answered: number[] = []
  let total = 0
  for (let i = 0; i < q; i++) {
    const f = asked[i] as Feature
    const c = credits[row * q + i] ?? 0
    if (!quotable[i] || c < neededCredit(f)) continue
    answered.push(i)
    total += c * (weights[i] ?? 0)
  }
  if (!total) return undefined
  const people = new Map<number, { value: number; kind: Engagement['kind']; words: number[] }>()
  const everyone = new Set<number>()
  for (const g of engaged) {
    everyone.add(g.attendeeId)
    const kindWeight = engagementWeight(g)
    if (!kindWeight) continue
    let got = 0
    const words: number[] = []
    for (const i of answered) {
      const f = asked[i] as Feature
      if (!g.request.has(f.key) && !(f.asWritten && g.request.has(f.asWritten.key))) continue
      got += (credits[row * q + i] ?? 0) * (weights[i] ?? 0)
      words.push(i)
    }
    const alike = got / total
    if (alike < TUNING.engagedSimilar) continue
    const value = kindWeight * alike
    const before = people.get(g.attendeeId)
    if (!before || value > before.value) people.set(g.attendeeId, { value, kind: g.kind, words })
  }
  if (people.size < TUNING.engagedMinPeople) return undefined
  let evidence = 0
  const sharedBy = new Map<number, number>()
  for (const p of people.values()) {
    evidence += p.value
    for (const i of p.words) sharedBy.set(i, (sharedBy.get(i) ?? 0) + 1)
  }
  const saturation = 1 - Math.exp(-evidence / TUNING.engagedSaturation)
  const selectivity = Math.min(1, evidence / everyone.size)
  // Quote the attendee's words that most of those people share, heaviest first.
  const words = [...sharedBy]
    .sort(
      ([a, na], [b, nb]) =>
        nb - na ||
        (credits[row * q + b] ?? 0) * (weights[b] ?? 0) -
          (credits[row * q + a] ?? 0) * (weights[a] ?? 0),
    )
    .slice(0, 2)
    .map(([i]) => (asked[i] as Feature).surface)
  const kinds = [...people.values()].map((p) => p.kind)
  return {
    boost: TUNING.engagedBoost * saturation * (0.5 + 0.5 * selectivity),
    words,
    mutual: kinds.includes('mutual'),
    lead: kinds.includes('lead'),
  }
}

/**
 * Ranks every exhibitor for one attendee, best first. `decisions` (the attendee's accepts and
 * passes) move similar real matches up or down; decided exhibitors are never suggested again.
 * `engagements` (exhibitors' interest in other attendees, see `Engagement`) raise real matches
 * whose stand showed interest in people who ask for the same things; like decisions, they only
 * reorder the queue.
 */
export function rankExhibitors(
  attendee: AttendeeProfile,
  exhibitors: PreparedExhibitor[],
  decisions: readonly Decision[] = [],
  engagements: readonly Engagement[] = [],
): RankedExhibitor[] {
  return rank(attendee, exhibitors, decisions, engagements, false)
}

/**
 * `suggestions(rankExhibitors(…))` without ranking the stands that are not suggested: the same
 * list (the order is one of score and id), for the route, which shows only suggestions. At 1,000
 * exhibitors that skips about 950 result objects and their sort per request.
 */
export function suggestExhibitors(
  attendee: AttendeeProfile,
  exhibitors: PreparedExhibitor[],
  decisions: readonly Decision[] = [],
  engagements: readonly Engagement[] = [],
): RankedExhibitor[] {
  return suggestions(rank(attendee, exhibitors, decisions, engagements, true))
}

function rank(
  attendee: AttendeeProfile,
  exhibitors: PreparedExhibitor[],
  decisions: readonly Decision[],
  engagements: readonly Engagement[],
  suggestedOnly: boolean,
): RankedExhibitor[] {
  const n = exhibitors.length
  const corpus = corpusOf(exhibitors)
  const reading = readingOf(attendee)
  let asked = reading.asked.map((f) => asWrittenIfUsed(f, corpus))
  const q = asked.length
  const named = namedIn(asked)
  if (scratchCredits.length < n * q) scratchCredits = new Float64Array(Math.ceil(n * q * 1.5))
  const credits = scratchCredits
  const df = new Int32Array(q)
  forwardCredits(
    asked,
    exhibitors,
    corpus,
    credits,
    df,
    asked.map((_, i) => i),
    named,
  )
  const unknown = asked.flatMap((f, i) =>
    f.kind === 'stem' && !df[i] && maxTypoDistance(f.word ?? '') > 0 ? [i] : [],
  )
  if (unknown.length) {
    asked = asked.map((f, i) => (unknown.includes(i) ? correctTypo(f, corpus) : f))
    forwardCredits(asked, exhibitors, corpus, credits, df, unknown, named)
  }
  const askedWeights = new Float64Array(
    asked.map((f, i) => {
      const d = df[i] ?? 0
      // A pair of words that no offer has as a pair adds nothing (each word still counts).
      if (d === 0 && isPair(f)) return 0
      const rare = d === 0 && f.kind === 'stem' ? TUNING.unknownWord : 1
      return f.weight * rare * (f.audience ? TUNING.audienceAsked : 1) * idfFactor(d, n)
    }),
  )
  const askedNeeds = asked.map((f) => f.need)
  const askedBases = asked.map((f, i) =>
    !df[i] && isPair(f) ? 0 : f.weight * (f.audience ? TUNING.audienceAsked : 1),
  )

  // An employer asking for staff seeks the interns other employers seek: their internships (an
  // offer read from their seeking) are not offered to it.
  if (staffAsked(asked)) {
    exhibitors.forEach((e, row) => {
      for (let i = 0; i < q; i++) if (e.reciprocal.has(asked[i]?.id ?? -1)) credits[row * q + i] = 0
    })
  }

  const { kind, profile } = reading
  const ctx: MatchContext = { asked, askedWeights, profile, exhibitors, named, corpus }

  // A request word that a reason would quote, and not a kind of customer or an ambiguous word:
  // only these make an exhibitor a match ("Cerchi «…»: … offre «…»").
  const quotable = asked.map((f) => f.weight >= TUNING.quotedWeight && f.kind !== 'ambiguous')
  // What the request refuses, as an offer would have it ("NON in palestra" → the gym concept).
  // Not what it also asks for: "nn ci capisco niente di tasse: mi serve un commercialista"
  // negates the understanding, not the taxes.
  const refusedIds = asked.flatMap((f) =>
    f.key.startsWith('n:') && f.kind !== 'generic' && f.weight >= TUNING.quotedWeight
      ? [knownFeatureId(f.key.slice(2))].filter((id) => id >= 0 && !asked.some((a) => a.id === id))
      : [],
  )
  // A main word that can name the very product: a word most stands offer ("casa" where many
  // sell something for the home) is no stand's very product.
  const specific = asked.map(
    (f, i) => f.weight >= 0.6 && f.weight * idfFactor(df[i] ?? 0, n) >= TUNING.exactWeight,
  )
  const request = reading.words
  const literal = literalShares(request, corpus, asked, quotable, credits)
  const literalMatch = literalMatches(request, exhibitors, corpus, asked, literal.said)
  /** Rows shown on literal evidence (see literalMatches), and rows the engine's reading matched. */
  const literalRow = new Uint8Array(n)
  const readRow = new Uint8Array(n)
  const gained = new Float64Array(q)
  const longest = Math.max(0, ...exhibitors.map((e) => e.seeking.length))
  const seekGained = new Float64Array(longest)
  const decidedAs = new Map(decisions.map((d) => [d.exhibitorId, d.accepted]))
  /** What each real match or decided exhibitor answers of the request (its gained vector, row by
   * row in `answers`, where `hasAnswers` says which rows hold one). */
  const answers = new Float64Array(n * q)
  const hasAnswers = new Uint8Array(n)
  const base = new Float64Array(n)
  /** Each score before the literal lift: the weak-match rule reads it (see TUNING.literalCeiling). */
  const unlifted = new Float64Array(n)
  /** How much of what each stand is the request asks for (see TUNING.focus). */
  const focus = new Float64Array(n)
  const matchedRow = new Uint8Array(n)
  /** The one request word a real match answers, or −1 if it answers several (sameWordCap). */
  const onlyWord = new Int32Array(n)
  /** Whether a real match answers some word at `ownTopic` credit: one of the things the stand
   * is, answered as asked (see TUNING.detailNeedFloor). */
  const ownAnswer = new Uint8Array(n)
  const profileTable = fillDocTable(profile)
  exhibitors.forEach((e, row) => {
    let matched = false
    let exact = false
    let answered = 0
    let word = -1
    let own = false
    let gains = false
    for (let i = 0; i < q; i++) {
      const c = credits[row * q + i] ?? 0
      gained[i] = c * (askedWeights[i] ?? 0)
      gains ||= gained[i] !== 0
      if (c >= neededCredit(asked[i]) && quotable[i]) {
        matched = true
        answered++
        word = answered === 1 ? i : -1
        if (c >= 0.9 && specific[i]) exact = true
        own ||= c >= TUNING.ownTopic
      }
    }
    if (matched || decidedAs.has(e.id)) {
      answers.set(gained, row * q)
      hasAnswers[row] = 1
    }
    // Most stands answer nothing of a request: their forward fit is 0 without the fit's loops.
    const forward = gains
      ? fitValue(askedNeeds, askedWeights, askedBases, gained, TUNING.forwardBestNeed)
      : 0
    let backward: number | undefined
    if (e.seekingQuoted) {
      const seeking = e.seeking
      const seekWeights = corpus.seekWeights[row] as Float64Array
      for (let i = 0; i < seeking.length; i++) {
        seekGained[i] = creditValue(seeking[i] as Feature, profileTable) * (seekWeights[i] ?? 0)
      }
      backward = fitValue(
        e.seekingNeeds,
        seekWeights,
        e.seekingBases,
        seekGained,
        TUNING.backwardBestNeed,
      )
    }
    // A consumer asking for exactly what a stand makes is no worse a fit because its seeking
    // names people their thin profile does not mention ("famiglie", "appassionati"): only a stand
    // that seeks businesses says, by its seeking, that it does not sell to them.
    const b =
      exact && kind === 'consumer' && !e.seeksBusinesses
        ? Math.max(backward ?? 0, TUNING.unknownBackward)
        : (backward ?? TUNING.unknownBackward)
    const share = exact ? TUNING.exactFloor : TUNING.oneSidedFloor
    // A consumer at a business-to-business stand (or the reverse) is a real penalty, unless the
    // stand makes exactly what was asked for: then they can still sell it.
    const otherKind = servesOtherKind(kind, e)
    const refuses = refusedIds.some(
      (id) => (e.offer.get(id)?.strength ?? 0) >= TUNING.refusedStrength,
    )
    const mutual =
      forward *
      (share + (1 - share) * b) *
      (otherKind && !exact ? TUNING.otherCustomers : 1) *
      (refuses ? TUNING.refused : 1)
    const lift = 1 + TUNING.literalBoost * (literal.lost[row] ?? 0)
    // A weak match only, and never over the weak-match rule: it can clear the floor, not reorder
    // the stands the engine's reading already ranks (see TUNING.literalCeiling).
    const lifted = Math.max(mutual, Math.min(mutual * lift, TUNING.literalCeiling))
    const backwardOnly = TUNING.backwardOnly * (backward ?? 0)
    base[row] = Math.min(1, Math.max(0, Math.max(lifted, backwardOnly)))
    unlifted[row] = Math.min(1, Math.max(0, Math.max(mutual, backwardOnly)))
    readRow[row] = matched ? 1 : 0
    // Rare request words said as written make a match of their own, scored under the weak-match
    // rule's line: after every stand the engine's reading ranks higher (see literalMatchWords).
    if (literalMatch[row] && !refuses) {
      const evidence = TUNING.literalCeiling * (otherKind ? TUNING.otherCustomers : 1)
      if (evidence > (base[row] ?? 0) || !matched) literalRow[row] = 1
      base[row] = Math.max(base[row] ?? 0, evidence)
      matched = true
    }
    focus[row] = 1 - TUNING.focus * (1 - Math.min(1, answered / Math.max(1, e.topics)))
    // A stand that offers what the request refuses is no match, whatever else it answers.
    matchedRow[row] = matched && !refuses ? 1 : 0
    onlyWord[row] = word
    ownAnswer[row] = own ? 1 : 0
  })

  // The best credit any real match gives each asked word: weak matches are judged against it.
  const bestCredit = new Float64Array(q)
  for (let row = 0; row < n; row++) {
    if (!matchedRow[row] || !readRow[row]) continue
    for (let i = 0; i < q; i++) {
      bestCredit[i] = Math.max(bestCredit[i] ?? 0, credits[row * q + i] ?? 0)
    }
  }
  const decidedRows = exhibitors.flatMap((e, row) => (decidedAs.has(e.id) ? [row] : []))
  // The caps count in the order the queue is shown: score, focus and literal evidence (the shared
  // divisor of literalOrder aside, which changes no order). Where the lexicon reads little of the
  // request the shown queue is ordered with a larger literal order (`literalOrderUnread`), but
  // which stands are shown is decided on the plain one, so that factor only reorders them.
  const queue = base.map(
    (b, row) => b * (focus[row] ?? 1) * (1 + TUNING.literalOrder * (literal.all[row] ?? 0)),
  )
  const literalOrder =
    TUNING.literalOrder * (1 + TUNING.literalOrderUnread * unread(asked, quotable))
  const order = (row: number) => 1 + literalOrder * (literal.all[row] ?? 0)
  const hiddenBy = queueTrace ? new Uint8Array(n) : undefined
  const shown = showable(
    asked,
    quotable,
    credits,
    bestCredit,
    base,
    queue,
    unlifted,
    matchedRow,
    onlyWord,
    literalRow,
    ownAnswer,
    df,
    hiddenBy,
  )
  if (queueTrace && hiddenBy) {
    queueTrace({
      asked,
      quotable,
      credits: credits.slice(0, n * q),
      bestCredit,
      base,
      queue,
      literalRow,
      ownAnswer,
      hiddenBy,
    })
  }
  let literalBest = 1
  const suggestedIds = new Set<number>()
  for (let row = 0; row < n; row++) {
    if (!shown[row] || decidedAs.has(exhibitors[row]?.id ?? -1)) continue
    literalBest = Math.max(literalBest, order(row))
    suggestedIds.add(exhibitors[row]?.id ?? -1)
  }
  // Only suggestions read the exhibitors' interest in others.
  const engagedBy = new Map<number, Engagement[]>()
  for (const g of engagements) {
    if (!suggestedIds.has(g.exhibitorId)) continue
    const list = engagedBy.get(g.exhibitorId)
    if (list) list.push(g)
    else engagedBy.set(g.exhibitorId, [g])
  }
  const ranked: RankedExhibitor[] = []
  exhibitors.forEach((e, row) => {
    let score = base[row] ?? 0
    const suggested = !!shown[row] && !decidedAs.has(e.id)
    if (suggestedOnly && !suggested) return
    // Decisions move real matches only, and never across the floor: they reorder the queue.
    let like: Likeness | undefined
    if (suggested && hasAnswers[row]) {
      for (const other of decidedRows) {
        const sim = similarity(answers, q, row, other)
        const accepted = decidedAs.get(exhibitors[other]?.id ?? -1) ?? false
        if (sim >= TUNING.similarDecision && (!like || sim > like.similarity)) {
          like = { name: exhibitors[other]?.name ?? '', accepted, similarity: sim }
        }
      }
      if (like) {
        score *= like.accepted
          ? 1 + TUNING.acceptBoost * like.similarity
          : 1 - TUNING.passDrop * like.similarity
      }
    }
    // Focus orders the queue after it is decided, like decisions: among stands that answer the
    // same words, the specialist goes before the stand that lists them with much else.
    score *= focus[row] ?? 1
    // Literal evidence orders the shown queue too, but never decides it (see TUNING.literalOrder).
    // Scaled to the suggestion that says most: it keeps its score, the others fall behind it.
    if (suggested) score *= order(row) / literalBest
    const engaged = suggested ? engagedBy.get(e.id) : undefined
    const signal = engaged
      ? engagementSignal(asked, quotable, credits, askedWeights, row, engaged)
      : undefined
    if (signal) score *= 1 + signal.boost
    // What cleared the floor is shown at the floor at least: a badge never reads below it.
    if (suggested) score = Math.max(score, TUNING.floor)
    let reason: string | undefined
    ranked.push({
      exhibitorId: e.id,
      score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000,
      suggested,
      get reason() {
        reason ??=
          reasonFor(ctx, e, row, literalRow[row] ? literalMatch[row] : undefined) +
          (like ? ` ${likenessSentence(like)}` : '') +
          (signal ? ` ${engagementSentence(e.name, signal.words, signal)}` : '')
        return reason
      },
    })
  })
  return ranked.sort((a, b) => b.score - a.score || a.exhibitorId - b.exhibitorId)
}

/** At most this many suggestions at once: with the floor a queue is rarely longer, and the
 * whole queue is sent so that its count is the count the app shows. */
export const SUGGESTION_LIMIT = 100

/**
 * What the app offers as matches, best first: exhibitors that offer something the attendee asked
 * for (a real match, named in the reason) and clear the relevance floor. Fewer good suggestions
 * beat a padded list; none at all shows the app's empty state.
 */
export function suggestions(ranked: RankedExhibitor[]): RankedExhibitor[] {
  return ranked.filter((r) => r.suggested).slice(0, SUGGESTION_LIMIT)
}
