// What a built chunk is made of: its bytes attributed to source modules through its source map (each mapped
// segment counts until the next one), so a budget failure can name the modules that make a chunk heavy.
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings line into [generatedColumn, sourceIndex] pairs (absolute values). */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) state.source += values[1];
    segments.push([column, values.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** Raw bytes of `file` per source module (node_modules paths shortened to the package), biggest first. */
export function modulesOf(file) {
  if (!existsSync(`${file}.map`)) return [];
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sizes = new Map();
  const state = { source: 0 };
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = decodeLine(line, state);
    const length = (code[lineIndex] ?? '').length;
    segments.forEach(([column, source], index) => {
      if (source < 0) return;
      const end = index + 1 < segments.length ? segments[index + 1][0] : length;
      const name = shorten(map.sources[source] ?? '?');
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function shorten(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '');
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}
