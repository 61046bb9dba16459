import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDurableQueue } from '../../../src/api/durable-queue.ts'

interface Item {
  id: string
  at: number
}

let names = 0
const freshName = () => `test-queue-${++names}`

describe('openDurableQueue', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps items in IndexedDB, oldest first, across a reopen (a reload)', async () => {
    const name = freshName()
    const queue = openDurableQueue<Item>(name, 'id', 'at')
    await queue.add({ id: 'b', at: 2 })
    await queue.add({ id: 'c', at: 3 })
    await queue.add({ id: 'a', at: 1 })
    // The same key replaces: a replayed item is kept once.
    await queue.add({ id: 'c', at: 3 })
    expect(await queue.durable()).toBe(true)
    expect(await queue.count()).toBe(3)
    expect((await queue.oldest(2)).map((item) => item.id)).toEqual(['a', 'b'])

    const reopened = openDurableQueue<Item>(name, 'id', 'at')
    expect((await reopened.oldest()).map((item) => item.id)).toEqual(['a', 'b', 'c'])
    await reopened.remove(['a', 'c'])
    expect(await reopened.oldest()).toEqual([{ id: 'b', at: 2 }])
  })

  it('falls back to memory where IndexedDB is missing: it works, but only while the page lives', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const name = freshName()
    const queue = openDurableQueue<Item>(name, 'id', 'at')
    await queue.add({ id: 'y', at: 20 })
    await queue.add({ id: 'x', at: 10 })
    expect(await queue.durable()).toBe(false)
    expect((await queue.oldest()).map((item) => item.id)).toEqual(['x', 'y'])
    await queue.remove(['x'])
    expect(await queue.count()).toBe(1)
    expect(await openDurableQueue<Item>(name, 'id', 'at').count()).toBe(0)
  })
})
