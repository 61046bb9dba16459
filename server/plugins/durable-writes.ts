// PGlite runs PostgreSQL with fsync off (its WASM file system cannot fsync), so a commit reaches
// the OS page cache but not necessarily the disk. Before a write that succeeded is answered, we
// fsync the WAL from Node: `valid: true` then means the check-in survives a crash of the machine,
// not only of the process. PostgreSQL fsyncs at commit by itself, so nothing is done there.
import { existsSync } from 'node:fs'
import { open, readdir } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS'])
const WAL_SEGMENT = /^[0-9A-F]{24}$/

/** fsyncs every WAL segment; clean ones cost little and there are only a few. */
export async function syncWal(walDir: string): Promise<void> {
  const names = (await readdir(walDir)).filter((name) => WAL_SEGMENT.test(name))
  await Promise.all(
    names.map(async (name) => {
      const file = await open(path.join(walDir, name), 'r+')
      try {
        await file.datasync()
      } finally {
        await file.close()
      }
    }),
  )
}

/**
 * Group commit: a caller waits for a sync that started after it called, and callers arriving
 * while one sync runs share the next, so a burst of admissions costs two syncs, not one each.
 */
export function groupSync(sync: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  const start = () => {
    const started = sync().finally(() => {
      if (running === started) running = undefined
    })
    running = started
    return started
  }
  return () => {
    if (!running) return start()
    next ??= running
      .catch(() => {})
      .then(() => {
        next = undefined
        return start()
      })
    return next
  }
}

export default fp(
  async (app) => {
    const dataDir = app.database.pglite?.dataDir
    const walDir = dataDir && !dataDir.includes('://') ? path.join(dataDir, 'pg_wal') : undefined
    if (!walDir || !existsSync(walDir)) return
    const durable = groupSync(() => syncWal(walDir))
    // A callback hook: reads (the hot catalogue lists) pass through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (READ_ONLY.has(request.method) || reply.statusCode >= 400) {
        done(null, payload)
        return
      }
      durable().then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      )
    })
  },
  { name: 'durable-writes', dependencies: ['database'] },
)
