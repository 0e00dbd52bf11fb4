import { delay, getResponse, http, HttpHandler, HttpResponse, matchRequestUrl, RequestHandler, type AnyHandler } from 'msw';
import { config } from '@/services/config/env';
import type { ErrorBody } from '@/services/http';
import { serverText, type ServerTextId } from '../db/texts';
import { handlers } from '../handlers';
import { authenticate } from '../rest/auth';
import { replyLanguage } from '../rest/language';

/**
 * Fault injection for the running demo app: any endpoint can be made to fail, stall or answer 429, from
 * the demo panel or a URL parameter (for people and Playwright):
 *
 *   ?demo-fault=GET:/wallet/api/v1/accounts:500     (a status, or fail | stall | 429 | network | drop)
 *   ?demo-fault=clear                                (drop every fault)
 *
 * `drop` lets the demo backend apply the request, then loses the response (the client sees a network
 * error): the case idempotency keys exist for. Faults live in sessionStorage, so they survive reloads of
 * this tab only.
 */
export type FaultMode = 'fail' | 'stall' | '429' | 'network' | 'drop' | `${number}`;

export interface FaultRule {
  /** GET, POST… */
  method: string;
  /** Path on the API host with :params, e.g. /wallet/api/v1/accounts/:id */
  path: string;
  mode: FaultMode;
}

export const FAULTS_STORAGE_KEY = 'wallet-demo:faults';
export const FAULT_URL_PARAMETER = 'demo-fault';

const listeners = new Set<(rules: FaultRule[]) => void>();

const normalisePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const sameEndpoint = (a: Pick<FaultRule, 'method' | 'path'>, b: Pick<FaultRule, 'method' | 'path'>) =>
  a.method === b.method && normalisePath(a.path) === normalisePath(b.path);

function isMode(value: string): value is FaultMode {
  return (
    value === 'fail' ||
    value === 'stall' ||
    value === '429' ||
    value === 'network' ||
    value === 'drop' ||
    /^[1-5][0-9]{2}$/.test(value)
  );
}

export function readFaults(): FaultRule[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(FAULTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as FaultRule[]).filter(
          (rule) => typeof rule.method === 'string' && typeof rule.path === 'string' && isMode(String(rule.mode)),
        )
      : [];
  } catch {
    return [];
  }
}

function writeFaults(rules: FaultRule[]): void {
  try {
    globalThis.sessionStorage?.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules));
  } catch {
    // Storage unavailable: faults then last until the page is left.
  }
  listeners.forEach((listener) => listener(rules));
}

/** Sets (or with mode null, clears) the fault of one endpoint. */
export function setFault(endpoint: Pick<FaultRule, 'method' | 'path'>, mode: FaultMode | null): void {
  const others = readFaults().filter((rule) => !sameEndpoint(rule, endpoint));
  writeFaults(mode ? [...others, { method: endpoint.method.toUpperCase(), path: normalisePath(endpoint.path), mode }] : others);
}

export function clearFaults(): void {
  writeFaults([]);
}

export function onFaultsChange(listener: (rules: FaultRule[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `GET:/wallet/api/v1/accounts:500` → a rule; undefined when malformed. */
export function parseFault(text: string): FaultRule | undefined {
  const first = text.indexOf(':');
  const last = text.lastIndexOf(':');
  if (first <= 0 || last <= first) return undefined;
  const method = text.slice(0, first).toUpperCase();
  const path = text.slice(first + 1, last);
  const mode = text.slice(last + 1).toLowerCase();
  if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(method) || !path.startsWith('/') || !isMode(mode)) return undefined;
  return { method, path: normalisePath(path), mode };
}

/** Applies the `demo-fault` URL parameters of a page address to the stored faults. */
export function applyFaultsFromUrl(href: string): void {
  const values = new URL(href).searchParams.getAll(FAULT_URL_PARAMETER);
  if (values.length === 0) return;
  if (values.includes('clear')) clearFaults();
  for (const value of values) {
    const rule = parseFault(value);
    if (rule) setFault(rule, rule.mode);
    else if (value !== 'clear')
      console.warn(`Demo backend: ignored demo-fault "${value}" (expected METHOD:/path:fail|stall|429|network|drop|<status>)`);
  }
}

/** The demo backend answers (and applies) the request; the answer is then lost on the way. */
async function applyThenDrop(request: Request): Promise<Response> {
  const backend = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
  await getResponse(backend, request);
  return HttpResponse.error();
}

function faultResponse(rule: FaultRule, request: Request): Promise<Response> | Response {
  // The app may show a fault's message as it is (the send flow's alert): in the request's language (ADR 0031).
  const text = (id: ServerTextId, values?: Record<string, string>) =>
    serverText(replyLanguage(request, authenticate(request)?.id), id, values);
  const json = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });
  switch (rule.mode) {
    case 'drop':
      return applyThenDrop(request);
    case 'stall':
      return delay('infinite').then(() => HttpResponse.error());
    case 'network':
      return HttpResponse.error();
    case '429':
      return json(429, { message: text('demo.backend.fault.throttled'), code: 'ThrottlingException' });
    case 'fail':
      return json(500, { message: text('demo.backend.fault.failed') });
    default:
      return json(Number(rule.mode), { message: text('demo.backend.fault.status', { status: rule.mode }) });
  }
}

/** Goes first in the demo backend: answers with the fault of a matching endpoint, else lets the request through. */
export const faultHandler: HttpHandler = http.all(`${config.apiBaseUrl}/*`, ({ request }) => {
  const rules = readFaults();
  if (rules.length === 0) return undefined;
  const url = new URL(request.url);
  const rule = rules.find(
    (candidate) => candidate.method === request.method && matchRequestUrl(url, `${config.apiBaseUrl}${candidate.path}`).matches,
  );
  return rule ? faultResponse(rule, request) : undefined;
});

export interface Endpoint {
  method: string;
  /** On the API host, with :params. */
  path: string;
}

/** Every endpoint the given handlers answer (from their own method and path), for the panel's list. */
export function endpointsOf(handlers: readonly AnyHandler[]): Endpoint[] {
  return handlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler)) return [];
    const { method, path } = handler.info;
    if (
      typeof method !== 'string' ||
      typeof path !== 'string' ||
      !path.startsWith(`${config.apiBaseUrl}/`) ||
      !path.includes('/api/v1/')
    )
      return [];
    return [{ method, path: path.slice(config.apiBaseUrl.length) }];
  });
}
