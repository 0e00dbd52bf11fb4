import { describe, expect, it } from 'vitest';
import { runZodWithoutEval } from './zod-jitless';

describe('runZodWithoutEval', () => {
  it('makes zod, loaded afterwards, run its schemas without eval', async () => {
    runZodWithoutEval();
    const z = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
  });
});
