import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../fixtures/clipboard';
import { writeToClipboard } from './use-copy';

describe('writeToClipboard', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is true only once the browser has taken the text', async () => {
    const written: string[] = [];
    restore = stubClipboard('accept', written);
    await expect(writeToClipboard('bc1qar0s')).resolves.toBe(true);
    expect(written).toEqual(['bc1qar0s']);
  });

  it('is false when the browser refuses both the async clipboard and the legacy copy', async () => {
    restore = stubClipboard('refuse');
    await expect(writeToClipboard('bc1qar0s')).resolves.toBe(false);
  });
});
