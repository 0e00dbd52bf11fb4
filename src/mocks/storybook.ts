import type { AnyHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { actAsDemoUser, actSignedOut, type DemoUserKey } from './act-as';
import { resetDb } from './db';
import { cognitoHandlers } from './cognito';
import { realtimeHandlers } from './realtime';
import { restHandlers } from './rest';

/** The default handlers of every story, keyed so a story can replace or add to one group. */
export const defaultStoryHandlers = {
  rest: restHandlers,
  cognito: cognitoHandlers,
  realtime: realtimeHandlers,
} satisfies Record<string, AnyHandler[]>;

type HandlerGroups = Record<string, AnyHandler | AnyHandler[] | undefined>;
type MswParameter = AnyHandler[] | { handlers?: AnyHandler[] | HandlerGroups } | undefined;

/**
 * Story handlers first (keys the defaults do not have, e.g. `wallet: [scenario]`), then the groups that
 * share a name with a default (a story's `rest: [...]` replaces the default REST handlers): MSW uses the
 * first handler that answers, so scenarios win and everything else still works.
 */
export function resolveStoryHandlers(parameter: MswParameter): AnyHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const groups = parameter.handlers;
  if (!groups) return [];
  if (Array.isArray(groups)) return groups;
  const defaults = new Set(Object.keys(defaultStoryHandlers));
  const entries = Object.entries(groups);
  const ordered = [...entries.filter(([key]) => !defaults.has(key)), ...entries.filter(([key]) => defaults.has(key))];
  return ordered.flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}

export interface DemoStoryParameters {
  /** Who the story's API calls act as (default: the demo customer); null for signed out. */
  user?: DemoUserKey | null;
}

interface LoaderContext {
  parameters: { msw?: MswParameter; demo?: DemoStoryParameters };
}

let worker: Promise<SetupWorker> | undefined;

function startWorker(): Promise<SetupWorker> {
  worker ??= (async () => {
    const instance = setupWorker();
    await instance.start({ quiet: true, onUnhandledFrame: 'bypass' });
    return instance;
  })();
  return worker;
}

/**
 * Storybook loader for the demo backend: a fresh database per story (seeded at `now()`, Storybook's fixed
 * clock), API calls as the demo customer unless `parameters.demo.user` says otherwise, and the story's
 * `parameters.msw.handlers` in front. Replaces msw-storybook-addon's loader (same parameter).
 */
export function demoBackendLoader({ now = () => Date.now() }: { now?: () => number } = {}) {
  return async (context: LoaderContext & { msw?: SetupWorker }): Promise<Record<string, never>> => {
    const instance = await startWorker();
    context.msw = instance;
    resetDb(now());
    const user = context.parameters.demo?.user;
    if (user === null) actSignedOut();
    else actAsDemoUser(user ?? 'customer');
    instance.resetHandlers();
    const handlers = resolveStoryHandlers(context.parameters.msw);
    if (handlers.length > 0) instance.use(...handlers);
    return {};
  };
}
