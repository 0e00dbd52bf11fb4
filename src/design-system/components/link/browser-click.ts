import type { MouseEvent } from 'react';

/** A click the browser should handle itself (new tab or window, download, another button): as React Router's Link. */
export const isForTheBrowser = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
