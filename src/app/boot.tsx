import '@/design-system/styles/fonts';
import '@/design-system/styles/global.css';
import './first-paint/first-paint.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRequestLanguageSource } from '@/services/http/request-language';
import { readStoredLocale } from '@/services/i18n';
import { nextTask } from '@/services/scheduling/next-task';
import { startTheme } from '@/services/theme';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { setAppMessageStore } from './i18n/app-messages';
import { createMessageStore } from './i18n/message-store';
import { loadMessages } from './i18n/messages';
import { watchPageScroll } from './layouts/page-scroll';
import { warmUpFonts } from './font-warm-up/font-warm-up';

async function startDemoBackend(): Promise<void> {
  // Dynamically imported and behind a build-time constant: absent from builds with a real backend.
  const [{ startDemoBackend: start }, { mountDemoPanel }] = await Promise.all([
    import('@/mocks/browser'),
    import('@/mocks/devtools'),
  ]);
  await start();
  // The demo controls (reset, faults, sign-in credentials) in their own root, with their own messages.
  mountDemoPanel();
}

/**
 * The first use of Intl in a page loads ICU's data (react-intl's set-up asks which locales the number and date
 * formats support): done before the first render. Usually a worker has done it already (`intlWarmedUp`, started by
 * main.tsx), and these calls take no time; where it could not, they run here, in three tasks rather than one (the
 * locale's data, then the number formats', then the date formats').
 */
async function warmUpIntl(locale: string): Promise<void> {
  new Intl.Locale(locale).maximize();
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(locale);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

/**
 * Starts the app once its configuration is known to be valid (main.tsx checked it). The start-up is cut into
 * tasks (this module's code, the catalogues' downloads, Intl's data, the root actor's code, the root actor made
 * then started, the router's and App's code, the router, the React root, then the first render in slices), so no
 * single one holds a slow phone's main thread for long (total blocking time, ADR 0025). The stages'
 * code comes in chunks of their own (deploy/start-up.ts), which pages that start the app at once preload.
 */
export async function boot(intlWarmedUp: Promise<void> = Promise.resolve()): Promise<void> {
  // Called as the app's code has just been evaluated, in the same task: the rest starts in one of its own.
  await nextTask();
  const locale = readStoredLocale();
  // The API calls ask for the language the customer reads: the stored one, which a switch of language rewrites.
  setRequestLanguageSource(readStoredLocale);
  startTheme();
  watchPageScroll();
  // The fonts' set-up in small tasks of its own, not in the first screen's layout.
  void warmUpFonts(locale).catch(() => undefined);
  // The core catalogues only: the first screen's loader brings its feature's (app-messages.ts).
  const [messages] = await Promise.all([loadMessages(locale, []), __DEMO_MODE__ ? startDemoBackend() : undefined]);
  const store = createMessageStore({ locale, messages }, []);
  setAppMessageStore(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // Demo only: the stand-in identity-verification provider's page takes this path (ADR 0023).
  if (__DEMO_MODE__ && (await import('@/mocks/kyc-provider')).mountDemoKycProvider(container)) return;
  await nextTask();
  await intlWarmedUp;
  await warmUpIntl(locale);
  await nextTask();
  const { createAppRuntime } = await import('./runtime');
  await nextTask();
  const runtime = await createAppRuntime(nextTask);
  await nextTask();
  const { App } = await import('./App');
  await nextTask();
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that holds off input (total blocking time on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary locale={locale} messages={messages}>
          <App messages={store} runtime={runtime} />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
}
