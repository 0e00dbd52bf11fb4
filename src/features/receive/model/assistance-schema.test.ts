import { describe, expect, it } from 'vitest';
import { depositWithHash, mayStillArrive } from './assistance-checks';
import { assistanceSchema, assistanceValidationIds as ids, toLocalDateTime, type AssistanceValues } from './assistance-schema';
import type { Transaction } from '@/services/api';

const HASH = 'ab'.repeat(32);
const schema = assistanceSchema({ decimalsOf: (symbol) => (symbol === 'BTC' ? 8 : undefined), now: () => '2026-01-15T12:00' });
const valid: AssistanceValues = {
  asset: 'BTC',
  network: 'bitcoin',
  txHash: ` ${HASH} `,
  amount: '0,015',
  depositedAt: '2026-01-10T09:30',
  toAddress: 'bc1qexample',
  note: '',
};
const errorsOf = (values: Partial<AssistanceValues>) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the unreceived-deposit form schema', () => {
  it('accepts a complete request (a pasted hash with spaces, a Turkish decimal comma)', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('checks the hash against the chosen network', () => {
    expect(errorsOf({ txHash: '' })).toEqual({ txHash: ids.txHashRequired });
    expect(errorsOf({ txHash: `0x${HASH}` })).toEqual({ txHash: ids.txHashFormat });
    expect(errorsOf({ network: 'ethereum', txHash: `0x${HASH}` })).toEqual({});
    expect(errorsOf({ network: 'solana' })).toEqual({ txHash: ids.txHashFormat });
  });

  it('wants a positive amount within the asset decimals', () => {
    expect(errorsOf({ amount: '' })).toEqual({ amount: ids.amountRequired });
    expect(errorsOf({ amount: '1.2.3' })).toEqual({ amount: ids.amountInvalid });
    expect(errorsOf({ amount: '0.000000001' })).toEqual({ amount: ids.amountDecimals });
    expect(errorsOf({ amount: '0,000' })).toEqual({ amount: ids.amountZero });
  });

  it('wants the moment it was sent, not in the future, the address, and a short note', () => {
    expect(errorsOf({ depositedAt: '' })).toEqual({ depositedAt: ids.dateRequired });
    expect(errorsOf({ depositedAt: '2026-01-15T12:01' })).toEqual({ depositedAt: ids.dateFuture });
    expect(errorsOf({ depositedAt: '2026-01-15T12:00' })).toEqual({});
    expect(errorsOf({ toAddress: '  ' })).toEqual({ toAddress: ids.addressRequired });
    expect(errorsOf({ note: 'x'.repeat(1001) })).toEqual({ note: ids.noteTooLong });
    expect(errorsOf({ asset: '', network: '' })).toEqual(
      expect.objectContaining({ asset: ids.assetRequired, network: ids.networkRequired }),
    );
  });

  it('writes datetime-local values in the local time zone', () => {
    expect(toLocalDateTime(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
});

describe('the checks before sending', () => {
  const deposit = { type: 'deposit', txHash: `0x${HASH.toUpperCase()}` } as const;
  it('finds a deposit of the history by its hash, however it was written', () => {
    const transactions = [{ ...deposit }] satisfies Array<Pick<Transaction, 'type' | 'txHash'>>;
    expect(depositWithHash(transactions, HASH)).toBe(transactions[0]);
    expect(depositWithHash([{ type: 'withdrawal', txHash: HASH }], HASH)).toBeUndefined();
    expect(depositWithHash([{ type: 'deposit', txHash: null }], HASH)).toBeUndefined();
  });

  it('says a deposit younger than the expected arrival may still arrive', () => {
    expect(mayStillArrive(0, 1_199_000, 1200)).toBe(true);
    expect(mayStillArrive(0, 1_200_000, 1200)).toBe(false);
  });
});
