import type { CreateToasterReturn } from '@ark-ui/react/toast';

/** The spec's toast timings and limits (section 9). */
export const TOAST_DURATION_MS = 3000;
export const PAGE_ERROR_TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 10;
/** The longest text a toast shows (server text can be anything); longer text ends in an ellipsis. */
export const MAX_TOAST_TEXT_LENGTH = 300;
/** Share of the toast's width a swipe must cover to dismiss it. */
export const TOAST_SWIPE_THRESHOLD = 0.3;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A catalogue message (formatted by the Toaster in the interface language) or text already translated. */
export type ToastMessage = string | { id: string; values?: Record<string, string | number> };

export interface ToastOptions {
  /** A heading above the message. */
  title?: ToastMessage;
  /** Milliseconds before it closes itself (default 3000; page errors 5000). */
  duration?: number;
  /** A stable id: a toast with the same id replaces the one showing instead of stacking a duplicate. */
  id?: string;
}

/** What the Toaster needs to render a toast; kept in the toast's `meta`. */
export interface ToastContent {
  message: ToastMessage;
  title?: ToastMessage;
}

/** The part of Ark's toaster this facade drives (the store in ./toast-store). */
export type ToastSink = Pick<CreateToasterReturn, 'create' | 'dismiss' | 'remove'>;

type QueuedToast = Parameters<ToastSink['create']>[0] & { id: string };

/**
 * The toast store (Ark's toaster and its zag machine, ≈8 kB gzip) loads with the first toast, not with the
 * app: most visits never show one. Until it is there, toasts wait here in order, with ids given here.
 */
let sink: ToastSink | undefined;
let queue: QueuedToast[] = [];
let generatedIds = 0;
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Called by ./toast-store once it exists: shows the queued toasts and takes every later one. */
export function connectToastSink<S extends ToastSink>(store: S): S {
  sink = store;
  const waiting = queue;
  queue = [];
  for (const item of waiting) store.create(item);
  return store;
}

/** Whether a toast was asked for (the on-demand Toaster then loads and mounts the real one). */
export function toastWanted(): boolean {
  return wanted;
}

export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function create(item: Parameters<ToastSink['create']>[0]): string {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  if (sink) return sink.create(item);
  const id = item.id ?? `toast:${++generatedIds}`;
  // A stable id replaces the toast waiting with it, as the store replaces a showing one.
  queue = [...queue.filter((queued) => queued.id !== id), { ...item, id }];
  void import('./toast-store');
  return id;
}

/** Text already translated, or from a server, is cut to MAX_TOAST_TEXT_LENGTH; catalogue messages pass. */
export function capToastMessage<M extends ToastMessage | undefined>(message: M): M {
  if (typeof message !== 'string' || message.length <= MAX_TOAST_TEXT_LENGTH) return message;
  return `${message.slice(0, MAX_TOAST_TEXT_LENGTH - 1).trimEnd()}…` as M;
}

function show(type: ToastType, message: ToastMessage, options: ToastOptions = {}): string {
  const content: ToastContent = { message: capToastMessage(message), title: capToastMessage(options.title) };
  return create({
    // Only when given: an explicit undefined would replace the id Ark generates.
    ...(options.id === undefined ? {} : { id: options.id }),
    type,
    duration: options.duration ?? TOAST_DURATION_MS,
    closable: true,
    meta: content,
  });
}

/**
 * The app's one imperative toast API:
 * `toast.success(message, options?)`, `toast.error`, `toast.info`, `toast.warning`,
 * `toast.pageError` (an error shown for 5000 ms, for page-level problems such as an invalid page number)
 * and `toast.dismiss(id?)`. Each returns the toast's id.
 */
export const toast = {
  success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
  info: (message: ToastMessage, options?: ToastOptions) => show('info', message, options),
  warning: (message: ToastMessage, options?: ToastOptions) => show('warning', message, options),
  pageError: (message: ToastMessage, options?: Omit<ToastOptions, 'duration'>) =>
    show('error', message, { ...options, duration: PAGE_ERROR_TOAST_DURATION_MS }),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => {
    if (sink) sink.dismiss(id);
    else queue = id === undefined ? [] : queue.filter((queued) => queued.id !== id);
  },
};

/** Whether a horizontal swipe of `distance` px over a toast `width` px wide dismisses it. */
export function swipeDismisses(distance: number, width: number, threshold = TOAST_SWIPE_THRESHOLD): boolean {
  return width > 0 && Math.abs(distance) >= width * threshold;
}

/** Screen readers hear errors and warnings at once; success and info wait for a pause. */
export function politenessOf(type: string | undefined): 'polite' | 'assertive' {
  return type === 'error' || type === 'warning' ? 'assertive' : 'polite';
}

/** Removes every toast at once, queued ones included (Storybook and tests start each case clean). */
export function clearToasts(): void {
  queue = [];
  sink?.remove();
}
