import { delay } from 'msw';
import { createOpenApiHttp, type AnyApiSpec } from 'openapi-msw';
import { config } from '@/services/config/env';
import { noteActiveUser, rememberLanguage } from '../db/actions';
import type { StoredUser } from '../db/types';
import { authenticate } from './auth';
import { requestLanguage } from './language';
import { unauthorized } from './responses';

/** Simulated server time: none in tests and stories, a realistic spread in the demo app. */
export const demoLatency = { minMs: 0, maxMs: 0 };

async function latency(): Promise<void> {
  const { minMs, maxMs } = demoLatency;
  if (maxMs > 0) await delay(minMs + Math.round(Math.random() * (maxMs - minMs)));
}

interface ResolverInfoLike {
  request: Request;
  response: { untyped(response: Response): unknown };
}

/**
 * Wraps an openapi-msw resolver: 401 without a valid bearer token, otherwise the resolver gets the calling
 * user, whose language (Accept-Language) is remembered for the texts written for them (ADR 0031). Used as
 * `http.get('/accounts', secured(({ query, response }, user) => …))`, so the resolver keeps openapi-msw's typing
 * of the path, query, body and responses.
 */
export function secured<Info extends ResolverInfoLike, Result>(
  resolver: (info: Info, user: StoredUser) => Result | Promise<Result>,
): (info: Info) => Promise<Result | ReturnType<Info['response']['untyped']>> {
  return async (info) => {
    // The language is noted as the request arrives, before its latency, as a server reads it: a request sent before
    // a switch of language, answered after one sent since, would otherwise put the old language back (a race seen
    // in CI). The caller is read again after the latency, so the resolver gets their record as it is then.
    const caller = authenticate(info.request);
    const language = requestLanguage(info.request);
    if (caller && language) rememberLanguage(caller.id, language);
    await latency();
    const user = authenticate(info.request);
    if (!user) return info.response.untyped(unauthorized()) as ReturnType<Info['response']['untyped']>;
    noteActiveUser(user.id);
    return resolver(info, user);
  };
}

/** The openapi-msw http object of one service, typed by its generated paths, on the configured API host. */
export function serviceHttp<Api extends AnyApiSpec>(basePath: string) {
  return createOpenApiHttp<Api>({ baseUrl: `${config.apiBaseUrl}${basePath}` });
}
