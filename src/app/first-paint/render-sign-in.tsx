import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { SignInScreen } from '@/features/auth';
import { amplifyImplementations, createRootActor, RootActorProvider } from '@/machines';
import type { AuthSession } from '@/services/auth';
import { DEFAULT_LOCALE, LocaleContext, type Locale } from '@/services/i18n';
import { pathTo } from '@/shared/routes';
import { AuthLayoutRoute } from '../layouts/AuthLayoutRoute';
import { loadMessages } from '../i18n/messages';

/**
 * The sign-in screen as the app first draws it (signed out, nothing typed), rendered at build time into the page
 * that /sign-in serves: the customer sees the form before the app's JavaScript has arrived (src/app/first-paint).
 * Runs in Node, in the build (deploy/first-paint.ts); never part of the app's bundle.
 */
export async function renderSignInFirstPaint(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale, ['auth']);
  // The session is still being read, as on the client before the guard decides: nothing is called.
  const root = createRootActor({
    session: {
      actors: {
        ...amplifyImplementations.session.actors,
        loadSession: fromPromise<AuthSession | null>(() => new Promise(() => undefined)),
      },
    },
  });
  root.start();
  try {
    return renderToString(
      <LocaleContext value={{ locale, setLocale: () => undefined }}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          <RootActorProvider actor={root}>
            <MemoryRouter initialEntries={[pathTo('sign-in')]}>
              <Routes>
                <Route element={<AuthLayoutRoute />}>
                  <Route path={pathTo('sign-in')} element={<SignInScreen />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </RootActorProvider>
        </IntlProvider>
      </LocaleContext>,
    );
  } finally {
    root.stop();
  }
}
