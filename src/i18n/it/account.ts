// The attendee's own account: editing the profile, the password, the data export, deleting the
// account, the privacy consents. Also the server's validation sentences (server/plugins/errors.ts).
export const account = {
  account: {
    edit: {
      title: 'Modifica il profilo',
      open: 'Modifica il profilo',
      save: 'Salva',
      busy: 'Salvataggio...',
      cancel: 'Annulla',
      saved: 'Profilo aggiornato.',
      failed: (cause?: string) => cause ?? 'Salvataggio non riuscito: riprova.',
      phoneHelp: 'Con il prefisso internazionale, per esempio +39 333 1234567.',
      counter: (length: number, max: number) => `${length}/${max}`,
      employmentNone: 'Non indicato',
    },
  },
} as const
