import { DEMO } from '@/services/config/demo-hosts';

/**
 * The demo's identity-verification provider (ADR 0023): a page the demo build serves at this path on the
 * app's own host, and an API that stands for the provider's webhook to our backend. The API sits on the demo
 * API host, which the demo build's CSP already allows (connect-src), under a path no contract uses.
 */
export const DEMO_KYC_PROVIDER_PATH = '/demo/kyc-provider';
export const DEMO_KYC_PROVIDER_API = `${DEMO.apiBaseUrl}/demo-kyc-provider/v1`;

/** What the customer chooses on the demo provider's page. */
export const demoKycOutcomes = ['approved', 'submitted', 'rejected', 'resubmission_requested'] as const;
export type DemoKycOutcome = (typeof demoKycOutcomes)[number];

export function isDemoKycOutcome(value: unknown): value is DemoKycOutcome {
  return typeof value === 'string' && (demoKycOutcomes as readonly string[]).includes(value);
}

/** The provider page's address for a session, carrying where to send the customer back to. */
export function demoKycProviderUrl(walletHost: string, sessionId: string, returnUrl: string, locale: string | undefined): string {
  const url = new URL(DEMO_KYC_PROVIDER_PATH, walletHost);
  url.searchParams.set('session', sessionId);
  url.searchParams.set('return', returnUrl);
  if (locale) url.searchParams.set('locale', locale);
  return url.toString();
}
