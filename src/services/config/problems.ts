/**
 * What a real-backend configuration needs (see .env.example). Plain checks without side effects or
 * dependencies, shared by the production build (vite.config.ts refuses to build without them) and the app's
 * start (src/app/main.tsx shows a static page naming them instead of a blank screen).
 */
export const REQUIRED_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_COGNITO_USER_POOL_ID',
  'VITE_COGNITO_CLIENT_ID',
  'VITE_PUSHER_KEY',
  'VITE_PUSHER_HOST',
] as const;

/** Variables that must be absolute http(s) URLs when set. */
export const URL_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_WALLET_HOST',
  'VITE_COGNITO_ENDPOINT',
  'VITE_COGNITO_IDENTITY_ENDPOINT',
  'VITE_COUNTRY_LOOKUP_URL',
] as const;

export interface ConfigProblem {
  variable: string;
  reason: 'missing' | 'invalid';
}

function text(source: Record<string, unknown>, name: string): string {
  const value = source[name];
  return typeof value === 'string' ? value.trim() : '';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Every missing or invalid variable. Demo mode needs none (URL variables that are set must still be URLs);
 * a real backend needs each of REQUIRED_VARIABLES.
 */
export function configProblems(source: Record<string, unknown>, demoMode: boolean): ConfigProblem[] {
  const missing: ConfigProblem[] = demoMode
    ? []
    : REQUIRED_VARIABLES.filter((name) => text(source, name) === '').map((variable) => ({
        variable,
        reason: 'missing' as const,
      }));
  const invalid: ConfigProblem[] = URL_VARIABLES.filter((name) => {
    const value = text(source, name);
    return value !== '' && !isHttpUrl(value);
  }).map((variable) => ({ variable, reason: 'invalid' as const }));
  return [...missing, ...invalid];
}

/** One line per problem, for build logs and errors. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  return problems.map(({ variable, reason }) => `${variable} (${reason})`).join(', ');
}
