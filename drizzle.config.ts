// drizzle-kit reads this to turn server/db/schema.ts into SQL migrations (`npm run db:generate`).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
