// Every user-visible string of Fiera, in one catalogue. Italian throughout; the English strings
// that SPEC.md fixes word for word (including its typo 'comopleta') are kept exactly as written.
export const it = {
  app: {
    name: 'Fiera',
    tagline: 'La fiera in tasca: biglietto, programma, mappa ed espositori.',
  },
  common: {
    loading: 'Loading...',
    retry: 'Riprova',
    back: 'Indietro',
    logout: 'Esci',
  },
  kiosk: {
    title: "Varco d'ingresso",
  },
} as const

export type Messages = typeof it
/** The active catalogue; Fiera ships in Italian only. */
export const t: Messages = it
