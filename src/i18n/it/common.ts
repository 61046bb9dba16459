export const common = {
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
  // The app's own error and not-found pages.
  shell: {
    notFoundTitle: 'Pagina non trovata',
    notFoundText: "L'indirizzo aperto non esiste o è stato spostato.",
    toHome: 'Torna alla home',
    errorTitle: 'Qualcosa è andato storto',
    errorText: 'Ricarica la pagina; se il problema resta, riprova più tardi.',
    reload: 'Ricarica la pagina',
  },
} as const
