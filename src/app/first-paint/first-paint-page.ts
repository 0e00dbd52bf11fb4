/** The element of a page that holds the screen drawn at build time (deploy/first-paint.ts writes it). */
export const FIRST_PAINT_ID = 'first-paint';
/** On each language's copy of the drawn screen: its locale. */
export const FIRST_PAINT_LOCALE_ATTRIBUTE = 'data-first-paint-locale';
/** Set on the drawn screen once it may be shown (src/app/first-paint/first-paint.ts); global.css hides it until then. */
export const FIRST_PAINT_SHOWN_ATTRIBUTE = 'data-shown';
/**
 * On the drawn screen: for which visitor it is drawn. The sign-in screen is for one without a stored session (the
 * guard sends the others on), the wallet's frame for one with a session (the others are sent to sign-in).
 */
export const FIRST_PAINT_FOR_ATTRIBUTE = 'data-first-paint-for';
export type FirstPaintFor = 'signed-out' | 'signed-in';
