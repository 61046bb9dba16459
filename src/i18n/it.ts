// Every user-visible string of Fiera, in one catalogue (one file per area under it/; the areas
// any page may need first are also a catalogue of their own, it-core.ts). Italian throughout;
// the English strings SPEC.md fixes word for word (typo 'comopleta' included) stay.
import { core } from './it-core.ts'
import { account } from './it/account.ts'
import { attendee } from './it/attendee.ts'
import { exhibitor } from './it/exhibitor.ts'
import { kiosk } from './it/kiosk.ts'
import { scanner } from './it/scanner.ts'
import { validate } from './it/validate.ts'

export const it = {
  ...core,
  ...attendee,
  ...account,
  ...exhibitor,
  ...kiosk,
  ...scanner,
  ...validate,
} as const

export type Messages = typeof it
/** The active catalogue; Fiera ships in Italian only. */
export const t: Messages = it
