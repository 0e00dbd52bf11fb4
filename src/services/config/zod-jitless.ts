/**
 * zod compiles object schemas with `new Function` after probing for eval. The CSP forbids eval (script-src
 * 'self'), and the probe alone files a violation report, so every schema in the app runs interpreted. zod keeps
 * its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so the setting is made
 * here, before any zod module loads, without loading zod on the first screen (the configuration is read at start).
 */
export function runZodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
