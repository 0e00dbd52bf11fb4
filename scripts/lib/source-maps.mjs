// Reading a built file's source map, shared by the bundle report (bytes per module: ./chunk-modules.mjs) and
// the CPU profile (scripting per module: ./cpu-profile.mjs).
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * Per generated line, its mapped segments in column order: [column, source index, source line (0-based)];
 * a segment that maps to no source has source index -1.
 */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  for (const line of mappings.split(';')) {
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
      if (values.length > 1) {
        source += values[1];
        sourceLine += values[2];
      }
      segments.push(values.length > 1 ? [column, source, sourceLine] : [column, -1, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** 'node_modules/@scope/name/…' → '@scope/name'; our own files stay paths from the repository root. */
export function moduleName(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^\/?(work\/[^/]+\/)?/, '');
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** The source map next to `file` (`file.map`): its modules (named by moduleName), files (paths from the
 * repository or from node_modules) and decoded lines; or null. */
export function readSourceMap(file) {
  if (!existsSync(`${file}.map`)) return null;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((source) => source ?? '?');
  return {
    modules: sources.map(moduleName),
    files: sources.map((source) =>
      source.includes('node_modules/') ? source.replace(/^.*node_modules\//, '') : moduleName(source),
    ),
    lines: decodeMappings(map.mappings),
  };
}
