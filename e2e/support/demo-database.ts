import type { Page } from '@playwright/test';
import { STORED_DB } from '../../src/mocks/db/stored-db';

/**
 * The demo backend's database as the page has stored it (IndexedDB, src/mocks/db/stored-db.ts): for checks of
 * what the backend holds, beyond what the screen shows. Typed by the caller, with the fields it reads.
 */
export async function readDemoDatabase<Database>(page: Page): Promise<Database> {
  // As JSON text: Playwright copies one string out of the page at once, an object of this size field by field
  // (1–1.7 s for this one in a journey on a busy machine).
  const text = await page.evaluate(
    ({ name, store, key }) =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error ?? new Error(`No ${name} database`));
        opening.onsuccess = () => {
          const reading = opening.result.transaction(store).objectStore(store).get(key);
          reading.onerror = () => reject(reading.error ?? new Error(`No ${key} record`));
          reading.onsuccess = () => {
            opening.result.close();
            resolve(JSON.stringify(reading.result));
          };
        };
      }),
    STORED_DB,
  );
  return JSON.parse(text) as Database;
}
