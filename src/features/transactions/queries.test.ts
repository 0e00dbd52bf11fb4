import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '@/services/api';
import { refreshWhileUnsettled, UNSETTLED_REFRESH_MS } from './queries';

const pageOf = (...statuses: TransactionStatus[]) => ({ data: statuses.map((status) => ({ status })) });

describe('live history', () => {
  it('asks again every 5 s while an entry shown is pending or processing, and stops once all have settled', () => {
    expect(UNSETTLED_REFRESH_MS).toBe(5000);
    expect(refreshWhileUnsettled(pageOf('completed', 'pending'))).toBe(5000);
    expect(refreshWhileUnsettled(pageOf('processing'))).toBe(5000);
    expect(refreshWhileUnsettled(pageOf('completed', 'failed', 'cancelled'))).toBe(false);
    expect(refreshWhileUnsettled(undefined)).toBe(false);
  });
});
