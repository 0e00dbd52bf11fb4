import { describe, expect, it } from 'vitest';
import { chunkPlan, planFrom } from '../deploy/chunk-plan.ts';

const ROOT = '/repo';
const id = (module: string) => `${ROOT}/${module}`;
const chunk = (fileName: string, modules: string[], imports: string[] = []) => ({
  fileName,
  moduleIds: modules.map(id),
  imports,
});

/** The bundler's automatic split, as a trial build reports it: tiny chunks wherever two lazy parts share a module. */
const trial = [
  chunk('index.js', ['src/app/main.tsx', 'src/app/first-paint/first-paint.ts']),
  chunk('boot.js', ['src/app/boot.tsx', 'src/app/i18n/message-store.ts'], ['index.js', 'live-region.js']),
  chunk('runtime.js', ['src/app/runtime.ts', 'src/machines/root/root.machine.ts'], ['index.js', 'live-region.js']),
  chunk('router.js', ['src/app/routing/router.tsx'], ['index.js', 'runtime.js', 'live-region.js']),
  chunk('view.js', ['src/app/App.tsx'], ['boot.js', 'runtime.js', 'router.js', 'toaster.js']),
  chunk('toaster.js', ['src/design-system/components/toast/toast.ts']),
  chunk('live-region.js', ['src/design-system/components/live-region/LiveRegion.tsx']),
  chunk('layout.js', ['src/app/layouts/MainLayoutRoute.tsx'], ['badge.js', 'icon-button.js', 'live-region.js']),
  chunk('query-client.js', ['src/app/query-client.ts', 'node_modules/@tanstack/query-core/queryClient.js']),
  chunk('badge.js', ['src/design-system/components/badge/Badge.tsx']),
  chunk('icon-button.js', ['src/design-system/components/icon-button/IconButton.tsx']),
  chunk('card.js', ['src/design-system/components/card/Card.tsx']),
  chunk('wallet.js', ['src/features/wallet/index.ts', 'src/features/wallet/screens/WalletScreen.tsx'], ['card.js', 'badge.js']),
  chunk('auth.js', ['src/features/auth/index.ts'], ['card.js']),
  chunk('sign-up.js', ['src/features/auth/screens/SignUpScreen.tsx'], ['icon-button.js']),
  chunk('forgot.js', ['src/features/auth/screens/ForgotPasswordScreen.tsx']),
  chunk('slanding.js', ['src/features/auth/screens/SlandingScreen.tsx']),
  chunk('account.js', ['src/features/account/index.ts']),
];

const relative = (ids: Set<string>) => [...ids].map((module) => module.slice(ROOT.length + 1)).sort();

describe('the chunk plan of a first visit (deploy/chunk-plan.ts)', () => {
  const plan = planFrom(trial, ROOT);

  it("puts the first load beside the entry's own code in one chunk per start-up stage: the entry stays as it was", () => {
    expect(relative(plan.get('app') ?? new Set())).toEqual([
      'src/app/boot.tsx',
      'src/app/i18n/message-store.ts',
      'src/design-system/components/live-region/LiveRegion.tsx',
    ]);
    // Each later stage holds only what the stages before it do not.
    expect(relative(plan.get('app-runtime') ?? new Set())).toEqual(['src/app/runtime.ts', 'src/machines/root/root.machine.ts']);
    expect(relative(plan.get('app-view') ?? new Set())).toEqual([
      'src/app/App.tsx',
      'src/app/routing/router.tsx',
      'src/design-system/components/toast/toast.ts',
    ]);
  });

  it('gives the main layout one chunk of what only signed-in code uses, the first load left out', () => {
    expect(relative(plan.get('main-layout') ?? new Set())).toEqual([
      'node_modules/@tanstack/query-core/queryClient.js',
      'src/app/layouts/MainLayoutRoute.tsx',
      'src/app/query-client.ts',
      'src/design-system/components/badge/Badge.tsx',
    ]);
  });

  it("gives the wallet home its own code beyond the layout's", () => {
    expect(relative(plan.get('wallet-home') ?? new Set())).toEqual([
      'src/features/wallet/index.ts',
      'src/features/wallet/screens/WalletScreen.tsx',
    ]);
  });

  it('shares what the layout or the wallet has in common with the other signed-out screens, never with sign-in', () => {
    // IconButton: also sign-up's; Card: also the sign-in screen's, so it goes to the chunk shared with sign-in.
    expect(relative(plan.get('signed-in-shared') ?? new Set())).toEqual([
      'src/design-system/components/icon-button/IconButton.tsx',
    ]);
  });

  it('puts what the layout or the wallet shares with the sign-in screen in one chunk, the first load left out', () => {
    expect(relative(plan.get('shared-with-sign-in') ?? new Set())).toEqual(['src/design-system/components/card/Card.tsx']);
  });

  it('gives React DOM and its scheduler a chunk of their own, first, without React itself', () => {
    const [first] = chunkPlan().groups;
    expect(first?.name).toBe('react-dom');
    expect(first?.includeDependenciesRecursively).toBe(false);
    expect(first?.test('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(first?.test('/repo/node_modules/scheduler/index.js')).toBe(true);
    expect(first?.test('/repo/node_modules/react/index.js')).toBe(false);
  });

  it('refuses a plan whose named module no chunk holds (a renamed file must not silently undo it)', () => {
    expect(() =>
      planFrom(
        trial.filter((part) => part.fileName !== 'wallet.js'),
        ROOT,
      ),
    ).toThrow(/src\/features\/wallet\/index\.ts/);
  });
});
