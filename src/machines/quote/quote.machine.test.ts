import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConversionQuote, Transaction } from '@/services/api';
import {
  CONFIRM_MIN_REMAINING_MS,
  isWorse,
  quoteMachine,
  remainingMs,
  type QuoteRequest,
  type ReceivedQuote,
} from './quote.machine';

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const REQUEST: QuoteRequest = { from: 'BTC', to: 'USDT', amount: '0.25' };

function quote(id: string, receiveAmount = '10000', validForMs = 30_000): ConversionQuote {
  // The server's clock is an hour off: only the difference of its two instants counts.
  const issued = T0 - 3_600_000;
  return {
    id,
    fromAsset: 'BTC',
    toAsset: 'USDT',
    amount: '0.25',
    rate: '40040',
    fee: '10',
    receiveAmount,
    issuedAt: new Date(issued).toISOString(),
    expiresAt: new Date(issued + validForMs).toISOString(),
  };
}

const transaction = { id: 'tx-1', type: 'conversion' } as Pick<Transaction, 'id' | 'type'>;

interface Fakes {
  quotes?: Array<ConversionQuote | Error>;
  confirm?: Array<'ok' | Error>;
}

/** The machine with fake actors: quotes and confirmation answers are served in order, received at T0. */
function start({ quotes = [quote('q-1')], confirm = ['ok'] }: Fakes = {}) {
  const fetchQuote = vi.fn(async (request: QuoteRequest): Promise<ReceivedQuote> => {
    void request;
    const next = quotes.shift();
    if (!next) throw new Error('no more quotes');
    if (next instanceof Error) throw next;
    return { quote: next, receivedAt: T0 };
  });
  const confirmCall = vi.fn(async (input: { quoteId: string; idempotencyKey: string }) => {
    void input;
    const next = confirm.shift();
    if (next instanceof Error || next === undefined) throw next ?? new Error('no answer');
    return transaction as Transaction;
  });
  const actor = createActor(
    quoteMachine.provide({
      actors: {
        fetchQuote: fromPromise(({ input }: { input: QuoteRequest }) => fetchQuote(input)),
        confirm: fromPromise(({ input }: { input: { quoteId: string; idempotencyKey: string } }) => confirmCall(input)),
      },
    }),
  );
  actor.start();
  const settle = () => vi.waitFor(() => expect(['quoting', 'requoting', 'confirming']).not.toContain(state()));
  const state = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const context = () => actor.getSnapshot().context;
  return { actor, fetchQuote, confirmCall, settle, state, context };
}

async function quoted(fakes?: Fakes) {
  const harness = start(fakes);
  harness.actor.send({ type: 'INPUT', request: REQUEST });
  expect(harness.state()).toBe('quoting');
  await harness.settle();
  expect(harness.state()).toBe('{"quoted":"fresh"}');
  return harness;
}

describe('quote machine', () => {
  it('idle → quoting on a valid input; stays idle without one', () => {
    const { actor, state, fetchQuote } = start();
    actor.send({ type: 'INPUT', request: null });
    expect(state()).toBe('idle');
    expect(fetchQuote).not.toHaveBeenCalled();
    actor.send({ type: 'INPUT', request: REQUEST });
    expect(state()).toBe('quoting');
    expect(fetchQuote).toHaveBeenCalledWith(REQUEST);
  });

  it('quoting → quoted: the deadline is the validity counted from receipt on the client clock', async () => {
    const { context } = await quoted();
    expect(context().quote?.id).toBe('q-1');
    expect(context().deadline).toBe(T0 + 30_000);
    expect(remainingMs(context())).toBe(30_000);
  });

  it('quoting → unavailable when the price cannot load; RETRY → quoting with the same inputs', async () => {
    const { actor, state, settle, fetchQuote, context } = start({ quotes: [new Error('down'), quote('q-2')] });
    actor.send({ type: 'INPUT', request: REQUEST });
    await settle();
    expect(state()).toBe('unavailable');
    expect(context().request).toEqual(REQUEST);
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('quoting');
    await settle();
    expect(fetchQuote).toHaveBeenLastCalledWith(REQUEST);
    expect(context().quote?.id).toBe('q-2');
  });

  it('quoted: TICK counts down; at the deadline → expired → requoting (inputs kept) → quoted', async () => {
    const { actor, state, settle, context, fetchQuote } = await quoted({ quotes: [quote('q-1'), quote('q-2')] });
    actor.send({ type: 'TICK', now: T0 + 12_000 });
    expect(remainingMs(context())).toBe(18_000);
    expect(state()).toBe('{"quoted":"fresh"}');
    actor.send({ type: 'TICK', now: T0 + 30_000 });
    expect(state()).toBe('requoting');
    expect(fetchQuote).toHaveBeenLastCalledWith(REQUEST);
    await settle();
    expect(state()).toBe('{"quoted":"fresh"}');
    expect(context().quote?.id).toBe('q-2');
  });

  it('requoting → quoted.changed when the new quote gives less beyond the tolerance; ACCEPT → fresh', async () => {
    const { actor, state, settle, context } = await quoted({ quotes: [quote('q-1', '10000'), quote('q-2', '9980')] });
    actor.send({ type: 'TICK', now: T0 + 30_000 });
    await settle();
    expect(state()).toBe('{"quoted":"changed"}');
    expect(context().seen?.receiveAmount).toBe('10000');
    actor.send({ type: 'CONFIRM' });
    expect(state()).toBe('{"quoted":"changed"}');
    actor.send({ type: 'ACCEPT' });
    expect(state()).toBe('{"quoted":"fresh"}');
    expect(context().seen?.receiveAmount).toBe('9980');
  });

  it('requoting → quoted.fresh when the change is within the tolerance (or better)', async () => {
    const { actor, state, settle } = await quoted({ quotes: [quote('q-1', '10000'), quote('q-2', '9991')] });
    actor.send({ type: 'TICK', now: T0 + 30_000 });
    await settle();
    expect(state()).toBe('{"quoted":"fresh"}');
  });

  it('isWorse compares exactly, without floats', () => {
    expect(isWorse(quote('b', '9989.999999999999999999'), quote('a', '10000'))).toBe(true);
    expect(isWorse(quote('b', '9990'), quote('a', '10000'))).toBe(false);
  });

  it('requoting → unavailable when the new quote cannot load', async () => {
    const { actor, state, settle } = await quoted({ quotes: [quote('q-1'), new Error('down')] });
    actor.send({ type: 'TICK', now: T0 + 30_000 });
    await settle();
    expect(state()).toBe('unavailable');
  });

  it('quoted: CONFIRM is refused with under 5 s of validity left', async () => {
    const { actor, state, confirmCall } = await quoted();
    actor.send({ type: 'TICK', now: T0 + 30_000 - CONFIRM_MIN_REMAINING_MS + 1 });
    actor.send({ type: 'CONFIRM' });
    expect(state()).toBe('{"quoted":"fresh"}');
    expect(confirmCall).not.toHaveBeenCalled();
  });

  it('quoted → confirming → done, with the quote and a new Idempotency-Key; a second CONFIRM is ignored', async () => {
    const { actor, state, settle, confirmCall, context } = await quoted();
    actor.send({ type: 'CONFIRM' });
    expect(state()).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'INPUT', request: { ...REQUEST, amount: '1' } });
    await settle();
    expect(state()).toBe('done');
    expect(confirmCall).toHaveBeenCalledTimes(1);
    expect(confirmCall).toHaveBeenCalledWith({ quoteId: 'q-1', idempotencyKey: expect.stringMatching(/.{8,}/) });
    expect(context().transaction?.id).toBe('tx-1');
    expect(context().request).toEqual(REQUEST);
  });

  it('confirming → failed keeps the inputs; RETRY of a still valid quote reuses its key', async () => {
    const { actor, state, settle, confirmCall, context } = await quoted({ confirm: [new Error('lost'), 'ok'] });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state()).toBe('failed');
    expect(context().request).toEqual(REQUEST);
    actor.send({ type: 'RETRY' });
    await settle();
    expect(state()).toBe('done');
    const [first, second] = confirmCall.mock.calls.map(([input]) => input.idempotencyKey);
    expect(second).toBe(first);
  });

  it('failed → requoting when the quote has (almost) expired; the new quote gets a new key', async () => {
    const { actor, state, settle, confirmCall } = await quoted({
      quotes: [quote('q-1'), quote('q-2')],
      confirm: [new Error('expired'), 'ok'],
    });
    actor.send({ type: 'CONFIRM' });
    await settle();
    actor.send({ type: 'TICK', now: T0 + 28_000 });
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('requoting');
    await settle();
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state()).toBe('done');
    const [first, second] = confirmCall.mock.calls.map(([input]) => input);
    expect(second?.quoteId).toBe('q-2');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('new inputs while quoted → quoting again; invalid inputs → idle without a quote', async () => {
    const { actor, state, settle, context } = await quoted({ quotes: [quote('q-1'), quote('q-2')] });
    actor.send({ type: 'INPUT', request: { ...REQUEST, amount: '0.5' } });
    expect(state()).toBe('quoting');
    await settle();
    expect(context().quote?.id).toBe('q-2');
    actor.send({ type: 'INPUT', request: null });
    expect(state()).toBe('idle');
    expect(context().quote).toBeNull();
  });

  it('done keeps the success through new inputs; RESET → idle, clearing the conversion', async () => {
    const { actor, state, settle, context } = await quoted();
    actor.send({ type: 'CONFIRM' });
    await settle();
    actor.send({ type: 'INPUT', request: null });
    expect(state()).toBe('done');
    actor.send({ type: 'RESET' });
    expect(state()).toBe('idle');
    expect(context()).toMatchObject({ request: null, quote: null, transaction: null });
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(quoteMachine).start();
    actor.send({ type: 'INPUT', request: REQUEST });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    expect(String(actor.getSnapshot().context.error)).toContain('fetchQuote actor is not provided');
  });
});
