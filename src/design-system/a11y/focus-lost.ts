/**
 * Whether the focus is on nothing the customer can see: on the body, on an element that has left the page, or on one
 * no longer shown (a step kept rendered but hidden, whose button the browser has not let go of). `checkVisibility`
 * where the browser has it; else the inline `display: none` React hides a kept tree with.
 */
export function focusLost(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.isConnected) return true;
  if (typeof focused.checkVisibility === 'function') return !focused.checkVisibility();
  return focused.closest('[style*="display: none"]') !== null;
}
