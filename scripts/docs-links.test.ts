import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The spec map and the ADRs send a newcomer to a file in one hop: every relative link must lead somewhere. */
const documents = ['README.md', 'docs/spec-map.md', ...readdirSync('docs/decisions').map((name) => `docs/decisions/${name}`)];

function brokenLinks(document: string): string[] {
  const text = readFileSync(document, 'utf8');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '')
    .filter((target) => target !== '' && !existsSync(join(dirname(document), target)));
}

describe('documentation links', () => {
  it.each(documents)('%s links only to files that exist', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });

  it('the spec map names an owner for each of the spec sections 2 to 9', () => {
    const map = readFileSync('docs/spec-map.md', 'utf8');
    for (const section of [2, 3, 4, 5, 6, 7, 8, 9]) expect(map).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
  });
});
