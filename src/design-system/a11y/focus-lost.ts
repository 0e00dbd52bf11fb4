/**
 * Whether the focus is on nothing the customer can use: on the body, on an element that has left the page, on a
 * control just disabled (a pagination's Next on the last page), or on an element no longer shown (a step kept
 * rendered but hidden). The browser lets go of the last two itself, but only at its next rendering, after React's
 * effects have run: they still hold the focus when this is asked. `checkVisibility` where the browser has it; else
 * the inline `display: none` React hides a kept tree with.
 */
export function focusLost(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.isConnected || focused.matches(':disabled')) return true;
  if (typeof focused.checkVisibility === 'function') return !focused.checkVisibility();
  return focused.closest('[style*="display: none"]') !== null;
}
