import { mayHaveStoredSession } from '@/services/auth/token-hint';
import { readStoredLocale } from '@/services/i18n/locale';
import { configProblems } from '@/services/config/problems';
import { nextTask } from '@/services/scheduling/next-task';
import { applyStoredTheme } from '@/services/theme/stored-theme';
import { renderConfigErrorPage } from './errors/config-error-page';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { isChunkLoadError, reloadOnceForNewVersion } from './errors/new-version-reload';
import { renderStartFailurePage } from './errors/start-failure-page';
import { afterFirstPaint, showFirstPaint } from './first-paint/first-paint';
import { warmUpIntlOffMainThread } from './intl-warm-up/intl-warm-up';

// Only small modules without configuration are imported here: the configuration is checked before any
// module that reads it runs, so a missing variable shows a page naming it instead of a blank screen.
installGlobalErrorHandlers();
applyStoredTheme();
const problems = configProblems(import.meta.env, __DEMO_MODE__);
if (problems.length > 0) renderConfigErrorPage(problems);
else {
  const locale = readStoredLocale();
  // Intl's first use, on another core while the page paints and the app's code downloads. The worker is made in
  // a task of its own: this one already holds the evaluation of the entry's modules and the first read of storage.
  const intlWarmedUp = nextTask().then(() => warmUpIntlOffMainThread(locale));
  // A page's drawn screen (sign-in, or the wallet's frame) paints first; the app (and the downloads it asks for)
  // start right after that paint. Elsewhere they start in the next task (after the worker's): asking for the app's
  // chunks adds their preloads.
  void (showFirstPaint(locale, mayHaveStoredSession) ? afterFirstPaint() : nextTask())
    .then(() => import('./boot'))
    .then(({ boot }) => boot(intlWarmedUp))
    .catch((error: unknown) => {
      // The app's own chunk is gone after a deploy: reload once, then say so (React is not there to).
      console.error('The app failed to start', error);
      if (!(isChunkLoadError(error) && reloadOnceForNewVersion())) renderStartFailurePage(isChunkLoadError(error));
    });
}
