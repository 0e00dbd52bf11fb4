import { readItem, storageKeys } from '@/services/storage';
import { FIRST_PAINT_ID } from '../first-paint/first-paint-page';

export type PageLocale = 'en' | 'tr';

/** The stored interface language (app_locale), else the browser's; read directly, nothing is configured yet. */
export function pageLocale(stored: string | null, browserLanguage: string | undefined): PageLocale {
  if (stored === 'en' || stored === 'tr') return stored;
  return browserLanguage?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

export function currentPageLocale(doc: Document): PageLocale {
  return pageLocale(readItem(storageKeys.locale), doc.defaultView?.navigator.language);
}

interface StaticPage {
  locale: PageLocale;
  title: string;
  /** Paragraphs, with an optional list after the first. */
  paragraphs: string[];
  list?: Array<{ code: string; note: string }>;
  reload?: string;
}

/**
 * A page built with plain DOM, for when the app cannot render (before React, or when its own code did not
 * load). Text only: nothing is parsed as HTML.
 */
export function renderStaticPage({ locale, title, paragraphs, list, reload }: StaticPage, doc: Document = document): void {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, content?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (content !== undefined) node.textContent = content;
    return node;
  };
  const main = element('main');
  main.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  const [first, ...rest] = paragraphs;
  main.append(element('h1', title));
  if (first) main.append(element('p', first));
  if (list) {
    const items = element('ul');
    for (const { code, note } of list) {
      const item = element('li');
      item.append(element('code', code), ` (${note})`);
      items.append(item);
    }
    main.append(items);
  }
  main.append(...rest.map((text) => element('p', text)));
  if (reload) {
    const button = element('button', reload);
    button.type = 'button';
    button.addEventListener('click', () => doc.defaultView?.location.reload());
    main.append(button);
  }
  doc.documentElement.lang = locale;
  doc.title = title;
  // The sign-in page's drawn screen (src/app/first-paint) goes with the app it stood in for.
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  (doc.getElementById('root') ?? doc.body).replaceChildren(main);
}
