import { expect, it, vi } from 'vitest';
import { loadedOnce } from './loaded-once';

it('loads once for every caller, at the same time or later', async () => {
  const load = vi.fn(() => Promise.resolve('code'));
  const once = loadedOnce(load);
  await expect(Promise.all([once(), once()])).resolves.toEqual(['code', 'code']);
  await expect(once()).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads again after a failure, and keeps the load that worked', async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
  const once = loadedOnce(load);
  await expect(once()).rejects.toThrow('offline');
  await expect(once()).resolves.toBe('code');
  await expect(once()).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(2);
});
