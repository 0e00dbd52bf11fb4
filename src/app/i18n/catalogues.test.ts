import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? (name === 'generated' ? [] : walk(full)) : [full];
  });
}

const files = walk(SRC);
const catalogueDirs = [...new Set(files.filter((f) => /[/\\]i18n[/\\](en|tr)\.json$/.test(f)).map((f) => path.dirname(f)))];
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const catalogues = catalogueDirs.map((dir) => ({
  dir: path.relative(SRC, dir),
  en: read(path.join(dir, 'en.json')),
  tr: read(path.join(dir, 'tr.json')),
}));
const allEn = Object.assign({}, ...catalogues.map((c) => c.en)) as Record<string, string>;
const allTr = Object.assign({}, ...catalogues.map((c) => c.tr)) as Record<string, string>;

/** Message ids a source text names: `id: 'x.y'`, `id="x.y"`, and any property named …Id / …MessageId holding one. */
function usedIds(text: string): string[] {
  const patterns = [
    /\bid\s*[:=]\s*\{?\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g,
    /\b\w*(?:Id|Ids)\s*[:=]\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] as string));
}

function placeholders(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    const own = element.type !== TYPE.literal && 'value' in element ? [String(element.value)] : [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => placeholders(option.value))
        : 'children' in element
          ? placeholders(element.children)
          : [];
    return [...own, ...nested];
  });
}

describe('message catalogues', () => {
  it('exist for every area that has user-facing text', () => {
    expect(catalogues.map((c) => c.dir)).toEqual(expect.arrayContaining(['app/i18n', 'design-system/i18n', 'services/i18n']));
  });

  it.each(catalogues)('$dir: English and Turkish have the same ids', ({ en, tr }) => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  it('never define the same id in two areas', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { dir, en } of catalogues) {
      for (const id of Object.keys(en)) {
        if (seen.has(id)) duplicates.push(`${id} (${seen.get(id)} and ${dir})`);
        seen.set(id, dir);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('are valid ICU messages whose Turkish uses the same placeholders', () => {
    const problems: string[] = [];
    for (const [id, message] of Object.entries(allEn)) {
      const turkish = allTr[id] ?? '';
      try {
        const want = placeholders(parse(message)).sort();
        const got = placeholders(parse(turkish)).sort();
        if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${id}: en {${want.join(',')}} vs tr {${got.join(',')}}`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('contain every message id the code uses', () => {
    const sources = files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
    const used = new Set(sources.flatMap((file) => usedIds(readFileSync(file, 'utf8'))));
    const missing = [...used].filter((id) => !(id in allEn));
    expect(missing).toEqual([]);
  });

  it("give a feature's code only its own and the core ids (a feature's catalogue loads with its screens)", () => {
    // Core: the app, design system and services catalogues, loaded at start (src/app/i18n/messages.ts).
    const featureOf = (file: string) => /^features[/\\]([^/\\]+)/.exec(path.relative(SRC, file))?.[1];
    const idsOf = (feature: string | undefined) =>
      Object.assign({}, ...catalogues.filter((c) => featureOf(path.join(SRC, c.dir)) === feature).map((c) => c.en)) as Record<
        string,
        string
      >;
    const core = idsOf(undefined);
    const elsewhere: string[] = [];
    for (const file of files.filter(
      (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.includes(`${path.sep}mocks${path.sep}`),
    )) {
      const feature = featureOf(file);
      const own = feature ? idsOf(feature) : {};
      for (const id of usedIds(readFileSync(file, 'utf8')))
        if (id in allEn && !(id in core) && !(id in own)) elsewhere.push(`${path.relative(SRC, file)}: ${id}`);
    }
    expect(elsewhere).toEqual([]);
  });
});

/** Section 8 of the spec, verbatim. Each must exist in English exactly and have a Turkish translation. */
const SPEC_ERROR_CATALOGUE = [
  'Sign out failed, retry later',
  'Error while calling API',
  'Error getting all users',
  'Error getting user',
  "Error: Couldn't get mew",
  'Error getting reg user',
  'Error updating user',
  'Error changing password',
  "Error: User couldn't be deleted",
  'Error sending contact',
  "Error: User's KYC flow couldn't be started",
  'An error occurred while updating user image, please try again later',
  'Error getting all notifications',
  'Notification read failed, retry later',
  'Notification delete failed, retry later',
  'Notifications read failed, retry later',
  'Notifications load failed, retry later',
  'User load failed, retry later',
  'Asset accounts load failed, retry later',
  'Converter load failed, retry later',
  'An error occurred while submitting the form, please try again later',
  'Invalid page number, redirecting to first page',
  'Invalid Idtoken.',
  'Auth UserPool not configured.',
  'User needs to be authenticated to call this API.',
  'Invalid tokens.',
  'Auth session was not found. Make sure to call signIn.',
  'An unknown error has ocurred.',
  'Either deviceKey, deviceGroupKey or secretPassword were not found during the sign-in process.',
  'signInRedirect or signOutRedirect had an invalid format or was not found.',
  'redirect is coming from a different origin...',
  'An error occurred when attempting to log out from OAuth provider.',
  'iat not found in access token',
  'Invalid token',
  'Invalid user pool id provided.',
  'unable to fetch the country',
  'You have been logged out.',
];

describe("the spec's error catalogue", () => {
  it.each(SPEC_ERROR_CATALOGUE)('"%s" exists verbatim in English and is translated to Turkish', (message) => {
    const id = Object.keys(allEn).find((key) => allEn[key] === message);
    expect(id, `no English message reads "${message}"`).toBeDefined();
    const turkish = allTr[id as string];
    expect(turkish).toBeTruthy();
    expect(turkish).not.toBe(message);
  });
});
