// The three demo accounts of the README (password `Fiera2025!`), verified and with a ticket.
// Idempotent: existing accounts are left as they are, a missing ticket is issued.
import type { DatabaseHandle } from '../db/client.ts'
import { issueTicket } from '../db/tickets-repository.ts'
import { findUserByEmail, insertUser, type NewUser } from '../db/users-repository.ts'
import { hashPassword } from '../domain/passwords.ts'

export const DEMO_PASSWORD = 'Fiera2025!'

export const DEMO_ACCOUNTS: readonly Omit<NewUser, 'passwordHash'>[] = [
  {
    email: 'visitatore@example.com',
    role: 'user',
    firstName: 'Francesca',
    lastName: 'Colombo',
    phoneNumber: '+39 347 812 4490',
    employmentType: 'employee',
    companyName: 'Meccanica Colombo Srl',
    seeking:
      'Un gestionale ERP per la produzione e il magazzino, robot collaborativi (cobot) per le linee di assemblaggio, un impianto fotovoltaico sul tetto del capannone con accumulo, e consulenza per i bandi di finanziamento Industria 4.0.',
    description:
      "Sono responsabile acquisti di un'azienda metalmeccanica di Lecco con 85 dipendenti: lavorazioni CNC e assemblaggio di componenti per macchine agricole. Seguiamo la digitalizzazione della produzione e la riduzione dei costi energetici.",
  },
  {
    email: 'staff@example.com',
    role: 'staff',
    firstName: 'Luca',
    lastName: 'Ferrari',
    employmentType: 'employee',
    companyName: 'Fiera',
  },
  {
    email: 'admin@example.com',
    role: 'admin',
    firstName: 'Chiara',
    lastName: 'Ricci',
    employmentType: 'employee',
    companyName: 'Fiera',
  },
]

export async function seedDemoAccounts(
  database: DatabaseHandle,
  ticketSecret: string,
): Promise<void> {
  const { db } = database
  let passwordHash: string | undefined
  for (const account of DEMO_ACCOUNTS) {
    let user = await findUserByEmail(db, account.email)
    if (!user) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD)
      user =
        (await insertUser(db, { ...account, passwordHash, emailVerifiedAt: new Date() })) ??
        (await findUserByEmail(db, account.email))
    }
    if (!user) throw new Error(`demo account ${account.email} could not be created`)
    await issueTicket(db, user.id, ticketSecret)
  }
}
