// Every user-visible string of Fiera, in one catalogue (one file per area under it/). Italian
// throughout; the English strings SPEC.md fixes word for word (typo 'comopleta' included) stay.
import { attendee } from './it/attendee.ts'
import { auth } from './it/auth.ts'
import { common } from './it/common.ts'
import { kiosk } from './it/kiosk.ts'
import { scanner } from './it/scanner.ts'
import { ui } from './it/ui.ts'
import { validate } from './it/validate.ts'

export const it = {
  ...common,
  ...auth,
  ...attendee,
  ...kiosk,
  ...scanner,
  ...ui,
  ...validate,
} as const

export type Messages = typeof it
/** The active catalogue; Fiera ships in Italian only. */
export const t: Messages = it
