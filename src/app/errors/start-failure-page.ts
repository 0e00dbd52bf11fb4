import { currentPageLocale, renderStaticPage, type PageLocale } from './static-page';

const texts: Record<PageLocale, { newVersion: string; failed: string; hint: string; reload: string }> = {
  en: {
    newVersion: 'A new version is available',
    failed: 'The app could not start',
    hint: 'Reload the page to try again.',
    reload: 'Reload',
  },
  tr: {
    newVersion: 'Yeni bir sürüm var',
    failed: 'Uygulama başlatılamadı',
    hint: 'Tekrar denemek için sayfayı yeniden yükleyin.',
    reload: 'Yeniden yükle',
  },
};

/** The app's own code did not load or start: say so with a reload button instead of a blank page. */
export function renderStartFailurePage(newVersion: boolean, doc: Document = document): void {
  const locale = currentPageLocale(doc);
  const text = texts[locale];
  renderStaticPage(
    { locale, title: newVersion ? text.newVersion : text.failed, paragraphs: [text.hint], reload: text.reload },
    doc,
  );
}
