import { afterEach, beforeEach } from 'vitest';

// jsdom has no object URLs; image pickers and previews show a chosen file through one.
export function stubObjectUrls(): void {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
}

export function restoreObjectUrls(): void {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}

/** Object URLs stubbed around every test of the enclosing describe. */
export function stubObjectUrlsInEachTest(): void {
  beforeEach(stubObjectUrls);
  afterEach(restoreObjectUrls);
}
