import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ConversionQuote, Transaction } from '@/services/api';
import { newIdempotencyKey } from '@/services/http';
import { compare, multiply, subtract, type DecimalString } from '@/shared/money';
import { notProvided } from '../placeholders';

/**
 * The lifecycle of a conversion quote (issue 18):
 *   idle ─INPUT→ quoting ─→ quoted(fresh, timer) ─TICK past the deadline→ expired → requoting ─→ quoted
 *   requoting gives the customer less than the quote they saw (beyond PRICE_TOLERANCE) → quoted.changed,
 *   where only ACCEPT makes it confirmable again.
 *   quoted.fresh ─CONFIRM (≥ CONFIRM_MIN_REMAINING_MS left)→ confirming ─→ done | failed
 *   quoting / requoting fail → unavailable ('Converter load failed, retry later') ─RETRY→ quoting
 *   done ─RESET→ idle (new inputs wait for it); failed ─RETRY→ confirming (same key) | requoting
 * The inputs (`request`) survive every state but idle. Time comes from the `ticker` actor (TICK with the
 * clock's now), so a frozen clock in a story freezes the countdown, and tests send TICK themselves.
 */

/** Confirm is refused when less validity than this remains: the request could arrive after expiry. */
export const CONFIRM_MIN_REMAINING_MS = 5000;
/** A requote worse by more than this share of what the customer saw is highlighted and asked again. */
export const PRICE_TOLERANCE: DecimalString = '0.001';

export interface QuoteRequest {
  from: string;
  to: string;
  /** In `from`, a decimal string within the pair's limits. */
  amount: DecimalString;
}

export interface ReceivedQuote {
  quote: ConversionQuote;
  /** The client's clock when the quote arrived: its validity counts down from here. */
  receivedAt: number;
}

export type QuoteEvent =
  /** The customer's inputs changed; null when they are not a valid request (empty, beyond the limits). */
  | { type: 'INPUT'; request: QuoteRequest | null }
  | { type: 'TICK'; now: number }
  | { type: 'CONFIRM' }
  /** The customer saw the worse requote and takes it. */
  | { type: 'ACCEPT' }
  /** After a failed load or a failed confirmation. */
  | { type: 'RETRY' }
  /** Start a new conversion after success. */
  | { type: 'RESET' };

export interface QuoteContext {
  request: QuoteRequest | null;
  quote: ConversionQuote | null;
  /** The quote the customer last saw and agreed with: a requote is compared with it. */
  seen: ConversionQuote | null;
  /** Client-clock instant when the quote stops being valid. */
  deadline: number | null;
  now: number;
  /** One key per confirmation of one quote (ADR 0012): a retry of the same quote reuses it. */
  idempotencyKey: string | null;
  keyForQuote: string | null;
  transaction: Transaction | null;
  error: unknown;
}

/** How long a quote is valid, from the server's own two instants (its clock's drift cancels out). */
export function validityMs(quote: ConversionQuote): number {
  return Math.max(0, Date.parse(quote.expiresAt) - Date.parse(quote.issuedAt));
}

/** Milliseconds of validity left (0 once expired or without a quote). */
export function remainingMs(context: Pick<QuoteContext, 'deadline' | 'now'>): number {
  return context.deadline === null ? 0 : Math.max(0, context.deadline - context.now);
}

/** The requote gives less than the seen quote by more than PRICE_TOLERANCE of it. */
export function isWorse(next: ConversionQuote, seen: ConversionQuote): boolean {
  const floor = subtract(seen.receiveAmount, multiply(seen.receiveAmount, PRICE_TOLERANCE));
  return compare(next.receiveAmount, floor) < 0;
}

/** The context a received quote sets: its deadline on the client's clock. */
function fromReceived({ quote, receivedAt }: ReceivedQuote): Partial<QuoteContext> {
  return { quote, deadline: receivedAt + validityMs(quote), now: receivedAt, error: null };
}

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
  },
  actors: {
    /** GET /converter/price for the request; the app stamps receivedAt with its clock. */
    fetchQuote: fromPromise<ReceivedQuote, QuoteRequest>(notProvided('fetchQuote')),
    /** POST /converter with the quote and the confirmation's Idempotency-Key. */
    confirm: fromPromise<Transaction, { quoteId: string; idempotencyKey: string }>(notProvided('confirm')),
    /** Sends TICK with the clock's now, about every second; placeholder: time stands still. */
    ticker: fromCallback<QuoteEvent>(() => undefined),
  },
  guards: {
    hasRequest: ({ event }) => event.type === 'INPUT' && event.request !== null,
    pastDeadline: ({ context, event }) => event.type === 'TICK' && context.deadline !== null && event.now >= context.deadline,
    longEnoughLeft: ({ context }) => remainingMs(context) >= CONFIRM_MIN_REMAINING_MS,
  },
  actions: {
    recordInput: assign({ request: ({ event }) => (event.type === 'INPUT' ? event.request : null) }),
    clearQuote: assign({ quote: null, seen: null, deadline: null, error: null }),
    recordNow: assign({ now: ({ context, event }) => (event.type === 'TICK' ? event.now : context.now) }),
    keyForThisQuote: assign(({ context }) => {
      const quoteId = context.quote?.id ?? null;
      if (context.idempotencyKey !== null && context.keyForQuote === quoteId) return {};
      return { idempotencyKey: newIdempotencyKey(), keyForQuote: quoteId };
    }),
    acceptQuote: assign({ seen: ({ context }) => context.quote }),
  },
}).createMachine({
  id: 'quote',
  context: {
    request: null,
    quote: null,
    seen: null,
    deadline: null,
    now: 0,
    idempotencyKey: null,
    keyForQuote: null,
    transaction: null,
    error: null,
  },
  initial: 'idle',
  // New inputs always win (except while the conversion is being confirmed): a fresh quote, or none.
  on: {
    INPUT: [
      { guard: 'hasRequest', target: '.quoting', reenter: true, actions: ['recordInput', 'clearQuote'] },
      { target: '.idle', actions: ['recordInput', 'clearQuote'] },
    ],
  },
  states: {
    idle: {},
    quoting: {
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => context.request as QuoteRequest,
        onDone: { target: 'quoted', actions: [assign(({ event }) => fromReceived(event.output)), 'acceptQuote'] },
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** 'Converter load failed, retry later': the inputs stay. */
    unavailable: {
      on: { RETRY: 'quoting' },
    },
    quoted: {
      invoke: { src: 'ticker' },
      on: {
        TICK: [{ guard: 'pastDeadline', target: 'expired', actions: 'recordNow' }, { actions: 'recordNow' }],
      },
      initial: 'fresh',
      states: {
        fresh: {
          on: { CONFIRM: { guard: 'longEnoughLeft', target: '#quote.confirming', actions: 'keyForThisQuote' } },
        },
        /** The requote is worse than what the customer saw: shown highlighted until accepted. */
        changed: {
          on: { ACCEPT: { target: 'fresh', actions: 'acceptQuote' } },
        },
      },
    },
    expired: {
      always: 'requoting',
    },
    /** A new quote for the same inputs. */
    requoting: {
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => context.request as QuoteRequest,
        onDone: [
          {
            guard: ({ context, event }) => context.seen !== null && isWorse(event.output.quote, context.seen),
            target: 'quoted.changed',
            actions: assign(({ event }) => fromReceived(event.output)),
          },
          { target: 'quoted', actions: [assign(({ event }) => fromReceived(event.output)), 'acceptQuote'] },
        ],
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    confirming: {
      // Busy: a second CONFIRM and new inputs wait for the answer.
      on: { INPUT: {}, CONFIRM: {} },
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ quoteId: context.quote?.id ?? '', idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: assign({ transaction: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** Stays until RESET: balances refreshed by the conversion must not turn the success into new inputs. */
    done: {
      on: {
        INPUT: {},
        RESET: {
          target: 'idle',
          actions: assign({ request: null, quote: null, seen: null, deadline: null, transaction: null, error: null }),
        },
      },
    },
    /** The conversion failed; the inputs stay. Retry confirms the same quote (same key) while it is valid. */
    failed: {
      invoke: { src: 'ticker' },
      on: {
        TICK: { actions: 'recordNow' },
        RETRY: [{ guard: 'longEnoughLeft', target: 'confirming' }, { target: 'requoting' }],
      },
    },
  },
});

export type QuoteActorRef = ActorRefFrom<typeof quoteMachine>;
export type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;
