// The strings any page may need before the app's other code arrives: app-wide ones (loading,
// errors), signing in, and the design system's. A catalogue of its own so that /login does not
// load the attendee app's, the kiosk's and the scanner's strings (tests/e2e/bundle-budget.spec.ts);
// src/i18n/it.ts holds them all.
import { auth } from './it/auth.ts'
import { common } from './it/common.ts'
import { ui } from './it/ui.ts'

export const core = { ...common, ...auth, ...ui } as const

/** The core part of the active catalogue (Fiera ships in Italian only). */
export const t: typeof core = core
