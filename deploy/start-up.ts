/**
 * The app's start-up stages, in order (src/app/boot.tsx): boot with the messages and the theme, the root actor
 * (runtime.ts), then the router and App (App is small: its own stage would cost a file and its compression). Boot
 * imports each in a task after the one before has run, so their code is evaluated in separate tasks instead of one
 * long one on a slow phone (ADR 0025). The build gives each its own chunk (deploy/chunk-plan.ts), pages that start
 * the app at once preload them all (deploy/delivery-plugin.ts), and the bundle report counts them all in the first
 * load (scripts/lib/bundle-report.mjs).
 */
export const START_UP_STAGES = [
  { chunk: 'app', modules: ['src/app/boot.tsx'] },
  { chunk: 'app-runtime', modules: ['src/app/runtime.ts'] },
  { chunk: 'app-view', modules: ['src/app/routing/router.tsx', 'src/app/App.tsx'] },
] as const;

export const START_UP_MODULES: readonly string[] = START_UP_STAGES.flatMap((stage) => stage.modules);
