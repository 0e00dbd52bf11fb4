import type { ConfigProblem } from '@/services/config/problems';
import { readItem, storageKeys } from '@/services/storage';

type PageLocale = 'en' | 'tr';

const texts: Record<PageLocale, { title: string; intro: string; missing: string; invalid: string; hint: string }> = {
  en: {
    title: 'The app is not configured',
    intro: 'This deployment cannot start because of its environment variables:',
    missing: 'missing',
    invalid: 'invalid',
    hint: 'Set them as described in .env.example and build again.',
  },
  tr: {
    title: 'Uygulama yapılandırılmamış',
    intro: 'Bu kurulum, ortam değişkenleri nedeniyle başlatılamıyor:',
    missing: 'eksik',
    invalid: 'geçersiz',
    hint: '.env.example dosyasında anlatıldığı gibi ayarlayıp yeniden derleyin.',
  },
};

/** The stored interface language (app_locale), else the browser's; read directly, nothing is configured yet. */
export function pageLocale(stored: string | null, browserLanguage: string | undefined): PageLocale {
  if (stored === 'en' || stored === 'tr') return stored;
  return browserLanguage?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/**
 * A static page naming each missing or invalid variable, built with plain DOM before React or any
 * configured module runs (a blank page would say nothing). Text only: no HTML is parsed.
 */
export function renderConfigErrorPage(problems: readonly ConfigProblem[], doc: Document = document): void {
  const locale = pageLocale(readItem(storageKeys.locale), doc.defaultView?.navigator.language);
  const text = texts[locale];
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, content?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (content !== undefined) node.textContent = content;
    return node;
  };
  const main = element('main');
  main.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5';
  const list = element('ul');
  for (const { variable, reason } of problems) {
    const item = element('li');
    item.append(element('code', variable), ` (${text[reason]})`);
    list.append(item);
  }
  main.append(element('h1', text.title), element('p', text.intro), list, element('p', text.hint));
  doc.documentElement.lang = locale;
  doc.title = text.title;
  const root = doc.getElementById('root') ?? doc.body;
  root.replaceChildren(main);
}
