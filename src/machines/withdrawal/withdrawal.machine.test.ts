import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/services/http';
import { deferred } from '../test-support';
import type {
  Codes,
  DailyLimit,
  SendForm,
  Transaction,
  VerificationChallenge,
  VerifiedWithdrawal,
  WithdrawalDraft,
  WithdrawalFee,
} from './model';
import { attemptsLeft, FEE_MAX_AGE_MS, resumableStep, stepOf, withdrawalMachine, type QuoteAnswer } from './withdrawal.machine';

const NOW = Date.parse('2026-01-15T12:00:00Z');

const form: SendForm = {
  assetId: 'btc',
  networkId: 'bitcoin',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  memo: '',
  noMemoConfirmed: false,
  amountText: '0,5',
  amount: '0.5',
  acceptedWarnings: [],
};

function fee(amount = '0.0001'): WithdrawalFee {
  return {
    assetId: 'btc',
    asset: 'BTC',
    networkId: 'bitcoin',
    amount: '0.5',
    fee: amount,
    feeAsset: 'BTC',
    totalDebit: '0.5001',
    minAmount: '0.0001',
    maxAmount: null,
  };
}

const dailyLimit: DailyLimit = {
  assetId: 'btc',
  asset: 'BTC',
  limit: '2',
  used: '0',
  remaining: '2',
  resetsAt: '2026-01-16T00:00:00Z',
};

const challenge: VerificationChallenge = {
  verificationId: 'wver-1',
  channels: [
    { channel: 'email', destination: 'd***@wallet.test' },
    { channel: 'sms', destination: '+90 *** *** ** 42' },
  ],
  codeLength: 6,
  expiresInSeconds: 300,
  resendInSeconds: 30,
  maxAttempts: 5,
};

const verified: VerifiedWithdrawal = { verificationId: 'wver-1', withdrawalToken: 'wtok-1', expiresAt: '2026-01-15T12:10:00Z' };

const transaction: Transaction = {
  id: 'tx-1',
  userId: 'u-1001',
  accountId: 'acc-btc',
  assetId: 'btc',
  asset: 'BTC',
  type: 'withdrawal',
  status: 'pending',
  amount: '0.5',
  fee: '0.0001',
  feeAsset: 'BTC',
  address: form.address,
  memo: null,
  networkId: 'bitcoin',
  txHash: null,
  explorerUrl: null,
  confirmations: 0,
  requiredConfirmations: 2,
  counterAmount: null,
  counterAsset: null,
  rate: null,
  failureReason: null,
  createdAt: '2026-01-15T12:00:00Z',
  updatedAt: '2026-01-15T12:00:00Z',
  completedAt: null,
};

function apiError(status: number, code?: string): ApiError {
  return new ApiError({ status, messageId: 'errors.api.default', serverMessage: `failed ${status}`, code });
}

interface Fakes {
  fetchQuote: (input: { draft: WithdrawalDraft }) => Promise<QuoteAnswer>;
  sendCode: (input: { draft: WithdrawalDraft; idempotencyKey: string }) => Promise<VerificationChallenge>;
  verifyCodes: (input: { verificationId: string; codes: Codes; idempotencyKey: string }) => Promise<VerifiedWithdrawal>;
  submitWithdrawal: (input: { draft: WithdrawalDraft; withdrawalToken: string; idempotencyKey: string }) => Promise<Transaction>;
}

function start(overrides: Partial<{ [K in keyof Fakes]: Mock<Fakes[K]> }> = {}, initial: Partial<SendForm> = form) {
  const fakes = {
    fetchQuote: vi.fn<Fakes['fetchQuote']>(() => Promise.resolve({ fee: fee(), dailyLimit })),
    sendCode: vi.fn<Fakes['sendCode']>(() => Promise.resolve(challenge)),
    verifyCodes: vi.fn<Fakes['verifyCodes']>(() => Promise.resolve(verified)),
    submitWithdrawal: vi.fn<Fakes['submitWithdrawal']>(() => Promise.resolve({ ...transaction })),
    ...overrides,
  };
  const machine = withdrawalMachine.provide({
    actors: {
      fetchQuote: fromPromise(({ input }) => fakes.fetchQuote(input)),
      sendCode: fromPromise(({ input }) => fakes.sendCode(input)),
      verifyCodes: fromPromise(({ input }) => fakes.verifyCodes(input)),
      submitWithdrawal: fromPromise(({ input }) => fakes.submitWithdrawal(input)),
    },
  });
  const actor = createActor(machine, { input: { form: initial } }).start();
  return { actor, fakes };
}

type Started = ReturnType<typeof start>['actor'];

async function toReview(actor: Started) {
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
  await waitFor(actor, (s) => s.matches({ review: 'ready' }));
}

async function toCodes(actor: Started) {
  await toReview(actor);
  actor.send({ type: 'CONFIRM' });
  await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
}

function enterCodes(actor: Started, code = '123456') {
  actor.send({ type: 'CODE', channel: 'email', code });
  actor.send({ type: 'CODE', channel: 'sms', code });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('withdrawal machine: editing steps', () => {
  it('starts at the asset step with the prefill from the URL', () => {
    const { actor } = start({}, { assetId: 'usdt', networkId: 'tron' });
    expect(stepOf(actor.getSnapshot())).toBe('asset');
    expect(actor.getSnapshot().context.form).toMatchObject({ assetId: 'usdt', networkId: 'tron', address: '' });
  });

  it('does not leave a step until its input is there', () => {
    const { actor } = start({}, {});
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('asset');
    actor.send({ type: 'EDIT', patch: { assetId: 'btc', networkId: 'bitcoin' } });
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('recipient');
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('recipient');
    actor.send({ type: 'EDIT', patch: { address: form.address } });
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('amount');
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('amount');
    actor.send({ type: 'EDIT', patch: { amountText: '0,5', amount: '0.5' } });
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('review');
  });

  it('Back from every step keeps what was entered', async () => {
    const { actor } = start();
    await toCodes(actor);
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('review');
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('amount');
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('recipient');
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('asset');
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('keeps accepted warnings for the same recipient and drops them when the recipient changes', () => {
    const { actor } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ACCEPT_WARNING', warning: 'first-time' });
    actor.send({ type: 'ACCEPT_WARNING', warning: 'first-time' });
    expect(actor.getSnapshot().context.form.acceptedWarnings).toEqual(['first-time']);
    actor.send({ type: 'EDIT', patch: { amountText: '1' } });
    expect(actor.getSnapshot().context.form.acceptedWarnings).toEqual(['first-time']);
    actor.send({ type: 'EDIT', patch: { address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' } });
    expect(actor.getSnapshot().context.form.acceptedWarnings).toEqual([]);
  });

  it.each(['asset', 'recipient', 'amount', 'review'] as const)('resumes a saved draft at %s', async (step) => {
    const { actor } = start({}, {});
    actor.send({ type: 'RESTORE', form, step });
    expect(stepOf(actor.getSnapshot())).toBe(step);
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('resumes verification and later at review', () => {
    expect(resumableStep('verification')).toBe('review');
    expect(resumableStep('submitFailed')).toBe('review');
    expect(resumableStep('amount')).toBe('amount');
  });
});

describe('withdrawal machine: review', () => {
  it('fetches fee and daily limit for the draft and shows them', async () => {
    const { actor, fakes } = start();
    await toReview(actor);
    expect(fakes.fetchQuote).toHaveBeenCalledWith({
      draft: { assetId: 'btc', networkId: 'bitcoin', address: form.address, amount: '0.5' },
    });
    expect(actor.getSnapshot().context.quote).toMatchObject({ fee: fee(), dailyLimit, fetchedAt: NOW });
  });

  it('shows a failed quote and retries it', async () => {
    const fetchQuote = vi
      .fn<Fakes['fetchQuote']>()
      .mockRejectedValueOnce(apiError(500))
      .mockResolvedValue({ fee: fee(), dailyLimit });
    const { actor } = start({ fetchQuote });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ review: 'failed' }));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the codes at once while the fee is fresh', async () => {
    const { actor, fakes } = start();
    await toReview(actor);
    vi.setSystemTime(NOW + FEE_MAX_AGE_MS);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    expect(fakes.fetchQuote).toHaveBeenCalledTimes(1);
  });

  it('opens the review with a quote the flow already has, asking for none', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    const quote = { fee: fee(), dailyLimit, fetchedAt: NOW - 3_000 };
    actor.send({ type: 'NEXT', quote });
    expect(actor.getSnapshot().matches({ review: 'ready' })).toBe(true);
    // The very object given: the review the screen rendered ahead with it is shown without rendering again.
    expect(actor.getSnapshot().context.quote).toBe(quote);
    expect(fakes.fetchQuote).not.toHaveBeenCalled();
  });

  it('does not leave the amount step without an amount, quote or not', () => {
    const { actor } = start({}, { ...form, amount: '', amountText: '' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT', quote: { fee: fee(), dailyLimit, fetchedAt: NOW } });
    expect(stepOf(actor.getSnapshot())).toBe('amount');
    expect(actor.getSnapshot().context.quote).toBeNull();
  });

  it("counts a quote's age from the server's answer when it came before the review", async () => {
    const answeredAt = NOW - 20_000;
    const { actor, fakes } = start({
      fetchQuote: vi.fn<Fakes['fetchQuote']>(() => Promise.resolve({ fee: fee(), dailyLimit, fetchedAt: answeredAt })),
    });
    await toReview(actor);
    expect(actor.getSnapshot().context.quote?.fetchedAt).toBe(answeredAt);
    // 30 s after the answer, though only 10 s after the review opened: fetched again before the codes.
    vi.setSystemTime(answeredAt + FEE_MAX_AGE_MS + 1);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ review: 'refreshingFee' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    expect(fakes.fetchQuote).toHaveBeenCalledTimes(2);
  });

  it('fetches a fee older than 30 s again, and continues when it has not changed', async () => {
    const { actor, fakes } = start();
    await toReview(actor);
    vi.setSystemTime(NOW + FEE_MAX_AGE_MS + 1);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches({ review: 'refreshingFee' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    expect(fakes.fetchQuote).toHaveBeenCalledTimes(2);
    expect(fakes.sendCode).toHaveBeenCalledTimes(1);
  });

  it('shows a changed fee before going on', async () => {
    const fetchQuote = vi
      .fn<Fakes['fetchQuote']>()
      .mockResolvedValueOnce({ fee: fee(), dailyLimit })
      .mockResolvedValue({ fee: fee('0.0002'), dailyLimit });
    const { actor, fakes } = start({ fetchQuote });
    await toReview(actor);
    vi.setSystemTime(NOW + FEE_MAX_AGE_MS + 1);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.notice === 'fee-changed');
    expect(actor.getSnapshot().context.quote?.fee.fee).toBe('0.0002');
    expect(fakes.sendCode).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a failed fee refresh is shown with a retry', async () => {
    const fetchQuote = vi
      .fn<Fakes['fetchQuote']>()
      .mockResolvedValueOnce({ fee: fee(), dailyLimit })
      .mockRejectedValue(apiError(0));
    const { actor } = start({ fetchQuote });
    await toReview(actor);
    vi.setSystemTime(NOW + FEE_MAX_AGE_MS + 1);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ review: 'failed' }));
    expect(actor.getSnapshot().context.form).toEqual(form);
  });
});

describe('withdrawal machine: codes', () => {
  it('a refused code request (daily limit, maintenance) returns to review with the server’s errors', async () => {
    const sendCode = vi.fn<Fakes['sendCode']>().mockRejectedValue(apiError(422, 'DAILY_LIMIT_EXCEEDED'));
    const { actor } = start({ sendCode });
    await toReview(actor);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 422, code: 'DAILY_LIMIT_EXCEEDED' });
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('verifies only when every channel has a full code', async () => {
    const { actor, fakes } = start();
    await toCodes(actor);
    actor.send({ type: 'CODE', channel: 'email', code: '123456' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().matches({ verification: 'entering' })).toBe(true);
    actor.send({ type: 'CODE', channel: 'sms', code: '12345' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().matches({ verification: 'entering' })).toBe(true);
    actor.send({ type: 'CODE', channel: 'sms', code: '123456' });
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(fakes.verifyCodes).toHaveBeenCalledWith(
      expect.objectContaining({ verificationId: 'wver-1', codes: { email: '123456', sms: '123456' } }),
    );
  });

  it('a wrong code counts an attempt and keeps the step', async () => {
    const verifyCodes = vi
      .fn<Fakes['verifyCodes']>()
      .mockRejectedValueOnce(apiError(422, 'INVALID_CODE'))
      .mockResolvedValue(verified);
    const { actor } = start({ verifyCodes });
    await toCodes(actor);
    enterCodes(actor, '000000');
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }) && s.context.error !== null);
    expect(attemptsLeft(actor.getSnapshot().context)).toBe(4);
    enterCodes(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('done'));
  });

  it('any other verify failure keeps the codes for another try', async () => {
    const verifyCodes = vi.fn<Fakes['verifyCodes']>().mockRejectedValueOnce(apiError(500)).mockResolvedValue(verified);
    const { actor } = start({ verifyCodes });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.codes).toEqual({ email: '123456', sms: '123456' });
    expect(attemptsLeft(actor.getSnapshot().context)).toBe(5);
  });

  it('expires with the countdown, and a new code keeps everything else', async () => {
    const { actor, fakes } = start();
    await toCodes(actor);
    vi.advanceTimersByTime(300_000);
    expect(actor.getSnapshot().matches({ verification: 'expired' })).toBe(true);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    expect(fakes.sendCode).toHaveBeenCalledTimes(2);
    const [first, second] = fakes.sendCode.mock.calls.map(([input]) => input.idempotencyKey);
    expect(first).not.toBe(second);
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('the server saying the codes are gone (410) is the expired state', async () => {
    const verifyCodes = vi.fn<Fakes['verifyCodes']>().mockRejectedValue(apiError(410, 'CODE_EXPIRED'));
    const { actor } = start({ verifyCodes });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ verification: 'expired' }));
  });

  it('CODE_EXPIRED from the screen’s countdown moves to expired too', async () => {
    const { actor } = start();
    await toCodes(actor);
    actor.send({ type: 'CODE_EXPIRED' });
    expect(actor.getSnapshot().matches({ verification: 'expired' })).toBe(true);
  });

  it('resend unlocks only after the server’s delay', async () => {
    const { actor, fakes } = start();
    await toCodes(actor);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches({ verification: 'entering' })).toBe(true);
    expect(fakes.sendCode).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, () => fakes.sendCode.mock.calls.length === 2);
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
  });

  it('a failed resend keeps the current codes step with its error', async () => {
    const sendCode = vi.fn<Fakes['sendCode']>().mockResolvedValueOnce(challenge).mockRejectedValue(apiError(500));
    const { actor } = start({ sendCode });
    await toCodes(actor);
    vi.advanceTimersByTime(30_000);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }) && s.context.error !== null);
  });
});

describe('withdrawal machine: submit', () => {
  it('submits with the token and one key for the attempt, also on retry after a 500', async () => {
    const submitWithdrawal = vi
      .fn<Fakes['submitWithdrawal']>()
      .mockRejectedValueOnce(apiError(500))
      .mockResolvedValue({ ...transaction });
    const { actor } = start({ submitWithdrawal });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    expect(actor.getSnapshot().context.form).toEqual(form);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    const [first, second] = submitWithdrawal.mock.calls.map(([input]) => input);
    expect(first?.withdrawalToken).toBe('wtok-1');
    expect(first?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(actor.getSnapshot().context.transaction).toMatchObject({ id: 'tx-1' });
  });

  it('a new attempt after Back gets a new key', async () => {
    const submitWithdrawal = vi.fn<Fakes['submitWithdrawal']>().mockRejectedValue(apiError(500));
    const { actor } = start({ submitWithdrawal });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }));
    expect(actor.getSnapshot().context.verified).toBeNull();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches({ verification: 'entering' }));
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    const [first, second] = submitWithdrawal.mock.calls.map(([input]) => input.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('a token that expired mid-flow (403) goes back to review to verify again, input kept', async () => {
    const submitWithdrawal = vi.fn<Fakes['submitWithdrawal']>().mockRejectedValue(apiError(403, 'VERIFICATION_REQUIRED'));
    const { actor } = start({ submitWithdrawal });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ review: 'ready' }) && s.context.notice === 'verification-expired');
    expect(actor.getSnapshot().context.form).toEqual(form);
    expect(actor.getSnapshot().context.verified).toBeNull();
    // The notice alone speaks: no error of the refused submission is left to show over it.
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('“Send again” starts over with the same asset and network', async () => {
    const { actor } = start();
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'SEND_AGAIN' });
    const snapshot = actor.getSnapshot();
    expect(stepOf(snapshot)).toBe('asset');
    expect(snapshot.context.form).toMatchObject({ assetId: 'btc', networkId: 'bitcoin', address: '', amount: '' });
    expect(snapshot.context.transaction).toBeNull();
  });

  it('is busy while submitting: a second press does nothing', async () => {
    const pending = deferred<Transaction>();
    const submitWithdrawal = vi.fn<Fakes['submitWithdrawal']>(() => pending.promise);
    const { actor } = start({ submitWithdrawal });
    await toCodes(actor);
    enterCodes(actor);
    actor.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches('submitting'));
    actor.send({ type: 'VERIFY' });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    pending.resolve({ ...transaction });
    await waitFor(actor, (s) => s.matches('done'));
    expect(submitWithdrawal).toHaveBeenCalledTimes(1);
  });
});
