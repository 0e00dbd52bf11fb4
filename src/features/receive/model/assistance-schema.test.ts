import { describe, expect, it } from 'vitest';
import { depositWithHash, mayStillArrive } from './assistance-checks';
import {
  assistanceSchema,
  assistanceValidationIds as ids,
  depositMoment,
  toLocalDateTime,
  type AssistanceValues,
} from './assistance-schema';
import type { Transaction } from '@/services/api';

const HASH = 'ab'.repeat(32);
const rules = { decimalsOf: (symbol: string) => (symbol === 'BTC' ? 8 : undefined), now: () => '2026-01-15T12:00' };
const schema = assistanceSchema({ ...rules, locale: 'en' });
const valid: AssistanceValues = {
  asset: 'BTC',
  network: 'bitcoin',
  txHash: ` ${HASH} `,
  amount: '0,015',
  depositedOn: '01/10/2026',
  depositedTime: '9:30',
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
    expect(errorsOf({ depositedOn: ' ', depositedTime: '' })).toEqual({
      depositedOn: ids.dateRequired,
      depositedTime: ids.timeRequired,
    });
    expect(errorsOf({ depositedOn: '02/30/2026', depositedTime: '9.3' })).toEqual({
      depositedOn: ids.dateInvalid,
      depositedTime: ids.timeInvalid,
    });
    expect(errorsOf({ depositedOn: '01/16/2026', depositedTime: '08:00' })).toEqual({ depositedOn: ids.dateFuture });
    expect(errorsOf({ depositedOn: '01/15/2026', depositedTime: '12:01' })).toEqual({ depositedTime: ids.dateFuture });
    expect(errorsOf({ depositedOn: '01/15/2026', depositedTime: '12:00 pm' })).toEqual({});
    expect(errorsOf({ toAddress: '  ' })).toEqual({ toAddress: ids.addressRequired });
    expect(errorsOf({ note: 'x'.repeat(1001) })).toEqual({ note: ids.noteTooLong });
    expect(errorsOf({ asset: '', network: '' })).toEqual(
      expect.objectContaining({ asset: ids.assetRequired, network: ids.networkRequired }),
    );
  });

  it('reads the day as the interface language writes it: 10.01.2026 in Turkish is the 10th of January', () => {
    const turkish = assistanceSchema({ ...rules, locale: 'tr' });
    expect(turkish.safeParse({ ...valid, depositedOn: '10.01.2026', depositedTime: '09.30' }).success).toBe(true);
    expect(turkish.safeParse({ ...valid, depositedOn: '01/30/2026' }).success).toBe(false);
    expect(depositMoment({ depositedOn: '10.01.2026', depositedTime: '09.30' }, 'tr')).toEqual(new Date(2026, 0, 10, 9, 30));
    expect(depositMoment({ depositedOn: '01/10/2026', depositedTime: '2:05 pm' }, 'en')).toEqual(new Date(2026, 0, 10, 14, 5));
    expect(depositMoment({ depositedOn: '01/10/2026', depositedTime: '25:00' }, 'en')).toBeNull();
  });

  it('writes local date-times in the local time zone', () => {
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
