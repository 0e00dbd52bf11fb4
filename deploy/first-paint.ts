import { createHash } from 'node:crypto';
import { FIRST_PAINT_ID, FIRST_PAINT_LOCALE_ATTRIBUTE } from '../src/app/first-paint/first-paint-page.ts';
import { createSsrLoader } from './ssr-loader.ts';

const LOCALES = ['en', 'tr'] as const;
const RENDERER = '/src/app/first-paint/render-sign-in.tsx';

interface Renderer {
  renderSignInFirstPaint(locale: (typeof LOCALES)[number]): Promise<string>;
}

/**
 * Until the app has started, nothing in the drawn form may act: buttons, the remember-me box and the language
 * radios are disabled (a submit without the app would put the password in the address). The text fields stay
 * live: what the customer types there is handed to the app's form when it takes over (retire.ts).
 */
export function disableControls(markup: string): string {
  return markup
    .replace(/<button\b/g, '<button disabled=""')
    .replace(/<input\b(?=[^>]*\btype="(?:checkbox|radio)")/g, '<input disabled=""');
}

/** The distinct inline style attributes of the markup, as CSP hashes ('sha256-…'): the page's CSP allows these only. */
export function styleAttributeHashes(markup: string): string[] {
  const styles = new Set([...markup.matchAll(/\sstyle="([^"]*)"/g)].map(([, style = '']) => decodeEntities(style)));
  return [...styles].map((style) => `sha256-${createHash('sha256').update(style).digest('base64')}`);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The sign-in screen in both languages, rendered by the app's own components in Node (Vite's SSR loader, with the
 * build's mode and configuration), for the page /sign-in serves. The client shows the customer's language and drops the other
 * before the first paint (src/app/main.tsx).
 */
export async function renderSignInFirstPaint(options: { demoMode: boolean }): Promise<{ markup: string; styleHashes: string[] }> {
  const server = await createSsrLoader(options.demoMode);
  try {
    const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
    const screens = await Promise.all(
      LOCALES.map(async (locale) => {
        const markup = disableControls(await renderer.renderSignInFirstPaint(locale));
        return `<div ${FIRST_PAINT_LOCALE_ATTRIBUTE}="${locale}" lang="${locale}">${markup}</div>`;
      }),
    );
    const markup = `<div id="${FIRST_PAINT_ID}">${screens.join('')}</div>`;
    return { markup, styleHashes: styleAttributeHashes(markup) };
  } finally {
    await server.close();
  }
}
