import type { ConfigProblem } from '@/services/config/problems';
import { currentPageLocale, renderStaticPage, type PageLocale } from './static-page';

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

/** A static page naming each missing or invalid variable, before React or any configured module runs. */
export function renderConfigErrorPage(problems: readonly ConfigProblem[], doc: Document = document): void {
  const locale = currentPageLocale(doc);
  const text = texts[locale];
  renderStaticPage(
    {
      locale,
      title: text.title,
      paragraphs: [text.intro, text.hint],
      list: problems.map(({ variable, reason }) => ({ code: variable, note: text[reason] })),
    },
    doc,
  );
}
