/**
 * Google Tag Manager, loaded only on the production wallet host (spec section 1), and a page view reported
 * after each navigation. Nothing is sent from development, demo or staging hosts.
 */
import { isProductionHost } from '@/services/config/production-host';

type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export interface AnalyticsConfig {
  productionHost: string | undefined;
  gtmId: string | undefined;
}

let enabled = false;

/** Adds the tag-manager script once, when on the production host; returns whether analytics is on. */
export function startAnalytics({ productionHost, gtmId }: AnalyticsConfig, currentHost = window.location.host): boolean {
  if (enabled) return true;
  if (!gtmId || !isProductionHost(currentHost, productionHost)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
  enabled = true;
  return true;
}

/** Reports a page view; a no-op unless analytics started. */
export function reportPageView(path: string, title: string): void {
  if (!enabled) return;
  window.dataLayer?.push({ event: 'page_view', page_path: path, page_title: title });
}

/** Test seam: forget that analytics started. */
export function resetAnalyticsForTests(): void {
  enabled = false;
}
