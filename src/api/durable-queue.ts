// Calls that wait for the network and must outlive a reload or a power cut (the kiosk's offline
// admissions, an exhibitor's lead scans), kept in IndexedDB through idb. The kiosk and the
// exhibitor's portal both need it and may not import each other, so it lives with the calls.
import { openDB, type DBSchema, type IDBPDatabase, type StoreNames, type StoreValue } from 'idb'

/** The index every queue store keeps its items in, oldest first. */
const ORDER_INDEX = 'byTime'

/**
 * Opens an IndexedDB database on first use and keeps it open. Where the browser has none (a
 * private window, storage blocked) each use rejects, and the next one tries again.
 */
export function lazyDatabase<Schema extends DBSchema | unknown>(
  name: string,
  version: number,
  upgrade: (database: IDBPDatabase<Schema>) => void,
): () => Promise<IDBPDatabase<Schema>> {
  let opened: Promise<IDBPDatabase<Schema>> | undefined
  return () => {
    if (opened) return opened
    const attempt =
      typeof indexedDB === 'undefined'
        ? Promise.reject(new Error('IndexedDB is not available'))
        : openDB<Schema>(name, version, { upgrade })
    opened = attempt
    attempt.catch(() => {
      opened = undefined
    })
    return attempt
  }
}

/** Creates, inside an upgrade, a store a `DurableQueue` can use: `key` names an item, `order` sorts. */
export function createQueueStore<Schema extends DBSchema | unknown>(
  database: IDBPDatabase<Schema>,
  store: string,
  key: string,
  order: string,
): void {
  const untyped = database as unknown as IDBPDatabase
  untyped.createObjectStore(store, { keyPath: key }).createIndex(ORDER_INDEX, order)
}

export interface DurableQueue<Item> {
  /** Keeps an item; one with the same key is replaced (a replay adds nothing). */
  add(item: Item): Promise<void>
  /** The oldest items first, at most `limit`. */
  oldest(limit?: number): Promise<Item[]>
  count(): Promise<number>
  remove(keys: string[]): Promise<void>
}

/** A queue over a store made by `createQueueStore` in a database of the caller's. */
export function queueIn<Schema extends DBSchema | unknown, Name extends StoreNames<Schema>>(
  db: () => Promise<IDBPDatabase<Schema>>,
  store: Name,
): DurableQueue<StoreValue<Schema, Name>> {
  type Item = StoreValue<Schema, Name>
  // The queue reads only its own store, by the names given here: the caller's schema types the
  // items, and the calls below go through idb's untyped view of the same database.
  const open = async () => (await db()) as unknown as IDBPDatabase
  return {
    add: async (item) => {
      await (await open()).put(store, item)
    },
    oldest: async (limit) =>
      (await (await open()).getAllFromIndex(store, ORDER_INDEX, null, limit)) as Item[],
    count: async () => (await open()).count(store),
    remove: async (keys) => {
      const tx = (await open()).transaction(store, 'readwrite')
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done])
    },
  }
}

/** The same queue in memory: it lasts while the page is open. */
export function memoryQueue<Item>(key: keyof Item, order: keyof Item): DurableQueue<Item> {
  const items = new Map<unknown, Item>()
  return {
    add: async (item) => {
      items.set(item[key], item)
    },
    oldest: async (limit) =>
      [...items.values()]
        .sort((a, b) => (a[order] < b[order] ? -1 : a[order] > b[order] ? 1 : 0))
        .slice(0, limit),
    count: async () => items.size,
    remove: async (keys) => {
      for (const k of keys) items.delete(k)
    },
  }
}

interface QueueDb<Item> extends DBSchema {
  queue: { key: string; value: Item; indexes: { byTime: IDBValidKey } }
}

export interface OpenedQueue<Item> extends DurableQueue<Item> {
  /** False where IndexedDB is missing: the queue is in memory and a reload empties it. */
  durable(): Promise<boolean>
}

/**
 * A queue in a database of its own, named `name`. Without IndexedDB it falls back to memory, so
 * that work goes on while the page is open instead of failing.
 */
export function openDurableQueue<Item>(
  name: string,
  key: keyof Item & string,
  order: keyof Item & string,
): OpenedQueue<Item> {
  const db = lazyDatabase<QueueDb<Item>>(name, 1, (database) =>
    createQueueStore(database, 'queue', key, order),
  )
  const onDisk = queueIn(db, 'queue')
  const inMemory = memoryQueue<Item>(key, order)
  let chosen: Promise<DurableQueue<Item>> | undefined
  const pick = () =>
    (chosen ??= db().then(
      () => onDisk,
      () => inMemory,
    ))
  return {
    add: async (item) => (await pick()).add(item),
    oldest: async (limit) => (await pick()).oldest(limit),
    count: async () => (await pick()).count(),
    remove: async (keys) => (await pick()).remove(keys),
    durable: async () => (await pick()) === onDisk,
  }
}
