import { expect, waitFor } from 'storybook/test';
import { clearToasts } from '@/design-system';

/** The texts of the toasts on screen, oldest first. */
export const toastTexts = () =>
  Array.from(document.querySelectorAll('[data-scope="toast"][data-part="description"]')).map((node) => node.textContent);

/**
 * Once asserted, toasts go: the baseline shows the page, never half a toast. A toast also closes itself after a
 * few seconds, which a busy machine may or may not reach before the screenshot: the story decides, not the clock.
 */
export async function dismissToasts(): Promise<void> {
  clearToasts();
  await waitFor(() => expect(toastTexts()).toEqual([]));
}
