import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { groupSync, syncWal } from '../../../../server/plugins/durable-writes.ts'

/** A sync we finish by hand, recording when each one started. */
function manualSync() {
  const started: { finish: () => void; fail: (e: Error) => void }[] = []
  const sync = () =>
    new Promise<void>((resolve, reject) => started.push({ finish: resolve, fail: reject }))
  return { sync, started }
}

describe('groupSync', () => {
  it('lets a caller through only after a sync that started after its call', async () => {
    const { sync, started } = manualSync()
    const durable = groupSync(sync)
    const settled: string[] = []
    const first = durable().then(() => settled.push('first'))
    expect(started).toHaveLength(1)
    // Arrives while the first sync runs: its commit may be newer than that sync.
    const second = durable().then(() => settled.push('second'))
    const third = durable().then(() => settled.push('third'))
    expect(started).toHaveLength(1)
    started[0]?.finish()
    await first
    await new Promise((r) => setTimeout(r, 0))
    expect(settled).toEqual(['first'])
    expect(started).toHaveLength(2)
    started[1]?.finish()
    await Promise.all([second, third])
    expect(settled).toEqual(['first', 'second', 'third'])
    expect(started).toHaveLength(2)
  })

  it('passes a failed sync to its callers and starts afresh afterwards', async () => {
    const { sync, started } = manualSync()
    const durable = groupSync(sync)
    const failing = durable()
    started[0]?.fail(new Error('disk gone'))
    await expect(failing).rejects.toThrow('disk gone')
    const later = durable()
    expect(started).toHaveLength(2)
    started[1]?.finish()
    await expect(later).resolves.toBeUndefined()
  })
})

describe('syncWal', () => {
  it('syncs the WAL segments and ignores other entries', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fiera-wal-'))
    writeFileSync(path.join(dir, '000000010000000000000001'), 'wal')
    writeFileSync(path.join(dir, 'archive_status'), '')
    await expect(syncWal(dir)).resolves.toBeUndefined()
    await expect(syncWal(path.join(dir, 'missing'))).rejects.toThrow(/ENOENT/)
  })
})
