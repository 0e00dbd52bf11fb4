import { Outlet, useLocation } from 'react-router-dom';
import { MainLayout } from '@/design-system';
import { useSignOut } from '@/machines';
import { useLocale } from '@/services/i18n';
import { pathTo } from '../routing/route-table';
import { useLayoutUser } from './useLayoutUser';
import { useMainScrollReset } from './useMainScrollReset';

/** Layout of the signed-in screens: the design system's MainLayout bound to the session and the app. */
export function MainLayoutRoute() {
  const { pathname } = useLocation();
  const user = useLayoutUser(pathname === pathTo('profile-settings'));
  const { signOut, pending } = useSignOut();
  const { locale, setLocale } = useLocale();
  useMainScrollReset();

  return (
    <MainLayout
      user={user}
      unreadCount={0}
      onOpenNotifications={() => undefined}
      onSignOut={signOut}
      signingOut={pending}
      locale={locale}
      onLocaleChange={setLocale}
    >
      <Outlet />
    </MainLayout>
  );
}
