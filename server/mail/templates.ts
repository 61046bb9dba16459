// The mails Fiera sends, in Italian, each as HTML plus plain text.
import type { Mail } from './transport.ts'

/** The lifetimes the mails promise ("Il link vale 24 ore", "1 ora"); the tokens are stored with them. */
export const VERIFY_LINK_SECONDS = 24 * 3600
export const RESET_LINK_SECONDS = 3600

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const greeting = (firstName: string | null | undefined) =>
  firstName?.trim() ? `Ciao ${firstName.trim()},` : 'Ciao,'

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
${button}
<p style="margin:32px 0 0;font-size:13px;color:#555">Fiera · Edizione di ottobre 2025</p>
</body></html>`
}

export function verificationMail(to: string, firstName: string | null, link: string): Mail {
  const subject = 'Conferma il tuo indirizzo email'
  return {
    to,
    subject,
    link,
    validForSeconds: VERIFY_LINK_SECONDS,
    text: `${greeting(firstName)}

grazie per esserti registrato/a a Fiera. Per confermare il tuo indirizzo email apri questo link:

${link}

Il link vale 24 ore e si può usare una sola volta. Dopo la conferma riceverai il tuo biglietto.

Se non ti sei registrato/a tu, ignora questa email.`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        'grazie per esserti registrato/a a Fiera. Conferma il tuo indirizzo email: dopo la conferma riceverai il tuo biglietto.',
        'Il link vale 24 ore e si può usare una sola volta. Se non ti sei registrato/a tu, ignora questa email.',
      ],
      { label: 'Conferma email', url: link },
    ),
  }
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string | null,
  loginUrl: string,
  resetUrl: string,
): Mail {
  const subject = 'Hai già un account Fiera'
  return {
    to,
    subject,
    text: `${greeting(firstName)}

qualcuno (forse tu) ha provato a registrarsi a Fiera con questo indirizzo, che ha già un account.

Accedi qui: ${loginUrl}
Password dimenticata? Reimpostala qui: ${resetUrl}

Se non sei stato/a tu, ignora questa email: il tuo account non è cambiato.`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        'qualcuno (forse tu) ha provato a registrarsi a Fiera con questo indirizzo, che ha già un account.',
        `Password dimenticata? <a href="${escapeHtml(resetUrl)}">Reimpostala qui</a>.`,
        'Se non sei stato/a tu, ignora questa email: il tuo account non è cambiato.',
      ],
      { label: 'Accedi', url: loginUrl },
    ),
  }
}

export function passwordResetMail(to: string, firstName: string | null, link: string): Mail {
  const subject = 'Reimposta la tua password'
  return {
    to,
    subject,
    link,
    validForSeconds: RESET_LINK_SECONDS,
    text: `${greeting(firstName)}

abbiamo ricevuto una richiesta di reimpostare la password del tuo account Fiera. Apri questo link per sceglierne una nuova:

${link}

Il link vale 1 ora e si può usare una sola volta. Se non l'hai chiesto tu, ignora questa email: la tua password non cambia.`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Fiera.',
        "Il link vale 1 ora e si può usare una sola volta. Se non l'hai chiesto tu, ignora questa email: la tua password non cambia.",
      ],
      { label: 'Scegli una nuova password', url: link },
    ),
  }
}

/** After a password reset: tells the owner, who may not be the one who did it. */
export function passwordChangedMail(to: string, firstName: string | null, resetUrl: string): Mail {
  const subject = 'La tua password è stata cambiata'
  return {
    to,
    subject,
    text: `${greeting(firstName)}

la password del tuo account Fiera è stata appena cambiata e, per sicurezza, tutte le sessioni aperte sono state chiuse: per continuare, accedi di nuovo con la nuova password.

Se sei stato/a tu, non devi fare altro.

Se non sei stato/a tu, qualcuno potrebbe avere accesso alla tua casella di posta: proteggila subito cambiandone la password, poi scegli una nuova password per Fiera da qui: ${resetUrl}`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        'la password del tuo account Fiera è stata appena cambiata e, per sicurezza, tutte le sessioni aperte sono state chiuse: per continuare, accedi di nuovo con la nuova password.',
        'Se sei stato/a tu, non devi fare altro.',
        'Se non sei stato/a tu, qualcuno potrebbe avere accesso alla tua casella di posta: proteggila subito cambiandone la password, poi scegli una nuova password per Fiera.',
      ],
      { label: 'Scegli una nuova password', url: resetUrl },
    ),
  }
}

export const TICKET_QR_CID = 'biglietto-qr@fiera'

/** Why a ticket mail leaves: after verification, a new code (reissue), or a copy on request. */
export type TicketMailOccasion = 'verified' | 'reissued' | 'resent'

const TICKET_INTROS: Record<TicketMailOccasion, { subject: string; intro: string }> = {
  verified: {
    subject: 'Il tuo biglietto per Fiera',
    intro:
      'il tuo indirizzo email è confermato: ecco il tuo biglietto personale per Fiera (edizione di ottobre 2025).',
  },
  reissued: {
    subject: 'Il tuo nuovo biglietto per Fiera',
    intro:
      "l'organizzazione ti ha emesso un nuovo biglietto per Fiera: il codice QR precedente non è più valido, usa solo questo.",
  },
  resent: {
    subject: 'Il tuo biglietto per Fiera (copia)',
    intro: 'come richiesto, ecco di nuovo il tuo biglietto personale per Fiera.',
  },
}

export function ticketMail(
  to: string,
  firstName: string | null,
  ticketUuid: string,
  qrPng: Buffer,
  profileUrl: string,
  occasion: TicketMailOccasion = 'verified',
): Mail {
  const { subject, intro } = TICKET_INTROS[occasion]
  return {
    to,
    subject,
    text: `${greeting(firstName)}

${intro}

Mostra il codice QR allegato all'ingresso. Lo trovi sempre anche nell'app, nella pagina Profilo: ${profileUrl}

Codice biglietto: ${ticketUuid}

Il biglietto è personale: non condividerlo.`,
    html: layout(subject, [
      escapeHtml(greeting(firstName)),
      `${escapeHtml(intro)} Mostra questo codice QR all’ingresso.`,
      `<img src="cid:${TICKET_QR_CID}" width="256" height="256" alt="Codice QR del biglietto" style="display:block;border:0">`,
      `Lo trovi sempre anche nell'app, nella pagina <a href="${escapeHtml(profileUrl)}">Profilo</a>.`,
      `Codice biglietto: <code>${escapeHtml(ticketUuid)}</code>`,
      'Il biglietto è personale: non condividerlo.',
    ]),
    attachments: [
      { filename: 'biglietto.png', content: qrPng, contentType: 'image/png', cid: TICKET_QR_CID },
    ],
  }
}

const ROLE_WORDS: Record<string, string> = {
  user: 'visitatore/visitatrice',
  staff: 'personale ai varchi',
  admin: 'organizzatore/organizzatrice (amministratore)',
  exhibitor: 'espositore',
}

/** An account made by an organiser: the person chooses a password through the link. */
export function invitationMail(
  to: string,
  firstName: string | null,
  role: string,
  link: string,
  validHours: number,
): Mail {
  const subject = 'Il tuo account Fiera è pronto'
  const what = ROLE_WORDS[role] ?? role
  return {
    to,
    subject,
    link,
    text: `${greeting(firstName)}

l'organizzazione di Fiera ha creato per te un account con il ruolo di ${what}. Per attivarlo scegli la tua password da questo link:

${link}

Il link vale ${validHours} ore e si può usare una sola volta. Scaduto il link, chiedine uno nuovo da "Password dimenticata".`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        `l'organizzazione di Fiera ha creato per te un account con il ruolo di ${escapeHtml(what)}. Per attivarlo scegli la tua password.`,
        `Il link vale ${validHours} ore e si può usare una sola volta. Scaduto il link, chiedine uno nuovo da "Password dimenticata".`,
      ],
      { label: 'Scegli la password', url: link },
    ),
  }
}

/** To the attendee, when an exhibitor answers their "Mi interessa" with "Interessa anche a noi". */
export function mutualMatchAttendeeMail(
  to: string,
  firstName: string | null,
  vendor: { name: string; email: string | null; website: string | null },
  matchesUrl: string,
): Mail {
  const subject = `Interesse reciproco con ${vendor.name}`
  const contacts = [
    vendor.email && `Email: ${vendor.email}`,
    vendor.website && `Sito: ${vendor.website}`,
  ]
    .filter(Boolean)
    .join('\n')
  return {
    to,
    subject,
    text: `${greeting(firstName)}

${vendor.name} ha visto il tuo "Mi interessa" e ha risposto: interessa anche a loro. È un match reciproco: è il momento giusto per incontrarvi in fiera.
${contacts ? `\n${contacts}\n` : ''}
Lo trovi segnato nella tua Cronologia dello Smart Matching: ${matchesUrl}`,
    html: layout(
      subject,
      [
        escapeHtml(greeting(firstName)),
        `${escapeHtml(vendor.name)} ha visto il tuo "Mi interessa" e ha risposto: interessa anche a loro. È un match reciproco: è il momento giusto per incontrarvi in fiera.`,
        ...(vendor.email
          ? [`Email: <a href="mailto:${escapeHtml(vendor.email)}">${escapeHtml(vendor.email)}</a>`]
          : []),
        ...(vendor.website ? [`Sito: ${escapeHtml(vendor.website)}`] : []),
      ],
      { label: 'Apri la Cronologia', url: matchesUrl },
    ),
  }
}

/** To the exhibitor's account that answered: the attendee's contacts, shared with consent. */
export function mutualMatchExhibitorMail(
  to: string,
  vendorName: string,
  attendee: {
    first_name: string | null
    last_name: string | null
    company_name: string | null
    email: string
    phone_number: string | null
  },
  portalUrl: string,
): Mail {
  const name = [attendee.first_name, attendee.last_name].filter(Boolean).join(' ') || attendee.email
  const subject = `Interesse reciproco: ${name}`
  const lines = [
    `Nome: ${name}`,
    attendee.company_name && `Azienda: ${attendee.company_name}`,
    `Email: ${attendee.email}`,
    attendee.phone_number && `Telefono: ${attendee.phone_number}`,
  ].filter((l): l is string => Boolean(l))
  return {
    to,
    subject,
    text: `Ciao,

${name} ha premuto "Mi interessa" su ${vendorName} e voi avete risposto "Interessa anche a noi": è un match reciproco. Ha acconsentito a condividere i suoi contatti:

${lines.join('\n')}

Tutti i contatti sono nel portale espositori: ${portalUrl}`,
    html: layout(
      subject,
      [
        'Ciao,',
        `${escapeHtml(name)} ha premuto "Mi interessa" su ${escapeHtml(vendorName)} e voi avete risposto "Interessa anche a noi": è un match reciproco. Ha acconsentito a condividere i suoi contatti:`,
        lines.map(escapeHtml).join('<br>'),
      ],
      { label: 'Apri il portale espositori', url: portalUrl },
    ),
  }
}
