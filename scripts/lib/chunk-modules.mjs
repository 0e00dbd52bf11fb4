// What a built chunk is made of: its bytes attributed to source modules through its source map (each mapped
// segment counts until the next one), so a budget failure can name the modules that make a chunk heavy.
import { readFileSync } from 'node:fs';
import { readSourceMap } from './source-maps.mjs';

/** Raw bytes of `file` per source module (node_modules paths shortened to the package), biggest first. */
export function modulesOf(file) {
  const map = readSourceMap(file);
  if (!map) return [];
  const code = readFileSync(file, 'utf8').split('\n');
  const sizes = new Map();
  map.lines.forEach((segments, lineIndex) => {
    const length = (code[lineIndex] ?? '').length;
    segments.forEach(([column, source], index) => {
      if (source < 0) return;
      const end = index + 1 < segments.length ? segments[index + 1][0] : length;
      const name = map.modules[source];
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}
