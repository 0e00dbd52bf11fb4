import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import { START_UP_STAGES } from './start-up.ts';

/** Set while the plan's own trial build runs: that build is the bundler's automatic chunking, unplanned. */
export const TRIAL_BUILD = 'WALLET_CHUNK_PLAN_TRIAL';

/** The entry's own code: what the page runs before its first paint (src/app/main.tsx); it stays as small as it is. */
const ENTRY = 'src/app/main.tsx';
/** What the router loads for every signed-in screen (src/app/routing/router.tsx): the main layout and its query client. */
const MAIN_LAYOUT = ['src/app/layouts/MainLayoutRoute.tsx', 'src/app/query-client.ts'];
/** The wallet home, a signed-in visit's usual first screen (src/app/routing/screens.ts). */
const WALLET_HOME = ['src/features/wallet/index.ts'];
/** The sign-in and home screens (the auth feature's chunk): a signed-out first visit's screen. */
const SIGN_IN = ['src/features/auth/index.ts'];
/**
 * The screens of the routes outside the main layout (src/app/routing/route-table.ts, screens.ts): sign-in and home,
 * sign-up, forgot-password, slanding, and goodbye (the account feature's chunk).
 */
const OUTSIDE_MAIN_LAYOUT = [
  ...SIGN_IN,
  'src/features/auth/screens/SignUpScreen.tsx',
  'src/features/auth/screens/ForgotPasswordScreen.tsx',
  'src/features/auth/screens/SlandingScreen.tsx',
  'src/features/account/index.ts',
];

/**
 * React DOM and its scheduler: a chunk of their own beside `app`, both downloaded at once. Over HTTP/1.1 two files of
 * about 56 and 43 kB (brotli) arrive sooner than one of 98 kB, each on its own connection, and the library (the same
 * at every release) stays in the browser's cache when the app's code changes. React itself stays in the entry.
 */
const REACT_DOM = /\/node_modules\/(react-dom|scheduler)\//;

/** Module ids per planned chunk (by the chunk's name), filled by the trial build before the real one chunks. */
export type ChunkPlan = Map<string, Set<string>>;

/** The plan from a build's chunks (exported for its unit test). */
export function planFrom(chunks: readonly Pick<OutputChunk, 'fileName' | 'moduleIds' | 'imports'>[], root: string): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const id = path.resolve(root, module);
    const found = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!found) throw new Error(`The chunk plan names ${module}, which no chunk holds.`);
    return found.fileName;
  };
  /** The chunks of `modules` and everything they import statically, as module ids. */
  const closure = (modules: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const child of byFile.get(file)?.imports ?? []) visit(child);
    };
    for (const module of modules) visit(chunkOf(module));
    return new Set([...seen].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  };
  const minus = (from: Set<string>, ...others: Set<string>[]) =>
    new Set([...from].filter((id) => !others.some((other) => other.has(id))));

  // Each start-up stage: what its module needs beyond the entry and the stages before it.
  const plan: ChunkPlan = new Map();
  let firstLoad = closure([ENTRY]);
  for (const { chunk, modules } of START_UP_STAGES) {
    const stage = minus(closure(modules), firstLoad);
    plan.set(chunk, stage);
    firstLoad = new Set([...firstLoad, ...stage]);
  }
  const signedOut = closure(OUTSIDE_MAIN_LAYOUT);
  const layoutAndWallet = closure([...MAIN_LAYOUT, ...WALLET_HOME]);
  const mainLayout = minus(closure(MAIN_LAYOUT), firstLoad, signedOut);
  const walletHome = minus(closure(WALLET_HOME), firstLoad, signedOut, mainLayout);
  plan.set('main-layout', mainLayout);
  plan.set('wallet-home', walletHome);
  const signIn = closure(SIGN_IN);
  plan.set('signed-in-shared', minus(layoutAndWallet, firstLoad, signIn, mainLayout, walletHome));
  plan.set('shared-with-sign-in', new Set([...minus(layoutAndWallet, firstLoad)].filter((module) => signIn.has(module))));
  return plan;
}

/**
 * Chunks planned from the bundler's own split, for the code a visit loads before its first screen. Left to itself,
 * the bundler cuts that code wherever two lazily loaded parts share a module: a first visit to /wallet took 53 files,
 * 40 of them about 2 kB, and a page over HTTP/1.1 fetches six at a time, so the round trips held its first screen
 * back more than the bytes (ADR 0025). A trial build (automatic chunking, nothing written) says which modules each
 * part really holds after tree-shaking; the real build then puts them in these chunks:
 * - one per start-up stage (deploy/start-up.ts: `app`, `app-runtime`, `app-view`): what the first
 *   load holds beside the entry's own code, cut where boot evaluates it in separate tasks (always loaded by the time
 *   anything lazy runs);
 * - `main-layout`: the main layout's code that the first load does not hold and no screen outside the main layout
 *   loads (every signed-in screen loads it anyway);
 * - `wallet-home`: the wallet home's code beyond both (a screen sharing a module with it loads it too);
 * - `signed-in-shared`: what the layout and the wallet home share with the signed-out screens other than sign-in
 *   (sign-up, forgot-password, goodbye load it with theirs);
 * - `shared-with-sign-in`: what they share with the sign-in screen (a few small modules the bundler cut into a file
 *   each): one file for both first visits, and sign-in downloads nothing it did not before.
 * React DOM has a chunk of its own (`react-dom`, above). The rest of what the sign-in screen loads stays where the
 * bundler puts it: its first visit must not grow.
 */
export function chunkPlan(): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[];
} {
  let plan: ChunkPlan = new Map();
  const plugin: Plugin = {
    name: 'wallet:chunk-plan',
    apply: 'build',
    async configResolved(config) {
      if (!config.configFile) throw new Error('The chunk plan runs its trial build from the same config file: build with one.');
      process.env[TRIAL_BUILD] = '1';
      try {
        const result = await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, emptyOutDir: false },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs
          .flatMap((output) => ('output' in output ? output.output : []))
          .filter((item) => item.type === 'chunk');
        plan = planFrom(chunks, config.root);
      } finally {
        Reflect.deleteProperty(process.env, TRIAL_BUILD);
      }
    },
  };
  // Captured modules' dependencies stay where they are: most are in the first load already.
  const group = (name: string) => ({
    name,
    test: (id: string) => plan.get(name)?.has(id) ?? false,
    includeDependenciesRecursively: false as const,
  });
  const names = [
    ...START_UP_STAGES.map(({ chunk }) => chunk),
    'main-layout',
    'wallet-home',
    'signed-in-shared',
    'shared-with-sign-in',
  ];
  // Before the planned groups: a module goes to the first group whose test it passes, and `app` names React DOM too.
  const reactDom = {
    name: 'react-dom',
    test: (id: string) => REACT_DOM.test(id),
    includeDependenciesRecursively: false as const,
  };
  return { plugin, groups: [reactDom, ...names.map(group)] };
}
