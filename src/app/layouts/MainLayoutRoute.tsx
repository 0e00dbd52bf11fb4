import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MainLayout, preloadDrawer } from '@/design-system';
import { NotificationCenter, useNotificationBell } from '@/features/notifications';
import { useSignOut } from '@/machines';
import { useLocale } from '@/services/i18n';
import { afterFirstScreen } from '@/services/scheduling/first-screen';
import { pathTo } from '@/shared/routes';
import { activeMenuEntry } from './active-menu-entry';
import { AppQueryProvider } from './AppQueryProvider';
import { MAIN_LAYOUT_LINKS } from './main-nav';
import { useLayoutUser } from './useLayoutUser';
import { useMainScrollReset } from './useMainScrollReset';

/**
 * Layout of the signed-in screens: the design system's MainLayout bound to the session and the app. The
 * notification centre runs while it is mounted (spec: on entry the layout loads notifications and connects
 * the real-time feed); its bell sits in the layout.
 */
export function MainLayoutRoute() {
  // The bell and the phone menu open drawers: their code is fetched and run once the first screen is shown and the
  // browser is idle, so the first opening builds the panel and nothing else. A failed download is left to the
  // opening, which loads again.
  useEffect(() => afterFirstScreen(() => void preloadDrawer().catch(() => undefined)), []);
  return (
    <AppQueryProvider>
      <NotificationCenter>
        <MainLayoutFrame />
      </NotificationCenter>
    </AppQueryProvider>
  );
}

/**
 * Every page or filter change is a new location. Only this thin part renders again for it: the frame below takes
 * the pathname and is memoised, so a change of the query alone (a page of the wallet, a history filter) leaves the
 * layout, its user, bell and menus alone (ADR 0026, session 91). The screen still updates: <Outlet /> follows the
 * route context by itself.
 */
const SCREEN = <Outlet />;

function MainLayoutFrame() {
  const { pathname } = useLocation();
  useMainScrollReset();
  return <MainLayoutFrameAt pathname={pathname} />;
}

/** The main layout bound to the session and the app, for one path: stable callbacks, this one screen element. */
const MainLayoutFrameAt = memo(function MainLayoutFrameAt({ pathname }: { pathname: string }) {
  const { signOut, pending } = useSignOut();
  const { locale, setLocale } = useLocale();
  // The profile and the unread count arrive after the first screen, each as a store update React renders at once,
  // in one task: deferred, that task re-renders this frame alone, and the headers, avatar and bells follow in a
  // transition React renders in slices (total blocking time on a slow phone, ADR 0025).
  const user = useDeferredValue(useLayoutUser(pathname === pathTo('profile-settings')));
  const bell = useNotificationBell();
  const unreadCount = useDeferredValue(bell.unreadCount);
  // Matched against every menu entry's patterns: once per path.
  const activeNavId = useMemo(() => activeMenuEntry(pathname)?.id, [pathname]);

  return (
    <MainLayout
      {...MAIN_LAYOUT_LINKS}
      activeNavId={activeNavId}
      user={user}
      unreadCount={unreadCount}
      onOpenNotifications={bell.openPanel}
      onSignOut={signOut}
      signingOut={pending}
      locale={locale}
      onLocaleChange={setLocale}
    >
      {SCREEN}
    </MainLayout>
  );
});
