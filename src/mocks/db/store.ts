import type { Locale } from '@/services/i18n/locale';
import { demoEvents } from '../events';
import { DB_VERSION, seedDatabase, type SeedOptions } from './seed';
import { canStoreDb, readStoredDb, writeStoredDb } from './stored-db';
import { rememberedLanguages } from './texts';
import type { DemoDatabase, Job } from './types';

/** Where the demo kept its database in localStorage before it moved to IndexedDB (stored-db.ts): taken over once. */
export const LEGACY_DB_STORAGE_KEY = 'wallet-demo:db';

type Persistence = 'memory' | 'local';
type JobRunner = (db: DemoDatabase, job: Job) => void;

let persistence: Persistence = 'memory';
let firstSeedLanguage: Locale | undefined;
let database: DemoDatabase | undefined;
/** 'local': whether openStoredDb has read the stored database, which the first getDb then takes. */
let opened = false;
let stored: DemoDatabase | undefined;
/** The database waiting to be written: one write per task, however many changes it made. */
let toWrite: DemoDatabase | undefined;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const runners = new Map<Job['kind'], JobRunner>();

function current(value: unknown): DemoDatabase | undefined {
  return typeof value === 'object' && value !== null && (value as DemoDatabase).version === DB_VERSION
    ? (value as DemoDatabase)
    : undefined;
}

/** The database a demo of an earlier build left in localStorage, removed from there (it slowed every page). */
function takeLegacyDb(): DemoDatabase | undefined {
  try {
    const text = globalThis.localStorage?.getItem(LEGACY_DB_STORAGE_KEY);
    if (text === null || text === undefined) return undefined;
    globalThis.localStorage.removeItem(LEGACY_DB_STORAGE_KEY);
    return current(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * 'local': reads the stored database before the demo backend answers anything (getDb is synchronous, the read is
 * not). Without IndexedDB, or when it fails, the demo works from memory for the page's life.
 */
export async function openStoredDb(): Promise<void> {
  if (persistence !== 'local') return;
  try {
    stored = canStoreDb() ? current(await readStoredDb()) : undefined;
  } catch (error) {
    console.warn('Demo backend: could not read the stored database', error);
  }
  const legacy = stored ? undefined : takeLegacyDb();
  if (legacy) {
    stored = legacy;
    save(legacy);
  }
  opened = true;
}

function save(db: DemoDatabase): void {
  if (persistence !== 'local' || !canStoreDb()) return;
  const queued = toWrite !== undefined;
  toWrite = db;
  if (queued) return;
  // Still in the task that changed it: a reload right after the change finds it.
  queueMicrotask(() => {
    const latest = toWrite;
    toWrite = undefined;
    if (latest)
      void writeStoredDb(latest).catch((error: unknown) => {
        // Over quota (large uploads): the demo keeps working from memory.
        console.warn('Demo backend: could not persist the database', error);
      });
  });
}

function clearTimers(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
}

function schedule(job: Job): void {
  if (timers.has(job.id)) return;
  const timer = setTimeout(
    () => {
      timers.delete(job.id);
      runJob(job.id);
    },
    Math.max(0, job.at - Date.now()),
  );
  timers.set(job.id, timer);
}

function runJob(id: string): void {
  const db = getDb();
  const job = db.jobs.find((item) => item.id === id);
  if (!job) return;
  db.jobs = db.jobs.filter((item) => item.id !== id);
  runners.get(job.kind)?.(db, job);
  save(db);
}

/**
 * Where the database lives: 'local' keeps it in IndexedDB across reloads (the demo app in a browser: read it
 * with openStoredDb before the first getDb);
 * 'memory' (the default: Vitest, Storybook) starts from the seed and is reset per test or story.
 * `firstSeedLanguage`: the language a fresh seed writes its starting texts in (English without it).
 */
export function configureDb(options: { persistence: Persistence; firstSeedLanguage?: Locale }): void {
  persistence = options.persistence;
  firstSeedLanguage = options.firstSeedLanguage;
  clearTimers();
  database = undefined;
  opened = false;
  stored = undefined;
  toWrite = undefined;
}

/** The database, loaded or seeded on first use; pending jobs are (re)scheduled. */
export function getDb(): DemoDatabase {
  if (!database) {
    if (persistence === 'local' && !opened) throw new Error('The demo database is stored: await openStoredDb() first.');
    const found = stored;
    stored = undefined;
    database = found ?? seedDatabase(Date.now(), { language: firstSeedLanguage });
    // A database just read from storage is already there.
    if (!found) save(database);
    database.jobs.forEach(schedule);
  }
  return database;
}

/** Changes the database and persists it. Handlers and demo actions write only through this. */
export function updateDb<T>(change: (db: DemoDatabase) => T): T {
  const db = getDb();
  const result = change(db);
  save(db);
  db.jobs.forEach(schedule);
  return result;
}

/**
 * The last seed made by resetDb, kept to hand out copies: the seed is a function of its clock and languages, and
 * Storybook seeds every story at one fixed clock. A copy takes a few milliseconds; seeding takes 16–160 ms.
 */
let lastSeed: { key: string; db: DemoDatabase } | undefined;

function seedCopy(now: number, options: SeedOptions): DemoDatabase {
  const key = JSON.stringify([now, options]);
  if (lastSeed?.key !== key) lastSeed = { key, db: seedDatabase(now, options) };
  return structuredClone(lastSeed.db);
}

/**
 * Back to the seed (relative to the current clock); drops pending jobs and stored data. `keepLanguages` (the demo
 * panel's reset) keeps the language each user's requests asked for, so the new starting data is written in it.
 */
export function resetDb(now: number = Date.now(), { keepLanguages = false }: { keepLanguages?: boolean } = {}): DemoDatabase {
  const languages = keepLanguages ? rememberedLanguages(getDb()) : undefined;
  clearTimers();
  database = seedCopy(now, { languages });
  save(database);
  demoEvents.emit('database-reset', {});
  return database;
}

/** Drops the database from memory; the next use seeds it afresh at the clock of that moment (cheap per test). */
export function unloadDb(): void {
  clearTimers();
  database = undefined;
}

export function registerJobRunner(kind: Job['kind'], runner: JobRunner): void {
  runners.set(kind, runner);
}

/** Runs every pending job now (tests: a withdrawal completes without waiting). */
export function runPendingJobs(): void {
  clearTimers();
  for (const job of [...getDb().jobs]) runJob(job.id);
}

/** Where the database lives now ('local' in the demo app, 'memory' in tests and stories). */
export function dbPersistence(): Persistence {
  return persistence;
}
