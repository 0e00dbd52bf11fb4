import { createHash } from 'node:crypto';
import {
  FIRST_PAINT_FOR_ATTRIBUTE,
  FIRST_PAINT_ID,
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  type FirstPaintFor,
} from '../src/app/first-paint/first-paint-page.ts';
import { createSsrLoader } from './ssr-loader.ts';

const LOCALES = ['en', 'tr'] as const;
const RENDERER = '/src/app/first-paint/render-first-paint.tsx';

type Render = (locale: (typeof LOCALES)[number]) => Promise<string>;
interface Renderer {
  renderSignInFirstPaint: Render;
  renderWalletFirstPaint: Render;
}

/**
 * The screens pages draw (src/app/first-paint/render-first-paint.tsx), the visitor each is for, and whether it is
 * only a picture until the app is there: the wallet's frame is `inert` and `aria-hidden` (nothing in it can be
 * clicked, focused or read out, like any loading placeholder), while the sign-in form takes what the customer types.
 */
const SCREENS = {
  'sign-in': { render: 'renderSignInFirstPaint', for: 'signed-out', inert: false },
  wallet: { render: 'renderWalletFirstPaint', for: 'signed-in', inert: true },
} as const satisfies Record<string, { render: keyof Renderer; for: FirstPaintFor; inert: boolean }>;
export type DrawnScreen = keyof typeof SCREENS;

/**
 * Until the app has started, nothing in a live drawn screen (sign-in) may act: buttons, the remember-me box and the language
 * radios are disabled (a submit without the app would put the password in the address). The text fields stay
 * live: what the customer types there is handed to the app's form when it takes over (first-paint.ts,
 * retireFirstPaint); a link followed meanwhile is followed in the app.
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
 * The drawn screens in both languages, rendered by the app's own components in Node (Vite's SSR loader, with the
 * build's mode and configuration), for the pages /sign-in and /wallet serve. The client shows the customer's language
 * and drops the other before the first paint (src/app/main.tsx); each also says for which visitor it is drawn.
 */
export async function renderFirstPaints(options: {
  demoMode: boolean;
}): Promise<Record<DrawnScreen, { markup: string; styleHashes: string[] }>> {
  const server = await createSsrLoader(options.demoMode);
  try {
    const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
    const drawn = async (screen: DrawnScreen) => {
      const copies = await Promise.all(
        LOCALES.map(async (locale) => {
          const rendered = await renderer[SCREENS[screen].render](locale);
          // An inert frame needs nothing disabled (nothing in it acts), and looks as the app's screen will.
          const markup = SCREENS[screen].inert ? rendered : disableControls(rendered);
          return `<div ${FIRST_PAINT_LOCALE_ATTRIBUTE}="${locale}" lang="${locale}">${markup}</div>`;
        }),
      );
      const { for: visitor, inert } = SCREENS[screen];
      const markup = `<div id="${FIRST_PAINT_ID}" ${FIRST_PAINT_FOR_ATTRIBUTE}="${visitor}"${inert ? ' inert aria-hidden="true"' : ''}>${copies.join('')}</div>`;
      return { markup, styleHashes: styleAttributeHashes(markup) };
    };
    return { 'sign-in': await drawn('sign-in'), wallet: await drawn('wallet') };
  } finally {
    await server.close();
  }
}
