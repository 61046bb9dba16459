// The exhibitor's portal (/espositore, issue 21) and the attendee's list of badge scans.
export const exhibitor = {
  exhibitor: {
    title: 'Portale espositori',
    loading: 'Caricamento del portale...',
    loadFailed: 'Impossibile caricare i dati della tua azienda.',
    retry: 'Riprova',
    tabs: { page: 'Pagina', interest: 'Interessati', leads: 'Contatti' },
    page: {
      title: 'La pagina della tua azienda',
      description: 'Descrizione',
      seeking: 'Cosa cerchiamo',
      seekingHelp: 'Lo Smart Matching lo usa per proporvi ai visitatori giusti.',
      website: 'Sito web',
      websiteHelp: 'Per esempio https://www.azienda.it',
      email: 'Email',
      telephone: 'Telefono',
      address: 'Indirizzo o stand',
      save: 'Salva la pagina',
      busy: 'Salvataggio...',
      saved: 'Pagina aggiornata: i visitatori la vedono già così.',
      failed: 'Salvataggio non riuscito: riprova.',
      logo: 'Logo',
      logoNone: 'Nessun logo',
      logoAlt: (name: string) => `Logo di ${name}`,
      logoUpload: 'Carica un logo',
      logoBusy: 'Caricamento del logo...',
      logoHelp: 'PNG, JPEG o WebP, al massimo 2 MB. Togliamo i dati nascosti della foto.',
      logoTooLarge: 'Logo troppo grande: al massimo 2 MB.',
      logoType: "Formato del logo non ammesso: usa un'immagine PNG, JPEG o WebP.",
      logoFailed: 'Caricamento del logo non riuscito: riprova.',
      logoSaved: 'Logo aggiornato.',
    },
    views: {
      title: 'Visite alla pagina',
      total: (n: number) => (n === 1 ? '1 visita in tutto' : `${n} visite in tutto`),
      empty: 'Ancora nessuna visita.',
      day: 'Giorno',
      count: 'Visite',
    },
    interest: {
      title: 'Chi si interessa a voi',
      summary: (total: number, anonymous: number) =>
        `${total === 1 ? '1 visitatore ha' : `${total} visitatori hanno`} premuto «Mi interessa»` +
        (anonymous > 0
          ? `; ${anonymous === 1 ? '1 non condivide' : `${anonymous} non condividono`} i contatti.`
          : '.'),
      empty: 'Nessun visitatore ha ancora premuto «Mi interessa» sulla vostra azienda.',
      accept: 'Interessa anche a noi',
      accepting: 'Invio...',
      mutual: 'Interesse reciproco',
      acceptFailed: 'Risposta non inviata: riprova.',
      loadFailed: 'Impossibile caricare gli interessati.',
    },
    leads: {
      title: 'Contatti allo stand',
      scanTitle: 'Scansiona il badge di un visitatore',
      scanHelp: 'La scansione non registra ingressi: serve solo a salvare il contatto.',
      recorded: 'Contatto salvato.',
      recordedNamed: (name: string) => `Contatto salvato: ${name}.`,
      queued: 'Sei offline: il contatto sarà salvato appena torna la connessione.',
      pending: (n: number) =>
        n === 1
          ? '1 scansione in attesa di connessione'
          : `${n} scansioni in attesa di connessione`,
      sendNow: 'Invia ora',
      refusedQueued: (n: number) =>
        n === 1
          ? 'Una scansione fatta offline è stata rifiutata:'
          : `${n} scansioni fatte offline sono state rifiutate:`,
      dismissRefused: 'Chiudi',
      scanAgain: 'Scansiona un altro badge',
      empty: 'Nessun contatto ancora: scansiona il badge di un visitatore.',
      loadFailed: 'Impossibile caricare i contatti.',
      anonymous: 'Visitatore (contatti non condivisi)',
      rating: 'Valutazione',
      ratings: { caldo: 'Caldo', tiepido: 'Tiepido', freddo: 'Freddo' },
      unrated: 'Da valutare',
      notes: 'Note',
      edit: 'Modifica',
      editTitle: 'Valuta il contatto',
      save: 'Salva',
      cancel: 'Annulla',
      saveFailed: 'Modifica non salvata: riprova.',
      export: 'Scarica CSV',
      exportBusy: 'Preparazione del file...',
      exportFailed: 'Download non riuscito: riprova.',
      scannedAt: (when: string) => `Scansionato ${when}`,
    },
  },
  exhibitorHome: { portal: 'Portale espositori' },
  badgeScans: {
    title: 'Aziende che hanno scansionato il tuo badge',
    empty: 'Nessuna azienda ha ancora scansionato il tuo badge.',
    failed: 'Impossibile caricare le scansioni del badge.',
  },
} as const
