import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/services/config/env';
import type { paths as GamehubPaths } from '@/services/generated/gamehub';
import type { paths as IdentityPaths } from '@/services/generated/identity';
import type { paths as WalletPaths } from '@/services/generated/wallet';
import type { ErrorBody } from '@/services/http';
import { SERVICE_BASE_PATHS, type ServiceName } from '@/services/http/services';

type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** 'GET /accounts', 'POST /converter', … — every operation of a service, as its contract spells it. */
export type OperationOf<Paths> = {
  [P in keyof Paths & string]: { [M in Verb]: Paths[P] extends Record<M, object> ? `${Uppercase<M>} ${P}` : never }[Verb];
}[keyof Paths & string];

type JsonOk<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The GET operations that answer a list (`{ data: [...] }`, paged or not): the ones `empty` applies to. */
export type ListOperationOf<Paths> = {
  [P in keyof Paths & string]: Paths[P] extends { get: infer Operation }
    ? JsonOk<Operation> extends { data: unknown[] }
      ? `GET ${P}`
      : never
    : never;
}[keyof Paths & string];

/** List endpoints that are paged (data, links, meta); the others answer `{ data }`. */
const PAGED_LISTS: ReadonlySet<string> = new Set(['/accounts', '/assets', '/transactions', '/nft', '/users', '/notifications']);

export interface ErrorScenarioOptions {
  status?: number;
  message?: string;
  errorMessage?: string;
  code?: string;
  errors?: ErrorBody['errors'];
}

function emptyList(path: string, requestUrl: string): object {
  if (!PAGED_LISTS.has(path)) return { data: [], ...(path === '/converter' ? { currency: 'USD' } : {}) };
  const url = new URL(requestUrl);
  url.searchParams.set('page', '1');
  const perPage = Number(url.searchParams.get('per_page')) || 20;
  return {
    data: [],
    links: { first: url.toString(), last: url.toString(), prev: null, next: null },
    meta: { current_page: 1, last_page: 1, total: 0, per_page: perPage, from: null, to: null },
  };
}

/**
 * Handler factories for one service's endpoints, for `parameters.msw.handlers` in stories and
 * `server.use(...)` in tests. Each takes the operation as the contract names it: `'GET /accounts'`.
 */
function serviceScenarios<Paths>(service: ServiceName) {
  const route = (operation: string, resolver: Parameters<typeof http.all>[1]): HttpHandler => {
    const [verb = 'GET', path = '/'] = operation.split(' ');
    const method = verb.toLowerCase() as Verb;
    return http[method](`${config.apiBaseUrl}${SERVICE_BASE_PATHS[service]}${path.replace(/\{(\w+)\}/g, ':$1')}`, resolver);
  };
  return {
    /** Fails with the shared error body (default 500 'Internal server error'). Retried statuses take ~1 s. */
    error: (operation: OperationOf<Paths>, options: ErrorScenarioOptions = {}): HttpHandler => {
      const { status = 500, message = 'Internal server error', ...rest } = options;
      return route(operation, () => HttpResponse.json({ message, ...rest }, { status }));
    },
    /** Answers an empty list (an empty page for paged lists). */
    empty: (operation: ListOperationOf<Paths>): HttpHandler => {
      const path = operation.slice('GET '.length);
      return route(operation, ({ request }) => HttpResponse.json(emptyList(path, request.url)));
    },
    /** Answers normally, after `ms` milliseconds (default 3 s). */
    slow: (operation: OperationOf<Paths>, ms = 3000): HttpHandler =>
      route(operation, async () => {
        await delay(ms);
        // Nothing returned: the request goes on to the regular handler.
      }),
    /**
     * Never answers: the loading state forever. With `query`, only the requests whose query has those values (page 3,
     * say); the others go on to the regular handler.
     */
    loading: (operation: OperationOf<Paths>, query: Readonly<Record<string, string>> = {}): HttpHandler =>
      route(operation, async ({ request }) => {
        const asked = new URL(request.url).searchParams;
        if (Object.entries(query).every(([name, value]) => asked.get(name) === value)) await delay('infinite');
      }),
    /** 401, as for an expired or missing token. */
    unauthorized: (operation: OperationOf<Paths>): HttpHandler =>
      route(operation, () =>
        HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' } satisfies ErrorBody, { status: 401 }),
      ),
    /** The request fails without a response (offline). Retried, so it takes ~1 s to fail. */
    networkError: (operation: OperationOf<Paths>): HttpHandler => route(operation, () => HttpResponse.error()),
  };
}

/** The same scenarios for every REST endpoint at once. */
function everyEndpoint() {
  const all = (resolver: Parameters<typeof http.all>[1]): HttpHandler =>
    http.all(`${config.apiBaseUrl}/:service/api/v1/*`, resolver);
  return {
    error: ({ status = 500, message = 'Internal server error', ...rest }: ErrorScenarioOptions = {}) =>
      all(() => HttpResponse.json({ message, ...rest }, { status })),
    slow: (ms = 3000) =>
      all(async () => {
        await delay(ms);
      }),
    loading: () =>
      all(async () => {
        await delay('infinite');
      }),
    unauthorized: () =>
      all(() => HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' } satisfies ErrorBody, { status: 401 })),
    networkError: () => all(() => HttpResponse.error()),
  };
}

/**
 * Story and test scenarios:
 *
 *   parameters: { msw: { handlers: { wallet: [scenarios.wallet.error('GET /accounts')] } } }
 *   server.use(scenarios.gamehub.empty('GET /notifications'))
 *   server.use(scenarios.rest.unauthorized())
 */
export const scenarios = {
  wallet: serviceScenarios<WalletPaths>('wallet'),
  identity: serviceScenarios<IdentityPaths>('identity'),
  gamehub: serviceScenarios<GamehubPaths>('gamehub'),
  rest: everyEndpoint(),
};

/** The demo backend's named scenarios (the demo panel's switches), for tests and stories: `setScenario(SEND_SCENARIOS.dailyLimit, true)`. */
export { clearScenarios, SEND_SCENARIOS, setScenario } from './named-scenarios';
// Issue 19 part B: the caller's own record (POST /users/mew) with a given KYC status, and KYC start answers.
export { kycStartAnswering, ownRecordAs } from './account-scenarios';
