import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

describe('screens', () => {
  it('load the messages of the feature whose code they load', () => {
    const source = readFileSync(path.join(__dirname, 'screens.ts'), 'utf8');
    const loaders = [...source.matchAll(/feature\('([\w-]+)', async \(\) => \(await import\('@\/features\/([\w-]+)'\)\)/g)];
    expect(loaders).toHaveLength(Object.keys(screens).length);
    for (const [, area, feature] of loaders) expect(area).toBe(feature);
  });
});
