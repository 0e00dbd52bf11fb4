/** How the app hides a tree it keeps rendered: React's <Activity mode="hidden"> (an inline `display: none`), `hidden`. */
const KEPT_HIDDEN = '[style*="display: none"], [hidden]';

/**
 * Whether the focus is on nothing the customer can use: on the body, on an element that has left the page, on a
 * control just disabled (a pagination's Next on the last page), or on an element no longer shown (a step kept
 * rendered but hidden). The browser lets go of the last two itself, but only at its next rendering, after React's
 * effects have run: they still hold the focus when this is asked. Hidden is read from the markup, not from the
 * computed style (`checkVisibility`): asked in an effect right after a render, that would make the browser work out
 * the styles of everything the render changed inside the script, before the frame that works them out anyway.
 */
export function focusLost(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.isConnected || focused.matches(':disabled')) return true;
  return focused.closest(KEPT_HIDDEN) !== null;
}
