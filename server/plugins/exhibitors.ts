// Keeps every exhibitor prepared for the matching engine in memory, so stemming their texts is
// not redone per request. One cheap signature query per use notices any change to the vendors
// (a trigger bumps updated_at when name, description or seeking change), in every process.
import fp from 'fastify-plugin'
import { exhibitorProfiles, exhibitorsSignature } from '../db/catalogue-repository.ts'
import { type PreparedExhibitor, prepareExhibitor } from '../domain/matching/index.ts'

export interface PreparedExhibitors {
  all(): Promise<PreparedExhibitor[]>
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitors: PreparedExhibitors
  }
}

export default fp(
  async (app) => {
    let cached: { signature: string; prepared: PreparedExhibitor[] } | undefined
    let loading: Promise<PreparedExhibitor[]> | undefined

    const reload = async (signature: string) => {
      const prepared = (await exhibitorProfiles(app.database.db)).map(prepareExhibitor)
      cached = { signature, prepared }
      return prepared
    }
    app.decorate('exhibitors', {
      async all() {
        const signature = await exhibitorsSignature(app.database.db)
        if (cached?.signature === signature) return cached.prepared
        loading ??= reload(signature).finally(() => {
          loading = undefined
        })
        return loading
      },
    } satisfies PreparedExhibitors)
  },
  { name: 'exhibitors', dependencies: ['database'] },
)
