import { openWithStore } from './indexed-db';

/**
 * Where the demo app keeps its database between page loads: IndexedDB, not localStorage. The database is about
 * half a megabyte of JSON; in localStorage it made every page of the demo pay for it on the first read of any
 * key (Chromium loads a whole origin's localStorage at once: 100–200 ms, against 3 ms without it) and every
 * change 50–115 ms for a synchronous write. IndexedDB reads it asynchronously and stores a change in a few
 * milliseconds of the main thread (the structured clone); the commit happens off it.
 *
 * A write is committed explicitly in the task that makes it, so a page reloaded straight after a change (a
 * customer, a journey) finds it: the next page's read is ordered after it.
 */

/** Where it is: the IndexedDB database, its object store and the key of the one record (journeys read it too). */
export const STORED_DB = { name: 'wallet-demo-database', store: 'database', key: 'current' } as const;
const { name: DB_NAME, store: STORE, key: KEY } = STORED_DB;

let connection: Promise<IDBDatabase> | undefined;
/** Writes issued and not yet settled. */
const pending = new Set<Promise<void>>();

function open(): Promise<IDBDatabase> {
  // Kept open for the page's life: a change's write then starts in the task that made it.
  connection ??= openWithStore(DB_NAME, STORE);
  // A failed open is tried again on the next use.
  connection.catch(() => (connection = undefined));
  return connection;
}

/** Whether this page can keep the database (no IndexedDB: a private window of some browsers). */
export function canStoreDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The stored database as it was written (undefined when none is). */
export async function readStoredDb(): Promise<unknown> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

function put(value: unknown, db: IDBDatabase): Promise<void> {
  return new Promise((resolve, reject) => {
    // Relaxed: the demo's data is worth a write cache's risk, not an fsync per change.
    const transaction = db.transaction(STORE, 'readwrite', { durability: 'relaxed' });
    // The value is copied here, synchronously: later changes to the object are not part of this write.
    transaction.objectStore(STORE).put(value, KEY);
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.commit();
  });
}

/**
 * Stores `value` as the database, copied and committed within the calling task when the connection is open (it
 * is, after the page's first read). Settles when the write is on disk or has failed.
 */
export function writeStoredDb(value: unknown): Promise<void> {
  const settled = open()
    .then((db) => put(value, db))
    .finally(() => pending.delete(settled));
  pending.add(settled);
  return settled;
}

/** Resolves once every write issued so far, this task's queued one included, has settled (tests). */
export async function storedDbWritten(): Promise<void> {
  // A change of this task is written from a microtask queued before this continuation.
  await null;
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Drops the stored database (tests). */
export async function deleteStoredDb(): Promise<void> {
  const opened = connection;
  connection = undefined;
  if (opened) (await opened.catch(() => undefined))?.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
