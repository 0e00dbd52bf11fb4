import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { pathTo } from '@/shared/routes';
import { DEMO_KYC_PROVIDER_PATH } from './constants';
import en from './i18n/en.json';
import tr from './i18n/tr.json';
import { ProviderPage } from './ProviderPage';

export { DEMO_KYC_PROVIDER_PATH } from './constants';

/** Only an address on this page's own origin: the demo page must not become an open redirect. */
function sameOriginReturn(value: string | null, origin: string): string {
  const fallback = new URL(pathTo('profile-settings'), origin).toString();
  if (!value || !URL.canParse(value)) return fallback;
  const url = new URL(value);
  return url.origin === origin ? url.toString() : fallback;
}

/**
 * In the demo build, the provider's page at DEMO_KYC_PROVIDER_PATH instead of the app. True when it took the
 * page (boot then skips the app).
 */
export function mountDemoKycProvider(container: HTMLElement): boolean {
  const here = new URL(globalThis.location.href);
  if (here.pathname !== DEMO_KYC_PROVIDER_PATH) return false;
  const locale = here.searchParams.get('locale') === 'tr' ? 'tr' : 'en';
  document.documentElement.lang = locale;
  document.title = locale === 'tr' ? tr['demoKyc.title'] : en['demoKyc.title'];
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale={locale} messages={locale === 'tr' ? tr : en}>
        <ProviderPage
          sessionId={here.searchParams.get('session') ?? ''}
          returnUrl={sameOriginReturn(here.searchParams.get('return'), here.origin)}
        />
      </IntlProvider>
    </StrictMode>,
  );
  return true;
}
