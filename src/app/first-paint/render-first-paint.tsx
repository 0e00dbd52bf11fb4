import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MainLayout } from '@/design-system';
import { SignInScreen } from '@/features/auth';
import { WalletScreen } from '@/features/wallet';
import { amplifyImplementations, createRootActor, RootActorProvider } from '@/machines';
import type { AuthSession } from '@/services/auth';
import { DEFAULT_LOCALE, LocaleContext, type Locale } from '@/services/i18n';
import { pathTo } from '@/shared/routes';
import { AuthLayoutRoute } from '../layouts/AuthLayoutRoute';
import { activeMenuEntry } from '../layouts/active-menu-entry';
import { MAIN_LAYOUT_LINKS } from '../layouts/main-nav';
import { loadMessages, type AreaSelection } from '../i18n/messages';

// The screens a page draws at build time (src/app/first-paint): the customer sees them before the app's JavaScript
// has arrived, and the app's own first screen takes their place. Runs in Node, in the build (deploy/first-paint.ts);
// never part of the app's bundle.

const ignore = () => undefined;

/** `routes` at `path`, as the app first draws them: the session still being read, as on the client before the guard decides. */
async function renderDrawn(locale: Locale, areas: AreaSelection, path: string, routes: ReactNode): Promise<string> {
  const messages = await loadMessages(locale, areas);
  // Nothing is called: the session never resolves, and queries wait for it.
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
      <LocaleContext value={{ locale, setLocale: ignore }}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          <RootActorProvider actor={root}>
            <QueryClientProvider client={new QueryClient()}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>{routes}</Routes>
              </MemoryRouter>
            </QueryClientProvider>
          </RootActorProvider>
        </IntlProvider>
      </LocaleContext>,
    );
  } finally {
    root.stop();
  }
}

/** The sign-in screen (signed out, nothing typed), for the page /sign-in serves. */
export function renderSignInFirstPaint(locale: Locale): Promise<string> {
  return renderDrawn(
    locale,
    ['auth'],
    pathTo('sign-in'),
    <Route element={<AuthLayoutRoute />}>
      <Route path={pathTo('sign-in')} element={<SignInScreen />} />
    </Route>,
  );
}

/**
 * The main layout around the wallet home, both loading (the profile, the unread count, the balances), for the page
 * /wallet serves to a customer with a stored session: the frame they are about to see, instead of a blank page. A
 * picture only (the page marks it inert): the app's own screen, which takes its place, is the one to use and read.
 * The layout's props are those MainLayoutRoute gives it before anything has loaded.
 */
export function renderWalletFirstPaint(locale: Locale): Promise<string> {
  const path = pathTo('wallet');
  const layout = (
    <MainLayout
      {...MAIN_LAYOUT_LINKS}
      activeNavId={activeMenuEntry(path)?.id}
      user={undefined}
      unreadCount={0}
      onOpenNotifications={ignore}
      onSignOut={ignore}
      locale={locale}
      onLocaleChange={ignore}
    >
      <Outlet />
    </MainLayout>
  );
  return renderDrawn(
    locale,
    ['wallet'],
    path,
    <Route element={layout}>
      <Route path={path} element={<WalletScreen />} />
    </Route>,
  );
}
