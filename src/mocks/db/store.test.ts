import { afterEach, expect, it, vi } from 'vitest';
import { configureDb, DB_STORAGE_KEY, getDb } from './store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(DB_STORAGE_KEY);
  configureDb({ persistence: 'memory' });
});

it('stores a database it seeded, and reads a stored one without writing it back (every demo page load)', () => {
  configureDb({ persistence: 'local' });
  const seeded = getDb();
  expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? 'null')).toEqual(JSON.parse(JSON.stringify(seeded)));

  // A new page: the module's memory is gone, the stored database is read.
  configureDb({ persistence: 'local' });
  const write = vi.spyOn(Storage.prototype, 'setItem');
  expect(JSON.parse(JSON.stringify(getDb()))).toEqual(JSON.parse(JSON.stringify(seeded)));
  expect(write).not.toHaveBeenCalled();
});
