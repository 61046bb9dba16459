// Every Italian sentence the API answers with, in one catalogue (the server's counterpart of
// src/i18n, which it may not import): the `detail` of errors and the messages of successes.
// Mail texts stay in mail/templates.ts, where each sits in its layout.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/api/contract.ts'

export const AUTH_TEXT = {
  registered:
    'Registrazione completata! Controlla la tua email e apri il link per confermare il tuo account.',
  verified: 'Email confermata! Il tuo biglietto è stato inviato alla tua casella di posta.',
  verifyInvalid:
    'Link di verifica non valido o scaduto. Registrati di nuovo con lo stesso indirizzo per riceverne uno nuovo.',
  badCredentials: 'Email o password non corretti.',
  unverified:
    'Devi prima confermare il tuo indirizzo email: apri il link che ti abbiamo inviato. Non lo trovi? Registrati di nuovo con lo stesso indirizzo per riceverne uno nuovo.',
  refreshMissing: 'Sessione scaduta: effettua di nuovo il login.',
  refreshReused: 'Sessione terminata per sicurezza: effettua di nuovo il login.',
  loggedOut: 'Sei uscito/a.',
  forgot:
    "Se l'indirizzo è registrato, riceverai a breve un'email con le istruzioni per reimpostare la password.",
  resetDone: 'Password reimpostata! Ora puoi accedere con la nuova password.',
  wrongPassword: 'La password attuale non è corretta.',
  accountDeleted: 'Il tuo account e i tuoi dati personali sono stati eliminati.',
  resetInvalid:
    'Link per reimpostare la password non valido o scaduto. Richiedine uno nuovo da "Password dimenticata".',
  disabled:
    "Il tuo accesso è stato revocato dall'organizzazione: rivolgiti alla segreteria della fiera.",
} as const

/** Access to any route: no token, a token no longer valid, a role that is not admitted. */
export const AUTH_MESSAGES = {
  missing: 'Accesso richiesto: effettua il login.',
  invalid: 'Sessione non valida o scaduta: effettua di nuovo il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
} as const

/** The password rules, as registration, reset and the 422 handler word them. */
export const PASSWORD_TEXT = {
  tooShort: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri.`,
  tooLong: `La password è troppo lunga: può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri.`,
  common:
    "Questa password è tra le più usate e si indovina facilmente: scegline un'altra, per esempio una frase di alcune parole.",
} as const

export const TICKET_MESSAGES = {
  unknown: 'Biglietto non riconosciuto: il codice QR non è un biglietto valido.',
  revoked: 'Biglietto annullato: non è più valido.',
  notValidToday: 'Biglietto non valido oggi: la fiera è chiusa in questa data.',
  welcome: (firstName: string | null) =>
    firstName?.trim() ? `Benvenuto/a, ${firstName.trim()}!` : 'Benvenuto/a!',
  /** 'Biglietto già utilizzato oggi alle 09:41 al varco Ingresso Nord.'; `date` null means today. */
  alreadyUsed: (time: string, date: string | null, gate: string | null) =>
    `Biglietto già utilizzato ${date ? `il ${date} alle ${time}` : `oggi alle ${time}`}${gate ? ` al varco ${gate}` : ''}.`,
  goodbye: (firstName: string | null) =>
    firstName?.trim()
      ? `Uscita registrata: arrivederci, ${firstName.trim()}!`
      : 'Uscita registrata: arrivederci!',
  notInside: 'Uscita registrata (nessun ingresso risultava aperto).',
  nonceConflict: 'Questo nonce è già stato usato per un altro biglietto.',
  /** A scan of a code whose ticket was reissued, with when it was replaced. */
  replaced: (date: string, time: string) =>
    `Biglietto sostituito il ${date} alle ${time}: ` +
    'questo codice QR non è più valido. Chiedi il nuovo biglietto, inviato per email e visibile nell’app.',
} as const

/** The organiser console's answers (routes under /api/admin). */
export const ADMIN_MESSAGES = {
  userNotFound: 'Account non trovato.',
  noTicket:
    'Questa persona non ha ancora un biglietto: lo riceve quando conferma il suo indirizzo email.',
  reissued: 'Nuovo biglietto emesso e inviato per email; il codice QR precedente non è più valido.',
  resent: 'Biglietto inviato di nuovo per email.',
  lastAdmin:
    "Non puoi togliere l'accesso all'unico amministratore attivo: nomina prima un altro amministratore.",
  admitted: (gate: string) => `Ingresso registrato al varco ${gate}.`,
} as const

/** An account's link to its exhibitor, refused by the console's invite and by `npm run users`. */
export const VENDOR_LINK_MESSAGES = {
  missing: "Un account espositore va collegato alla sua azienda: indica l'azienda (vendor_id).",
  notExhibitor: "Solo un account espositore si collega a un'azienda.",
  unknown: (id: number) => `Azienda ${id} non trovata.`,
} as const

/** The name calendar apps show for the attendee's agenda feed. */
export const AGENDA_CALENDAR_NAME = 'La mia agenda – Fiera'

/** The console's catalogue: uploads of the import files and the single-record forms. */
export const CATALOGUE_MESSAGES = {
  noFiles: 'Carica almeno un file CSV o JSON.',
  notText: (name: string) => `${name}: il file non è testo UTF-8 (usa CSV o JSON).`,
  tooBig: (megabytes: number, files: number) =>
    `File troppo grande: al massimo ${megabytes} MB per file e ${files} file.`,
  unreadable: 'Il caricamento è incompleto o non leggibile: riprova.',
  vendorNotFound: 'Espositore non trovato.',
  eventNotFound: 'Evento non trovato.',
  deleted: 'Eliminato.',
  externalIdTaken: (id: string) => `Il codice "${id}" è già usato da un altro elemento.`,
} as const

export const NOT_FOUND = {
  vendor: 'Azienda non trovata.',
  lead: 'Contatto non trovato.',
  interested: 'Questo visitatore non risulta interessato alla tua azienda.',
  logo: 'Logo non trovato.',
  user: 'Utente non trovato.',
  event: 'Talk non trovato.',
  calendarFeed: 'Calendario non trovato: il link è stato rinnovato o non è valido.',
} as const

export const PROFILE_INCOMPLETE =
  "Completa il tuo profilo: i campi 'Cosa cerchi' e 'La tua descrizione' sono obbligatori per lo Smart Matching."

/** The 429 detail of every limit and of the login throttle. */
export const tooManyAttempts = (seconds: number) =>
  seconds > 120
    ? `Troppi tentativi: riprova tra ${Math.ceil(seconds / 60)} minuti.`
    : `Troppi tentativi: riprova tra ${Math.max(1, Math.ceil(seconds))} secondi.`

/** The one answer while the database cannot be reached: fail closed, say nothing internal. */
export const UNAVAILABLE = 'Servizio momentaneamente non disponibile: riprova tra poco.'

export const CROSS_SITE_DETAIL = 'Richiesta rifiutata: proviene da un altro sito.'

/** Text PostgreSQL cannot store (U+0000, lone surrogates). */
export const BAD_TEXT = 'Testo non valido: contiene caratteri non ammessi.'

/** The fields as the forms label them, for the validation sentences below. */
export const FIELD_LABELS: Record<string, string> = {
  seeking: 'Cosa cerchi',
  description: 'Descrizione',
  first_name: 'Nome',
  last_name: 'Cognome',
  phone_number: 'Telefono',
  employment_type: 'Tipo',
  company_name: 'Azienda',
  email: 'Email',
  password: 'Password',
  current_password: 'Password attuale',
  new_password: 'Nuova password',
  role: 'Ruolo',
  gate: 'Varco',
  reason: 'Motivo',
}

export const VALIDATION_TEXT = {
  tooLong: (field: string, max: number) => `${field}: può contenere al massimo ${max} caratteri.`,
  tooShort: (field: string, min: number) => `${field}: deve contenere almeno ${min} caratteri.`,
  invalid: (field: string) => `${field}: valore non valido.`,
  invalidRequest: 'Richiesta non valida.',
} as const

/** A phone number libphonenumber-js cannot read as a possible one. */
export const PHONE_INVALID =
  'Telefono: numero non valido. Scrivilo con il prefisso, per esempio +39 333 1234567.'

/** The exhibitor's portal (issue 21). */
export const EXHIBITOR_MESSAGES = {
  badgeUnknown: 'Badge non riconosciuto: il codice QR non è un biglietto valido di Fiera.',
  logoTooLarge: (maxMb: number) => `Logo troppo grande: al massimo ${maxMb} MB.`,
  website:
    'Sito web: indirizzo non valido. Scrivilo per intero, per esempio https://www.azienda.it.',
  email: 'Email: indirizzo non valido.',
  logoType: "Formato del logo non ammesso: usa un'immagine PNG, JPEG o WebP.",
} as const

/** The CSV export's header row and labels, in Italian like the portal. */
export const LEADS_CSV = {
  columns: [
    'Tipo',
    'Data',
    'Nome',
    'Cognome',
    'Azienda',
    'Email',
    'Telefono',
    'Valutazione',
    'Note',
  ],
  lead: 'Contatto allo stand',
  mutual: 'Interesse reciproco',
} as const
