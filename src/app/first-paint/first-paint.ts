import type { Locale } from '@/services/i18n/locale';
import { BRAND_FONT, BRAND_FONT_SAMPLE } from '../brand-font';
import {
  FIRST_PAINT_FOR_ATTRIBUTE,
  FIRST_PAINT_ID,
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  FIRST_PAINT_SHOWN_ATTRIBUTE,
  type FirstPaintFor,
} from './first-paint-page';

/** On the drawn screen: the link the customer followed before the app was there, followed again once it is. */
const PENDING_LINK_ATTRIBUTE = 'data-pending-link';

// The sign-in page carries the sign-in screen drawn at build time, and the wallet's page the main layout around the
// loading wallet, each in both languages (deploy/first-paint.ts): it paints as soon as the HTML, the stylesheets and
// the brand font are there, long before the app's JavaScript on a slow phone. The entry shows the customer's
// language (or nothing, for a visitor the guard will send elsewhere), starts the app after that paint, and the app's
// first screen takes its place (retireFirstPaint).

/**
 * Resolves when the brand font is ready for the language (Turkish's own letters included), or after `limitMs`: the
 * drawn screen is shown in the face the app's screen will have, so nothing moves or grows when the app takes its
 * place (layout shift, largest paint).
 */
function brandFontReady(doc: Document, locale: Locale, limitMs = 400): Promise<unknown> {
  if (!('fonts' in doc)) return Promise.resolve();
  return Promise.race([
    doc.fonts.load(BRAND_FONT, BRAND_FONT_SAMPLE[locale]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, limitMs)),
  ]);
}

/**
 * Shows the drawn screen in `locale` (once the brand font is there) and drops the other language's copy; drops
 * it all when it is not drawn for this visitor (`signedIn()`: the sign-in screen for a stored session, the wallet's
 * frame without one; the app will not show them). Returns whether a drawn screen is showing.
 * `signedIn` is asked only where the page has a drawn screen: its look through both storage areas is the tab's
 * first use of sessionStorage, which other pages leave to a later task (ADR 0025).
 */
export function showFirstPaint(locale: Locale, signedIn: () => boolean, doc: Document = document): boolean {
  const drawn = doc.getElementById(FIRST_PAINT_ID);
  if (!drawn) return false;
  const copies = [...drawn.querySelectorAll(`[${FIRST_PAINT_LOCALE_ATTRIBUTE}]`)];
  const own = copies.find((copy) => copy.getAttribute(FIRST_PAINT_LOCALE_ATTRIBUTE) === locale);
  const forSignedIn = drawn.getAttribute(FIRST_PAINT_FOR_ATTRIBUTE) === ('signed-in' satisfies FirstPaintFor);
  if (!own || signedIn() !== forSignedIn) {
    drawn.remove();
    return false;
  }
  for (const copy of copies) if (copy !== own) copy.remove();
  doc.documentElement.lang = locale;
  void brandFontReady(doc, locale).then(() => drawn.setAttribute(FIRST_PAINT_SHOWN_ATTRIBUTE, ''));
  drawn.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The app's own link carries what was typed (the email, to forgot-password and sign-up): it is followed instead
    // once the app is there, rather than loading the next page without it.
    event.preventDefault();
    drawn.setAttribute(PENDING_LINK_ATTRIBUTE, href);
  });
  return true;
}

/**
 * Resolves once the page has painted (its first contentful paint) and the browser has had a task to spare, so
 * the app's scripts download and run after the drawn screen is on the glass. At most `limitMs` (hidden tabs do
 * not paint).
 */
export function afterFirstPaint(limitMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    const observer =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
          })
        : undefined;
    observer?.observe({ type: 'paint', buffered: true });
    setTimeout(finish, limitMs);
  });
}

const TEXT_FIELD = 'input[name]:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])';

/**
 * The app's first screen is on the page: the drawn one goes. What the customer typed into its fields (or a
 * password manager filled) is handed to the app's fields of the same name, as if typed there; the field they
 * were in keeps the focus and the caret, and a link they followed meanwhile is followed in the app.
 */
export function retireFirstPaint(doc: Document = document): void {
  const drawn = doc.getElementById(FIRST_PAINT_ID);
  if (!drawn) return;
  const root = doc.getElementById('root');
  const active = doc.activeElement instanceof HTMLInputElement && drawn.contains(doc.activeElement) ? doc.activeElement : null;
  const typed = [...drawn.querySelectorAll<HTMLInputElement>(TEXT_FIELD)].filter((field) => field.value !== '');
  const pendingLink = drawn.getAttribute(PENDING_LINK_ATTRIBUTE);
  drawn.remove();
  if (!root) return;
  const counterpart = (field: HTMLInputElement) =>
    root.querySelector<HTMLInputElement>(`${TEXT_FIELD}[name="${CSS.escape(field.name)}"]`);
  for (const field of typed) {
    const target = counterpart(field);
    if (!target || target.value === field.value) continue;
    // React follows the value through its own setter: set it the way the browser does, then announce the input.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, field.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (pendingLink) {
    // After React has rendered what was handed over, so the link takes the typed values with it.
    const link = root.querySelector<HTMLAnchorElement>(`a[href="${CSS.escape(pendingLink)}"]`);
    if (link) setTimeout(() => link.click(), 0);
    return;
  }
  if (!active) return;
  const target = counterpart(active);
  if (!target) return;
  target.focus();
  if (active.selectionStart !== null && active.selectionEnd !== null) {
    try {
      target.setSelectionRange(active.selectionStart, active.selectionEnd);
    } catch {
      // Email fields have no caret API in some browsers: the focus is enough.
    }
  }
}
