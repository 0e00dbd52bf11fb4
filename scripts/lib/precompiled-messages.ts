import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message catalogues (src/**\/i18n/{en,tr}.json), app and demo panel alike. */
const CATALOGUE = /\/src\/.*\/i18n\/(en|tr)\.json$/;

/** The ICU parser's build without the parser: react-intl only formats the ASTs the build made. */
export const PARSER_FREE = fileURLToPath(import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'));

/**
 * Compiles every catalogue's ICU messages to react-intl's AST at build time (what `formatjs compile --ast`
 * does), so the app ships without the message parser (≈8 kB gzip on every first visit). A message that does
 * not parse fails the build, naming it. The output stays JSON, for Vite's JSON plugin to turn into a module.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message, { locale: new Intl.Locale(match[1] ?? 'en') })];
          } catch (error) {
            throw new Error(`${id}: message ${key} does not parse: ${String(error)}`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
