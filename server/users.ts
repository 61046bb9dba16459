// `npm run users -- add <email> --role <role>`: creates the first admin of a fresh installation
// (and any scripted account), or changes the role of an existing account, without SQL.
import { AccountRoleSchema, InviteRequestSchema, ROLES } from '../src/api/contract.ts'
import { addAccount, INVITATION_TTL_HOURS, VendorLinkError } from './accounts/add-account.ts'
import { readArguments } from './cli-arguments.ts'
import { openForCommand } from './cli-database.ts'
import { LastAdminError } from './db/accounts-repository.ts'
import { CLI_ACTOR } from './db/audit-repository.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { listMailQueue } from './mail/queue.ts'

const USAGE = `Uso: npm run users -- add <email> --role <${ROLES.join('|')}> [--vendor ID] [--first-name NOME] [--last-name COGNOME] [--force]

Crea un account, oppure cambia il ruolo di un account esistente, nel database configurato
(DATABASE_URL, altrimenti il database integrato in DATA_DIR). Un nuovo account riceve un'email
con il link per scegliere la password (valido ${INVITATION_TTL_HOURS} ore, una sola volta).
Cambiare ruolo chiude le sessioni aperte della persona.
Un account espositore (--role exhibitor) va collegato alla sua azienda con --vendor <id>.
Il database integrato non può essere aperto da due processi: ferma prima il server
(--force salta questo controllo). Con PostgreSQL il comando funziona anche a server avviati.`

const ROLE_NAMES: Record<string, string> = {
  user: 'visitatore',
  staff: 'personale ai varchi',
  admin: 'amministratore',
  exhibitor: 'espositore',
}
/** How long the command waits for its invitation to leave before leaving it to the servers. */
const MAIL_WAIT_MS = 10_000

/** Whether the invitation to `to` has left: nothing due remains, and no mail to it waits. */
async function invitationSent(mailer: Mailer, database: DatabaseHandle, to: string) {
  const settled = await mailer.settled(MAIL_WAIT_MS).then(
    () => true,
    () => false,
  )
  if (!settled) return false
  const queue = await listMailQueue(database, { limit: 500 })
  return !queue.mails.some((mail) => mail.to === to)
}

const roleName = (role: string) => `${role} (${ROLE_NAMES[role] ?? role})`

async function main(argv: string[]): Promise<number> {
  const parsed = readArguments(
    argv,
    {
      role: { type: 'string', short: 'r' },
      vendor: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    USAGE,
    1,
  )
  if (typeof parsed === 'number') return parsed
  const { values, positionals } = parsed
  const [command, email, ...rest] = positionals
  if (command !== 'add' || !email || rest.length > 0) {
    console.error(USAGE)
    return 1
  }
  if (values.role === undefined) {
    console.error(`Indica il ruolo con --role (${ROLES.join(', ')}).\n\n${USAGE}`)
    return 1
  }
  if (!AccountRoleSchema.safeParse(values.role).success) {
    console.error(`Ruolo "${values.role}" sconosciuto: usa uno tra ${ROLES.join(', ')}.`)
    return 1
  }
  const vendorId = values.vendor === undefined ? undefined : Number(values.vendor)
  if (vendorId !== undefined && !(Number.isSafeInteger(vendorId) && vendorId > 0)) {
    console.error(`--vendor "${values.vendor}": indica il numero (id) dell'azienda.`)
    return 1
  }
  const input = InviteRequestSchema.safeParse({
    email,
    role: values.role,
    vendor_id: vendorId,
    first_name: values['first-name'],
    last_name: values['last-name'],
  })
  if (!input.success) {
    const problem = input.error.issues[0]
    const field = problem?.path[0] === 'email' ? `"${email}": ` : ''
    console.error(`${field}${problem?.message ?? 'Dati non validi.'}`)
    return 1
  }

  const opened = await openForCommand(values.force)
  if (!opened) return 1
  const { config, database } = opened
  // The durable mailer: the invitation is queued with the account, and this command's worker
  // sends it at once when it can; otherwise any server on this database retries it.
  const mailer = await createMailer({
    config,
    database,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  })
  try {
    const result = await addAccount(
      {
        db: database.db,
        publicUrl: config.publicUrl,
        ticketSecret: config.ticketSecret,
        mailer,
      },
      {
        email: input.data.email,
        role: input.data.role,
        firstName: input.data.first_name,
        lastName: input.data.last_name,
        vendorId: input.data.vendor_id,
      },
      CLI_ACTOR,
    )
    const who = result.user.email
    if (result.outcome === 'created') {
      console.log(`Creato l'account ${who} con ruolo ${roleName(result.user.role)}.`)
      const sent = await invitationSent(mailer, database, who)
      console.log(
        `${sent ? 'Inviata' : 'In coda'} un'email a ${who} con il link per scegliere la password ` +
          `(valido ${INVITATION_TTL_HOURS} ore, una sola volta).`,
      )
      if (!sent)
        console.log(
          "Il server di posta non risponde: l'email resta in coda e il server di Fiera la riprova finché non parte.",
        )
      if (!config.smtpUrl)
        console.log(`Senza SMTP_URL l'email è nella cartella ${config.mailOutboxDir}.`)
      // Production output may end up in logs: a live token is never printed there.
      if (config.env !== 'production' && result.link) console.log(`Link: ${result.link}`)
    } else if (result.outcome === 'role_changed') {
      console.log(
        `Ruolo di ${who} cambiato da ${roleName(result.previousRole ?? '?')} a ${roleName(result.user.role)}; ` +
          `le sue sessioni aperte sono state chiuse.`,
      )
    } else if (result.outcome === 'vendor_changed') {
      console.log(
        `${who} ora è collegato all'azienda ${result.user.vendorId} (prima ${result.previousVendorId ?? 'nessuna'}).`,
      )
    } else {
      console.log(`${who} ha già il ruolo ${roleName(result.user.role)}: nessuna modifica.`)
    }
    return 0
  } catch (err) {
    if (err instanceof LastAdminError || err instanceof VendorLinkError) {
      console.error(err.message)
      return 1
    }
    throw err
  } finally {
    await mailer.close()
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
