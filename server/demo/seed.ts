// Demo mode: the demo fair (exhibitors, programme) and the demo accounts. main.ts runs it only
// when config.demo holds, which loadConfig never allows in production or on DATABASE_URL.
import type { Config } from '../config.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { seedDemoAccounts } from './accounts.ts'
import { seedDemoFair } from './fair.ts'

export async function seedDemo(
  database: DatabaseHandle,
  config: Pick<Config, 'env' | 'ticketSecret'>,
): Promise<void> {
  if (config.env === 'production') throw new Error('demo data is never seeded in production')
  await seedDemoFair(database)
  await seedDemoAccounts(database, config.ticketSecret)
}
