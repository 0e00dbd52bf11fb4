import { demoEvents } from '../events';
import { openWithStore } from './indexed-db';
import { dbPersistence } from './store';

/**
 * Uploaded files the demo backend serves from its media route, kept beside the database rather than in it: the
 * database is written whole at every change, while the contract accepts NFT images up to 10 MB. Files
 * stay in memory for the page's life and, when the database persists, in IndexedDB (which holds Blobs as they
 * are) so they survive a reload too. A reset of the database drops them.
 */

const DB_NAME = 'wallet-demo-uploads';
const STORE = 'files';

const memory = new Map<string, Blob>();

function openUploads(): Promise<IDBDatabase> | undefined {
  if (dbPersistence() !== 'local' || typeof indexedDB === 'undefined') return undefined;
  return openWithStore(DB_NAME, STORE);
}

async function inStore<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const opening = openUploads();
  if (!opening) return undefined;
  const db = await opening;
  try {
    return await new Promise<T>((resolve, reject) => {
      const pending = request(db.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/**
 * Keeps an uploaded file under its media key (e.g. `nft/nft_0001.png`): served from memory at once, written to
 * IndexedDB in the background (the answer does not wait for the disk). The promise settles once it is written.
 */
export function keepUpload(key: string, file: Blob): Promise<void> {
  memory.set(key, file);
  return inStore('readwrite', (store) => store.put(file, key)).then(
    () => undefined,
    (error: unknown) => {
      // No room or no IndexedDB (private mode): the file is served for this page's life only.
      console.warn('Demo backend: could not keep the upload across reloads', error);
    },
  );
}

/** The file kept under `key`, if any. */
export async function readUpload(key: string): Promise<Blob | undefined> {
  const kept = memory.get(key);
  if (kept) return kept;
  try {
    const stored = await inStore<unknown>('readonly', (store) => store.get(key));
    if (!(stored instanceof Blob)) return undefined;
    memory.set(key, stored);
    return stored;
  } catch {
    return undefined;
  }
}

/** Drops every kept file (the database went back to its seed). */
export async function clearUploads(): Promise<void> {
  memory.clear();
  try {
    await inStore('readwrite', (store) => store.clear());
  } catch {
    // Nothing kept there.
  }
}

demoEvents.on('database-reset', () => void clearUploads());
