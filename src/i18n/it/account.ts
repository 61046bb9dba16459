// The attendee's own account (issue 19): editing the profile, the password, the data export,
// deleting the account, the privacy consents. The server words its own validation sentences.
export const account = {
  account: {
    edit: {
      title: 'Modifica il profilo',
      save: 'Salva le modifiche',
      busy: 'Salvataggio...',
      saved: 'Profilo aggiornato.',
      failed: 'Salvataggio non riuscito: riprova.',
      seeking: 'Cosa cerchi',
      description: 'Descrizione',
      firstName: 'Nome',
      lastName: 'Cognome',
      phone: 'Telefono',
      phoneHelp: 'Con il prefisso, per esempio +39 333 1234567',
      phoneInvalid:
        'Telefono: numero non valido. Scrivilo con il prefisso, per esempio +39 333 1234567.',
      employment: 'Tipo',
      employmentNone: 'Non indicato',
      company: 'Azienda',
      /** The counter under a text field: characters used of the limit. */
      counter: (length: number, max: number) => `${length} di ${max} caratteri`,
    },
    password: {
      title: 'Cambia la password',
      current: 'Password attuale',
      next: 'Nuova password',
      repeat: 'Ripeti la nuova password',
      mismatch: 'Le due nuove password non coincidono.',
      save: 'Cambia la password',
      busy: 'Cambio in corso...',
      done: 'Password cambiata. Gli altri dispositivi dovranno accedere di nuovo.',
      failed: 'Cambio della password non riuscito: riprova.',
    },
    privacy: {
      title: 'Privacy',
      shareInterested: 'Condividi i miei contatti con le aziende a cui interesso',
      shareInterestedHelp:
        'Le aziende a cui hai detto «Mi interessa» vedono nome, azienda, descrizione, email e telefono.',
      shareBadge: "Condividi i miei contatti quando un'azienda scansiona il mio badge",
      shareBadgeHelp: 'Chi scansiona il tuo badge allo stand vede nome, azienda, email e telefono.',
      consentFailed: 'Preferenza non salvata: riprova.',
      export: 'Scarica i miei dati',
      exportHelp: 'Un file JSON con tutto ciò che Fiera conserva su di te.',
      exportBusy: 'Preparazione del file...',
      exportFailed: 'Download non riuscito: riprova.',
      delete: 'Elimina il mio account',
      deleteHelp:
        'Il biglietto smette di funzionare; ingressi e scelte restano solo come numeri anonimi.',
      deleteTitle: 'Eliminare il tuo account?',
      deleteText:
        "L'account e i tuoi dati personali saranno cancellati per sempre e il biglietto non sarà più valido. Per confermare, scrivi la tua password.",
      deletePassword: 'Password',
      deleteConfirm: 'Elimina per sempre',
      deleteBusy: 'Eliminazione...',
      deleteCancel: 'Annulla',
      deleteFailed: 'Eliminazione non riuscita: riprova.',
    },
  },
} as const
