import { createToaster } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';
import { connectToastSink, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toast';

/**
 * The app's single toaster: top-right, 3000 ms, at most 10 at once (more wait in a queue), newest on
 * top, paused while hovered or focused. Loaded with the first toast (or with <Toaster />); `toast` feeds it.
 */
export const toaster = connectToastSink(
  createToaster<ReactNode>({
    placement: 'top-end',
    duration: TOAST_DURATION_MS,
    max: MAX_VISIBLE_TOASTS,
    overlap: false,
    gap: 12,
    removeDelay: 200,
    pauseOnPageIdle: true,
  }),
);
