// The demo accounts of the README (password `Fiera2025!`), verified and with a ticket.
// Idempotent: existing accounts are left as they are, a missing ticket is issued.
import type { DatabaseHandle } from '../db/client.ts'
import { issueTicket } from '../db/tickets-repository.ts'
import { findUserByEmail, insertUser, type NewUser } from '../db/users-repository.ts'
import { hashPassword } from '../domain/passwords.ts'
import { vendors } from '../db/schema.ts'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

async function vendorIdOf(db: Database, externalId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.externalId, externalId))
  return row?.id
}

export const DEMO_PASSWORD = 'Fiera2025!'

/** An exhibitor account names its exhibitor by the demo fair's external id. */
type DemoAccount = Omit<NewUser, 'passwordHash' | 'vendorId'> & { vendorExternalId?: string }

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
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
  {
    email: 'espositore@example.com',
    role: 'exhibitor',
    firstName: 'Marta',
    lastName: 'Gallo',
    employmentType: 'employee',
    companyName: 'Gestionale Adriatico Srl',
    vendorExternalId: 'esp-001',
  },
]

export async function seedDemoAccounts(
  database: DatabaseHandle,
  ticketSecret: string,
): Promise<void> {
  const { db } = database
  let passwordHash: string | undefined
  for (const { vendorExternalId, ...account } of DEMO_ACCOUNTS) {
    let user = await findUserByEmail(db, account.email)
    if (!user) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD)
      const vendorId = vendorExternalId ? await vendorIdOf(db, vendorExternalId) : undefined
      user =
        (await insertUser(db, {
          ...account,
          vendorId,
          passwordHash,
          emailVerifiedAt: new Date(),
        })) ?? (await findUserByEmail(db, account.email))
    }
    if (!user) throw new Error(`demo account ${account.email} could not be created`)
    await issueTicket(db, user.id, ticketSecret)
  }
}
