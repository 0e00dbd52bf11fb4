import { countryLookupUrlOf } from '../src/services/config/country-lookup-url.ts';
import { DEMO, DEMO_USER_POOL_ENDPOINT } from '../src/services/config/demo-hosts.ts';
import { PUSHER_PORT } from '../src/services/realtime/settings.ts';

/**
 * The Content-Security-Policy of a build, from the same VITE_* variables the build reads (and the demo
 * backend's hosts for a demo build), so the page and its server cannot drift apart: the API, Cognito, the
 * identity pool, the socket and the IP country lookup are the only hosts it may call; the tag manager may load only where analytics
 * is configured; scripts are the build's own files plus the inline import map (by its hash).
 */
export interface CspInput {
  env: Readonly<Record<string, string | undefined>>;
  demoMode: boolean;
  /** Hashes ('sha256-…') of the build's inline scripts: the import map that carries the chunks' integrity. */
  scriptHashes: readonly string[];
  /** Hashes of the inline style attributes the build's pages carry (the sign-in screen drawn at build time). */
  styleAttributeHashes?: readonly string[];
}

const TAG_MANAGER = 'https://www.googletagmanager.com';

/** A build variable's value, trimmed; a blank one is unset. */
export const value = (text: string | undefined): string | undefined => (text?.trim() ? text.trim() : undefined);
const originOf = (url: string): string => new URL(url).origin;

/** Every directive with its sources, in a stable order. */
export function cspDirectives({ env, demoMode, scriptHashes, styleAttributeHashes = [] }: CspInput): [string, string[]][] {
  const apiBaseUrl = demoMode ? DEMO.apiBaseUrl : value(env.VITE_API_BASE_URL);
  if (!apiBaseUrl) throw new Error('The CSP needs VITE_API_BASE_URL (or a demo build).');
  // Amplify calls the region of the pool id ('eu-central-1_AbC', 'eu-central-1:uuid') unless an endpoint is set.
  const regionOf = (id: string | undefined, separator: string) => id?.split(separator)[0] ?? 'eu-central-1';
  const userPool = demoMode
    ? DEMO_USER_POOL_ENDPOINT
    : (value(env.VITE_COGNITO_ENDPOINT) ??
      `https://cognito-idp.${regionOf(value(env.VITE_COGNITO_USER_POOL_ID), '_')}.amazonaws.com`);
  const identityPoolId = demoMode ? undefined : value(env.VITE_COGNITO_IDENTITY_POOL_ID);
  const identityPool = identityPoolId
    ? (value(env.VITE_COGNITO_IDENTITY_ENDPOINT) ?? `https://cognito-identity.${regionOf(identityPoolId, ':')}.amazonaws.com`)
    : undefined;
  const oauthDomain = demoMode ? undefined : value(env.VITE_COGNITO_OAUTH_DOMAIN);
  const socketHost = demoMode ? DEMO.pusher.host : value(env.VITE_PUSHER_HOST);
  // The phone input's IP-to-country lookup (sign-up, profile): the host the app reads from the same variable.
  const countryLookup = countryLookupUrlOf(env.VITE_COUNTRY_LOOKUP_URL, demoMode, apiBaseUrl);
  const analytics = !demoMode && value(env.VITE_GTM_ID) !== undefined && value(env.VITE_PRODUCTION_HOST) !== undefined;
  // Images from server data: the API host and VITE_IMAGE_HOSTS (https only, as src/shared/images allows).
  const imageHosts = demoMode
    ? [originOf(apiBaseUrl)]
    : [
        originOf(apiBaseUrl),
        ...(value(env.VITE_IMAGE_HOSTS) ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
          .map((host) => `https://${host}`),
      ];

  const connect = [
    "'self'",
    originOf(apiBaseUrl),
    originOf(userPool),
    ...(identityPool ? [originOf(identityPool)] : []),
    ...(oauthDomain ? [`https://${oauthDomain.replace(/^https?:\/\//, '').replace(/\/.*$/, '')}`] : []),
    ...(socketHost ? [`wss://${socketHost}:${PUSHER_PORT}`] : []),
    originOf(countryLookup),
    ...(analytics ? [TAG_MANAGER] : []),
  ];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(analytics ? [TAG_MANAGER] : [])]],
    // 'unsafe-hashes' lets exactly these style attributes apply (a visually hidden input, a radio indicator):
    // still no inline <style> or style attribute of any other content.
    [
      'style-src',
      [
        "'self'",
        ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'"] : []),
        ...styleAttributeHashes.map((hash) => `'${hash}'`),
      ],
    ],
    // blob: previews of the files a customer picks before uploading them (support attachments, images).
    ['img-src', ["'self'", 'data:', 'blob:', ...new Set(imageHosts)]],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(connect)]],
    // blob: the worker that makes Intl's first use off the main thread, its code a string in the entry chunk (which
    // Subresource Integrity covers: src/app/intl-warm-up). 'self': the demo build's service worker.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
}

export function contentSecurityPolicy(input: CspInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
