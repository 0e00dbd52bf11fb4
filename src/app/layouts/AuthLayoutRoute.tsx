import { Outlet } from 'react-router-dom';
import { AuthLayout, LocaleSwitcher } from '@/design-system';
import { useLocale } from '@/services/i18n';

/**
 * Layout of the signed-out screens (home, sign-in, sign-up, forgot-password): the design system's brand
 * panel and card. The screens draw their own level-1 heading, since it changes between their steps.
 */
export function AuthLayoutRoute() {
  const { locale, setLocale } = useLocale();
  return (
    <AuthLayout languageSwitcher={<LocaleSwitcher value={locale} onChange={setLocale} />}>
      <Outlet />
    </AuthLayout>
  );
}
