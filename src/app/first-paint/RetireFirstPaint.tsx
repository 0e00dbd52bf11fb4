import { useLayoutEffect } from 'react';
import { retireFirstPaint } from './first-paint';

/** Placed beside the app's first screen (or its error screen): the drawn sign-in screen gives way in the same frame. */
export function RetireFirstPaint() {
  useLayoutEffect(() => retireFirstPaint(), []);
  return null;
}
