// Strings of the design system's components (src/ui). SPEC.md's wording is kept verbatim.
export const ui = {
  ui: {
    shell: {
      skipToContent: 'Vai al contenuto',
      homeLink: 'Fiera: vai alla home',
      navLabel: 'Navigazione principale',
      nav: {
        home: 'Home',
        profile: 'Profilo',
        vendors: 'Aziende',
        events: 'Eventi',
        map: 'Mappa',
        matches: 'Smart Matching',
      },
    },
    form: {
      showPassword: 'Mostra password',
    },
    search: {
      clear: 'Cancella ricerca',
    },
    filters: {
      label: 'Filtri',
    },
    qr: {
      label: 'QR Code del biglietto',
      missing: 'Biglietto non ancora disponibile',
    },
    event: {
      date: 'Data',
      time: 'Ora',
      location: 'Luogo',
      speakerSeparator: ' - ',
      months: [
        'gennaio',
        'febbraio',
        'marzo',
        'aprile',
        'maggio',
        'giugno',
        'luglio',
        'agosto',
        'settembre',
        'ottobre',
        'novembre',
        'dicembre',
      ],
    },
    vendor: {
      logoAlt: 'Logo di ',
      website: 'Sito web',
      address: 'Indirizzo',
      email: 'Email',
      phone: 'Telefono',
      description: 'Chi sono',
      seeking: 'Cosa cercano',
      pageViews: 'Visualizzazioni della pagina',
    },
    match: {
      score: 'Compatibilità',
      seeking: 'Cercano:',
      why: 'Perché questo match?',
      email: 'Scrivi una email',
      reject: '❌ Passa',
      accept: '✅ Mi interessa',
      mail: {
        subject: 'Incontro in fiera tramite Smart Matching',
        greeting: 'Buongiorno ',
        introduction:
          'Smart Matching di Fiera ci ha suggerito come possibile contatto e mi piacerebbe incontrarvi durante la fiera per conoscerci e capire come collaborare.',
        introductionWithName: 'sono ',
        ofCompany: ' di ',
        closing: 'Cordiali saluti',
      },
    },
    history: {
      contact: 'Contatta',
      status: {
        accepted: 'Ti interessa',
        rejected: 'Passato',
        none: 'Da valutare',
      },
      /** The exhibitor answered "Interessa anche a noi" (issue 21). */
      mutual: 'Interesse reciproco',
    },
    validation: {
      valid: 'Biglietto Valido',
      invalid: 'Biglietto Non Valido',
      error: 'Errore di Convalida',
      ticketId: 'ID biglietto',
      userId: 'ID utente',
      status: 'Stato',
    },
    verdict: {
      ready: 'Pronto',
      readyHint: 'Inquadra il QR Code del biglietto',
      validating: 'Convalida in corso...',
      reason: 'Motivo',
      recent: 'Già registrato/a pochi secondi fa',
      recentHint: 'Ingresso già convalidato da questo varco: prosegui pure.',
      /** An exit gate's headings: never SPEC's 'Biglietto Valido', which announces an entry. */
      exit: 'Uscita registrata',
      exitUnrecorded: 'Uscita consentita',
    },
  },
} as const
