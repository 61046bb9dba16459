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
} as const
