import { setupWorker, type SetupWorker } from 'msw/browser';
import { actAsDemoUser, actSignedOut, type DemoUserKey } from './act-as';
import { resetDb } from './db';
import { sameOriginPassthrough } from './same-origin';
import { DEMO_SERVICE_WORKER } from './service-worker-name';
import { resolveStoryHandlers, type MswParameter } from './story-handlers';

export { defaultStoryHandlers, resolveStoryHandlers } from './story-handlers';

export interface DemoStoryParameters {
  /** Who the story's API calls act as (default: the demo customer); null for signed out. */
  user?: DemoUserKey | null;
}

interface LoaderContext {
  /** `session`: the demo user a story is signed in as (see .storybook/preview.tsx); API calls act as them. */
  parameters: { msw?: MswParameter; demo?: DemoStoryParameters; session?: DemoUserKey | 'pending' | 'amplify' };
}

let worker: Promise<SetupWorker> | undefined;

function startWorker(): Promise<SetupWorker> {
  worker ??= (async () => {
    const instance = setupWorker();
    await instance.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: `/${DEMO_SERVICE_WORKER}` } });
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
    const { demo, session } = context.parameters;
    const user = demo?.user !== undefined ? demo.user : session === 'pending' || session === 'amplify' ? undefined : session;
    if (user === null) actSignedOut();
    else actAsDemoUser(user ?? 'customer');
    instance.resetHandlers();
    const handlers = resolveStoryHandlers(context.parameters.msw);
    instance.use(sameOriginPassthrough(), ...handlers);
    return {};
  };
}
