import { countryLookupUrlOf } from './country-lookup-url';
import { DEMO } from './demo-hosts';
import { configProblems, describeProblems, type ConfigProblem } from './problems';
import { runZodWithoutEval } from './zod-jitless';

runZodWithoutEval();

/**
 * Runtime configuration, read once from the build environment (VITE_* variables, see .env.example) and
 * validated, so a misconfigured deployment fails at start with a clear message instead of at the first call.
 * With no API host configured the app runs on the in-browser demo backend and uses the demo values (./demo-hosts.ts).
 * Plain checks, no schema library: this module is part of every page's first load (URLs are checked by
 * configProblems first).
 */
const VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_WALLET_HOST',
  'VITE_COGNITO_REGION',
  'VITE_COGNITO_USER_POOL_ID',
  'VITE_COGNITO_CLIENT_ID',
  'VITE_COGNITO_IDENTITY_POOL_ID',
  'VITE_COGNITO_OAUTH_DOMAIN',
  'VITE_COGNITO_ENDPOINT',
  'VITE_COGNITO_IDENTITY_ENDPOINT',
  'VITE_PUSHER_KEY',
  'VITE_PUSHER_HOST',
  'VITE_PUSHER_CHANNEL_PREFIX',
  'VITE_PRODUCTION_HOST',
  'VITE_GTM_ID',
  'VITE_IMAGE_HOSTS',
  'VITE_KYC_HOSTS',
  'VITE_COUNTRY_LOOKUP_URL',
] as const;

type TextVariable = (typeof VARIABLES)[number];

/** A set variable, trimmed; an empty one counts as not set. Anything but a string is refused. */
function optionalText(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ConfigError([{ variable: name, reason: 'invalid' }]);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A positive whole number of minutes, or undefined when not set. */
function optionalMinutes(source: Record<string, unknown>, name: string): number | undefined {
  const value = optionalText(source, name);
  if (value === undefined) return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new ConfigError([{ variable: name, reason: 'invalid' }]);
  return minutes;
}

function parseEnv(source: Record<string, unknown>) {
  const texts = Object.fromEntries(VARIABLES.map((name) => [name, optionalText(source, name)])) as Record<
    TextVariable,
    string | undefined
  >;
  return { ...texts, VITE_IDLE_TIMEOUT_MINUTES: optionalMinutes(source, 'VITE_IDLE_TIMEOUT_MINUTES') };
}

/** Minutes without activity before the customer is signed out (issue 14): the default when not configured. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

export interface AppConfig {
  demoMode: boolean;
  apiBaseUrl: string;
  /** Origin of the wallet web app: hosted sign-in returns to {walletHost}/slanding, sign-out to {walletHost}/. */
  walletHost: string;
  cognito: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    identityPoolId: string | undefined;
    oauthDomain: string | undefined;
    /** A Cognito-compatible emulator (LocalStack, cognito-local, moto) instead of AWS; RevokeToken goes there too. */
    userPoolEndpoint: string | undefined;
    identityPoolEndpoint: string | undefined;
  };
  pusher: { key: string; host: string; channelPrefix: string };
  /** Analytics load only on this host. */
  productionHost: string | undefined;
  gtmId: string | undefined;
  /** Hosts images from server data may load from (https only): the API host and VITE_IMAGE_HOSTS; any in demo. */
  imageHosts: 'any' | readonly string[];
  /** Minutes without activity (in any tab) before the customer is signed out. */
  idleTimeoutMinutes: number;
  /**
   * Hosts the identity-verification provider's pages may be on (VITE_KYC_HOSTS, lower-cased, https only; ADR
   * 0023): a KYC start answering any other address is refused. In demo, the app's own host (its provider page).
   */
  kycHosts: readonly string[];
  /** The phone input's IP-to-country lookup (VITE_COUNTRY_LOOKUP_URL; demo: the demo backend). */
  countryLookupUrl: string;
}

/** A missing or invalid environment variable; main.tsx shows a page naming each one. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(`Configuration: ${describeProblems(problems)} (see .env.example).`);
    this.name = 'ConfigError';
  }
}

/** A comma-separated host list, trimmed and lower-cased. */
function hostListOf(listed: string | undefined): string[] {
  return [...new Set((listed ?? '').split(',').map((host) => host.trim().toLowerCase()))].filter(Boolean);
}

/** The API host and the comma-separated VITE_IMAGE_HOSTS, lower-cased. */
function imageHostsOf(apiBaseUrl: string, listed: string | undefined): string[] {
  const hosts = (listed ?? '').split(',').map((host) => host.trim().toLowerCase());
  return [...new Set([new URL(apiBaseUrl).hostname.toLowerCase(), ...hosts.filter(Boolean)])];
}

export function readConfig(source: Record<string, unknown>, demoMode: boolean): AppConfig {
  const problems = configProblems(source, demoMode);
  if (problems.length > 0) throw new ConfigError(problems);
  const env = parseEnv(source);
  const idleTimeoutMinutes = env.VITE_IDLE_TIMEOUT_MINUTES ?? DEFAULT_IDLE_TIMEOUT_MINUTES;
  if (demoMode)
    return {
      demoMode,
      ...DEMO,
      idleTimeoutMinutes,
      pusher: { ...DEMO.pusher, channelPrefix: env.VITE_PUSHER_CHANNEL_PREFIX ?? DEMO.pusher.channelPrefix },
      kycHosts: [new URL(DEMO.walletHost).hostname.toLowerCase()],
      countryLookupUrl: countryLookupUrlOf(undefined, true, DEMO.apiBaseUrl),
    };
  const required = (name: Exclude<keyof typeof env, 'VITE_IDLE_TIMEOUT_MINUTES'>): string => {
    const value = env[name];
    if (!value) throw new ConfigError([{ variable: name, reason: 'missing' }]);
    return value;
  };
  return {
    demoMode,
    apiBaseUrl: required('VITE_API_BASE_URL'),
    walletHost: env.VITE_WALLET_HOST ?? (typeof window === 'undefined' ? '' : window.location.origin),
    cognito: {
      region: env.VITE_COGNITO_REGION ?? 'eu-central-1',
      userPoolId: required('VITE_COGNITO_USER_POOL_ID'),
      userPoolClientId: required('VITE_COGNITO_CLIENT_ID'),
      identityPoolId: env.VITE_COGNITO_IDENTITY_POOL_ID,
      oauthDomain: env.VITE_COGNITO_OAUTH_DOMAIN,
      userPoolEndpoint: env.VITE_COGNITO_ENDPOINT,
      identityPoolEndpoint: env.VITE_COGNITO_IDENTITY_ENDPOINT,
    },
    pusher: {
      key: required('VITE_PUSHER_KEY'),
      host: required('VITE_PUSHER_HOST'),
      channelPrefix: env.VITE_PUSHER_CHANNEL_PREFIX ?? DEMO.pusher.channelPrefix,
    },
    productionHost: env.VITE_PRODUCTION_HOST,
    gtmId: env.VITE_GTM_ID,
    imageHosts: imageHostsOf(required('VITE_API_BASE_URL'), env.VITE_IMAGE_HOSTS),
    idleTimeoutMinutes,
    kycHosts: hostListOf(env.VITE_KYC_HOSTS),
    countryLookupUrl: countryLookupUrlOf(env.VITE_COUNTRY_LOOKUP_URL, false, required('VITE_API_BASE_URL')),
  };
}

/** The configuration of this build. */
export const config: AppConfig = readConfig(import.meta.env, typeof __DEMO_MODE__ !== 'undefined' && __DEMO_MODE__);
