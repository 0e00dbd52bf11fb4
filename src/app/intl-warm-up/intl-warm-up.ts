/**
 * Intl's first use in a page costs long native calls that cannot be cut smaller: ICU loads the locale's data and V8
 * lists the locales each format supports (about 75 ms on a desktop, 300 at the phone speed Lighthouse simulates;
 * ADR 0025). Both are kept for the whole renderer process, not per thread: a worker that uses Intl first pays for it
 * on another core, and the main thread's first use then takes no time (measured in Chromium: 75 → 0 ms). Elsewhere
 * the main thread simply pays as before.
 *
 * The worker's code is this string, in the entry chunk (which Subresource Integrity covers), started from a blob:
 * the deploy's CSP allows `worker-src blob:` for it (deploy/csp.ts). It is told the locale by message. Written
 * compactly: it ships as written, in the entry every route loads.
 */
export const WARM_UP_WORKER_SOURCE =
  'onmessage=e=>{const l=e.data;new Intl.Locale(l).maximize();' +
  'for(const f of[Intl.NumberFormat,Intl.DateTimeFormat,Intl.PluralRules])f.supportedLocalesOf(l);' +
  "new Intl.NumberFormat(l,{style:'currency',currency:'USD'}).format(1);" +
  "new Intl.DateTimeFormat(l,{dateStyle:'medium',timeStyle:'short'}).format(0);" +
  "new Intl.PluralRules(l).select(1);postMessage('warm')}";

/** What this needs of the browser: replaced in tests. */
export interface WarmUpHost {
  createWorker(url: string): Worker;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

function browserHost(): WarmUpHost | undefined {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL.createObjectURL !== 'function') return undefined;
  return {
    createWorker: (url) => new Worker(url),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

/**
 * Starts Intl's first use for `locale` in a worker. Resolves once the worker has done it, or at once if it cannot
 * start, or fails, or after `limitMs`: the app then goes on and the main thread does what is left.
 */
export function warmUpIntlOffMainThread(
  locale: string,
  { limitMs = 1000, host = browserHost() }: { limitMs?: number; host?: WarmUpHost } = {},
): Promise<void> {
  if (!host) return Promise.resolve();
  return new Promise((resolve) => {
    let url: string | undefined;
    let worker: Worker | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (timer !== undefined) clearTimeout(timer);
      worker?.terminate();
      if (url !== undefined) host.revokeObjectURL(url);
      resolve();
    };
    try {
      url = host.createObjectURL(new Blob([WARM_UP_WORKER_SOURCE], { type: 'text/javascript' }));
      worker = host.createWorker(url);
      worker.onmessage = finish;
      worker.onerror = finish;
      worker.postMessage(locale);
      timer = setTimeout(finish, limitMs);
    } catch {
      // A browser or policy that refuses the worker (an older CSP): the main thread warms Intl as before.
      finish();
    }
  });
}
