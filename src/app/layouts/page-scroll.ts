let scrolled = false;
let watching = false;

/**
 * Starts noting whether the page scrolls (boot does, before the first screen): the main layout's first mount then
 * knows whether the window needs to go back to the top without reading an offset, which would force a layout of
 * the whole new screen in the middle of its first commit (ADR 0025). Read once here, while the page is all but
 * empty, in case the browser restored an offset before the app started.
 */
export function watchPageScroll(): void {
  if (watching) return;
  watching = true;
  scrolled = window.scrollY > 0;
  window.addEventListener('scroll', () => (scrolled = true), { capture: true, passive: true });
}

/** Whether the page (the window or an element in it) has scrolled since the watch began, or the watch never began. */
export function pageScrolledSinceStart(): boolean {
  return scrolled || !watching;
}
