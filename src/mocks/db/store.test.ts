import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { seedDatabase } from './seed';
import { configureDb, getDb, LEGACY_DB_STORAGE_KEY, openStoredDb, resetDb, updateDb } from './store';
import { deleteStoredDb, readStoredDb, storedDbWritten, writeStoredDb } from './stored-db';
import type { DemoDatabase } from './types';

afterEach(async () => {
  vi.restoreAllMocks();
  configureDb({ persistence: 'memory' });
  localStorage.removeItem(LEGACY_DB_STORAGE_KEY);
  await deleteStoredDb();
});

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A new page of the demo app: its module memory is gone, the stored database is read. */
async function newPage(): Promise<void> {
  configureDb({ persistence: 'local' });
  await openStoredDb();
}

it('stores a database it seeded, and reads a stored one without writing it back (every demo page load)', async () => {
  await newPage();
  const seeded = getDb();
  await storedDbWritten();
  expect(plain(await readStoredDb())).toEqual(plain(seeded));

  await newPage();
  const write = vi.spyOn(IDBObjectStore.prototype, 'put');
  expect(plain(getDb())).toEqual(plain(seeded));
  await storedDbWritten();
  expect(write).not.toHaveBeenCalled();
});

it("writes a task's changes once, as they stand at its end, and the next page reads them", async () => {
  await newPage();
  getDb();
  await storedDbWritten();
  const write = vi.spyOn(IDBObjectStore.prototype, 'put');
  updateDb((db) => void (db.sequence = 1001));
  updateDb((db) => void (db.sequence = 1002));
  await storedDbWritten();
  expect(write).toHaveBeenCalledTimes(1);

  await newPage();
  expect(getDb().sequence).toBe(1002);
});

it('starts from the seed when the stored database is of another version', async () => {
  await newPage();
  const seeded = getDb();
  await storedDbWritten();
  await writeStoredDb({ ...seeded, version: seeded.version - 1, sequence: 7 });

  await newPage();
  expect(getDb().version).toBe(seeded.version);
  expect(getDb().sequence).not.toBe(7);
});

it('takes over the database an earlier build left in localStorage, and removes it from there', async () => {
  await newPage();
  const earlier: DemoDatabase = { ...getDb(), sequence: 4242 };
  await storedDbWritten();
  await deleteStoredDb();
  localStorage.setItem(LEGACY_DB_STORAGE_KEY, JSON.stringify(earlier));

  await newPage();
  expect(getDb().sequence).toBe(4242);
  expect(localStorage.getItem(LEGACY_DB_STORAGE_KEY)).toBeNull();
  await storedDbWritten();
  expect((await readStoredDb()) as DemoDatabase).toMatchObject({ sequence: 4242 });
});

it('is not used before it has been read', () => {
  configureDb({ persistence: 'local' });
  expect(() => getDb()).toThrow(/openStoredDb/);
});

it('keeps working from memory when the database cannot be read', async () => {
  vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new Error('IndexedDB is disabled');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await newPage();
  expect(getDb().users.length).toBeGreaterThan(0);
});

it('reset hands out a fresh copy of the seed each time (Storybook: one clock for every story)', () => {
  const now = Date.UTC(2026, 0, 15, 12);
  const first = resetDb(now);
  first.sequence = 999;
  first.users.pop();
  const second = resetDb(now);
  expect(second).not.toBe(first);
  expect(plain(second)).toEqual(plain(seedDatabase(now)));
  expect(plain(resetDb(now + 1))).toEqual(plain(seedDatabase(now + 1)));
});
