import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { newIdempotencyKey } from '@/services/http';
import { notProvided } from '../placeholders';
import {
  EMPTY_FORM,
  draftOf,
  toSendError,
  type Codes,
  type DailyLimit,
  type Quote,
  type ReviewNotice,
  type SendError,
  type SendForm,
  type SendWarning,
  type Transaction,
  type VerificationChallenge,
  type VerificationChannel,
  type VerifiedWithdrawal,
  type WithdrawalDraft,
  type WithdrawalFee,
} from './model';

/** A fee older than this is fetched again before codes are sent (issue 15, step 5). */
export const FEE_MAX_AGE_MS = 30_000;

/** The steps a lost session can resume at (verification cannot: its codes die with the session). */
export type ResumableStep = 'asset' | 'recipient' | 'amount' | 'review';

export type WithdrawalEvent =
  | { type: 'EDIT'; patch: Partial<SendForm> }
  | { type: 'ACCEPT_WARNING'; warning: SendWarning }
  /** On to the next step. From the amount: `quote`, this draft's quote when already known, skips asking for it. */
  | { type: 'NEXT'; quote?: Quote | undefined }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CONFIRM' }
  | { type: 'CODE'; channel: VerificationChannel; code: string }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  | { type: 'CODE_EXPIRED' }
  | { type: 'SEND_AGAIN' }
  | { type: 'RESTORE'; form: SendForm; step: ResumableStep };

export interface WithdrawalContext {
  form: SendForm;
  quote: Quote | null;
  challenge: VerificationChallenge | null;
  /** When the current codes were sent (ms since epoch): the countdown and the resend delay start here. */
  codesSentAt: number | null;
  codes: Codes;
  wrongAttempts: number;
  verified: VerifiedWithdrawal | null;
  /** Fixed for one submission attempt: a retry after a lost answer sends the same key (ADR 0012). */
  submitKey: string | null;
  transaction: Transaction | null;
  error: SendError | null;
  notice: ReviewNotice;
}

export interface WithdrawalInput {
  /** Prefill from /send?asset=&network=. */
  form?: Partial<SendForm>;
}

const CODE_PATTERN = /^\d+$/;

function isVerificationExpired(error: SendError, verified: VerifiedWithdrawal | null, now: number): boolean {
  if (error.status === 403) return true;
  return verified !== null && Date.parse(verified.expiresAt) <= now;
}

/** What the quote actor answers: the fee and daily limit, and when they were fetched if not just now. */
export interface QuoteAnswer {
  fee: WithdrawalFee;
  dailyLimit: DailyLimit;
  fetchedAt?: number;
}

function quoteOf({ fee, dailyLimit, fetchedAt }: QuoteAnswer): Quote {
  return { fee, dailyLimit, fetchedAt: fetchedAt ?? Date.now() };
}

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
  },
  actors: {
    /**
     * Fee and daily limit, fetched in parallel. `fetchedAt`: when the server answered, if before now (a quote asked
     * for moments earlier, while the amount was typed); its age decides when the fee is fetched again.
     */
    fetchQuote: fromPromise<QuoteAnswer, { draft: WithdrawalDraft }>(notProvided('fetchQuote')),
    /** POST send-withdraw-verification-code. */
    sendCode: fromPromise<VerificationChallenge, { draft: WithdrawalDraft; idempotencyKey: string }>(notProvided('sendCode')),
    /** POST verify-withdraw-verification-codes → the one-time withdrawal token. */
    verifyCodes: fromPromise<VerifiedWithdrawal, { verificationId: string; codes: Codes; idempotencyKey: string }>(
      notProvided('verifyCodes'),
    ),
    /** POST /transactions/ext with the token and the attempt's Idempotency-Key. */
    submitWithdrawal: fromPromise<Transaction, { draft: WithdrawalDraft; withdrawalToken: string; idempotencyKey: string }>(
      notProvided('submitWithdrawal'),
    ),
  },
  actions: {
    edit: assign({
      form: ({ context, event }) => {
        if (event.type !== 'EDIT') return context.form;
        const next = { ...context.form, ...event.patch };
        // A new recipient is a new decision: warnings accepted for the old one no longer count.
        const recipientChanged =
          next.address !== context.form.address || next.networkId !== context.form.networkId || next.memo !== context.form.memo;
        return recipientChanged && !event.patch.acceptedWarnings ? { ...next, acceptedWarnings: [] } : next;
      },
      error: null,
    }),
    acceptWarning: assign({
      form: ({ context, event }) =>
        event.type === 'ACCEPT_WARNING' && !context.form.acceptedWarnings.includes(event.warning)
          ? { ...context.form, acceptedWarnings: [...context.form.acceptedWarnings, event.warning] }
          : context.form,
    }),
    restore: assign(({ event }) => (event.type === 'RESTORE' ? { form: event.form } : {})),
    clearError: assign({ error: null }),
    clearNotice: assign({ notice: null }),
    recordError: assign({ error: (_, params: { error: unknown }) => toSendError(params.error) }),
    storeQuote: assign({
      quote: (_, answer: QuoteAnswer) => quoteOf(answer),
    }),
    storeGivenQuote: assign({
      // Kept as given (not copied): the review rendered ahead with this very quote then needs no render again.
      quote: ({ context, event }) => (event.type === 'NEXT' && event.quote ? event.quote : context.quote),
    }),
    /** A new attempt: a new key for its submission, no codes or token of an earlier one. */
    startAttempt: assign({
      submitKey: () => newIdempotencyKey(),
      challenge: null,
      codes: {},
      verified: null,
      wrongAttempts: 0,
    }),
    storeChallenge: assign({
      challenge: (_, params: { challenge: VerificationChallenge }) => params.challenge,
      codesSentAt: () => Date.now(),
      codes: {},
      wrongAttempts: 0,
      error: null,
    }),
    setCode: assign({
      codes: ({ context, event }) => (event.type === 'CODE' ? { ...context.codes, [event.channel]: event.code } : context.codes),
      error: null,
    }),
    countWrongAttempt: assign({ wrongAttempts: ({ context }) => context.wrongAttempts + 1 }),
    storeToken: assign({ verified: (_, params: { verified: VerifiedWithdrawal }) => params.verified }),
    dropVerification: assign({ challenge: null, codes: {}, verified: null, codesSentAt: null }),
    storeTransaction: assign({ transaction: (_, params: { transaction: Transaction }) => params.transaction }),
    noticeVerificationExpired: assign({ notice: 'verification-expired' as ReviewNotice }),
    noticeFeeChanged: assign({ notice: 'fee-changed' as ReviewNotice }),
    /** "Send again": same asset and network, a fresh recipient and amount, a fresh attempt. */
    resetForAnother: assign(({ context }) => ({
      form: { ...EMPTY_FORM, assetId: context.form.assetId, networkId: context.form.networkId },
      quote: null,
      challenge: null,
      codesSentAt: null,
      codes: {},
      wrongAttempts: 0,
      verified: null,
      submitKey: null,
      transaction: null,
      error: null,
      notice: null,
    })),
  },
  guards: {
    hasAssetAndNetwork: ({ context }) => context.form.assetId !== '' && context.form.networkId !== '',
    hasRecipient: ({ context }) => context.form.address !== '',
    hasAmount: ({ context }) => context.form.amount !== '',
    /** The flow already holds this draft's quote (NEXT from the amount). */
    quoteGiven: ({ event }) => event.type === 'NEXT' && event.quote !== undefined,
    feeIsStale: ({ context }) => context.quote === null || Date.now() - context.quote.fetchedAt > FEE_MAX_AGE_MS,
    feeUnchanged: ({ context }, params: { fee: WithdrawalFee }) =>
      context.quote !== null && context.quote.fee.fee === params.fee.fee && context.quote.fee.feeAsset === params.fee.feeAsset,
    codesComplete: ({ context }) =>
      context.challenge !== null &&
      context.challenge.channels.every(({ channel }) => {
        const code = context.codes[channel] ?? '';
        return code.length === context.challenge?.codeLength && CODE_PATTERN.test(code);
      }),
    resendUnlocked: ({ context }) =>
      context.challenge !== null &&
      context.codesSentAt !== null &&
      Date.now() >= context.codesSentAt + context.challenge.resendInSeconds * 1000,
    /** 410: the codes expired, or too many wrong tries. */
    codesGone: (_, params: { error: unknown }) => toSendError(params.error).status === 410,
    wrongCode: (_, params: { error: unknown }) => toSendError(params.error).status === 422,
    verificationExpired: ({ context }, params: { error: unknown }) =>
      isVerificationExpired(toSendError(params.error), context.verified, Date.now()),
  },
  delays: {
    /** Until the current codes expire. */
    codeExpiry: ({ context }) =>
      context.challenge === null || context.codesSentAt === null
        ? 0
        : Math.max(0, context.codesSentAt + context.challenge.expiresInSeconds * 1000 - Date.now()),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    form: { ...EMPTY_FORM, ...input.form },
    quote: null,
    challenge: null,
    codesSentAt: null,
    codes: {},
    wrongAttempts: 0,
    verified: null,
    submitKey: null,
    transaction: null,
    error: null,
    notice: null,
  }),
  initial: 'asset',
  states: {
    /** Step 1: asset and network. */
    asset: {
      on: {
        EDIT: { actions: 'edit' },
        NEXT: { guard: 'hasAssetAndNetwork', target: 'recipient' },
        RESTORE: [
          { guard: ({ event }) => event.step === 'recipient', target: 'recipient', actions: 'restore' },
          { guard: ({ event }) => event.step === 'amount', target: 'amount', actions: 'restore' },
          { guard: ({ event }) => event.step === 'review', target: 'review', actions: 'restore' },
          { actions: 'restore' },
        ],
      },
    },
    /** Step 2: address, memo and the pre-send checks (the screen runs the rules, the machine keeps the answers). */
    recipient: {
      on: {
        EDIT: { actions: 'edit' },
        ACCEPT_WARNING: { actions: 'acceptWarning' },
        NEXT: { guard: 'hasRecipient', target: 'amount' },
        BACK: 'asset',
      },
    },
    /** Step 3: amount. */
    amount: {
      on: {
        EDIT: { actions: 'edit' },
        NEXT: [
          {
            guard: and(['hasAmount', 'quoteGiven']),
            target: '#withdrawal.review.ready',
            actions: 'storeGivenQuote',
          },
          { guard: 'hasAmount', target: 'review' },
        ],
        BACK: 'recipient',
      },
    },
    /** Step 4: fee and daily limit, then everything shown once more. */
    review: {
      initial: 'quoting',
      on: { BACK: { target: 'amount', actions: ['clearError', 'clearNotice'] } },
      states: {
        quoting: {
          invoke: {
            src: 'fetchQuote',
            input: ({ context }) => ({ draft: draftOf(context.form) }),
            onDone: { target: 'ready', actions: { type: 'storeQuote', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: { RETRY: { target: 'quoting', actions: 'clearError' } },
        },
        ready: {
          on: {
            CONFIRM: [
              { guard: 'feeIsStale', target: 'refreshingFee', actions: ['clearError', 'clearNotice'] },
              { target: '#withdrawal.sendingCode', actions: ['clearError', 'clearNotice', 'startAttempt'] },
            ],
          },
        },
        /** The fee is older than 30 s: fetched again; unchanged → on to the codes, changed → shown first. */
        refreshingFee: {
          invoke: {
            src: 'fetchQuote',
            input: ({ context }) => ({ draft: draftOf(context.form) }),
            onDone: [
              {
                guard: { type: 'feeUnchanged', params: ({ event }) => ({ fee: event.output.fee }) },
                target: '#withdrawal.sendingCode',
                actions: [{ type: 'storeQuote', params: ({ event }) => event.output }, 'startAttempt'],
              },
              {
                target: 'ready',
                actions: [{ type: 'storeQuote', params: ({ event }) => event.output }, 'noticeFeeChanged'],
              },
            ],
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** Step 5a: codes sent to every channel of the challenge. */
    sendingCode: {
      invoke: {
        src: 'sendCode',
        // Each request for codes is its own action: a resend gets a new key.
        input: ({ context }) => ({ draft: draftOf(context.form), idempotencyKey: newIdempotencyKey() }),
        onDone: {
          target: 'verification',
          actions: { type: 'storeChallenge', params: ({ event }) => ({ challenge: event.output }) },
        },
        onError: [
          {
            guard: ({ context }) => context.challenge !== null,
            target: 'verification.entering',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'review.ready', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** Step 5b: one code per channel, a countdown to expiry, resend after the server's delay. */
    verification: {
      initial: 'entering',
      on: { BACK: { target: 'review', actions: ['dropVerification', 'clearError'] } },
      states: {
        entering: {
          after: { codeExpiry: 'expired' },
          on: {
            CODE: { actions: 'setCode' },
            VERIFY: { guard: 'codesComplete', target: 'verifying' },
            RESEND: { guard: 'resendUnlocked', target: '#withdrawal.sendingCode', actions: 'clearError' },
            CODE_EXPIRED: 'expired',
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCodes',
            input: ({ context }) => ({
              verificationId: context.challenge?.verificationId ?? '',
              codes: context.codes,
              idempotencyKey: newIdempotencyKey(),
            }),
            onDone: {
              target: '#withdrawal.submitting',
              actions: { type: 'storeToken', params: ({ event }) => ({ verified: event.output }) },
            },
            onError: [
              {
                guard: { type: 'codesGone', params: ({ event }) => ({ error: event.error }) },
                target: 'expired',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'wrongCode', params: ({ event }) => ({ error: event.error }) },
                target: 'entering',
                actions: ['countWrongAttempt', { type: 'recordError', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'entering', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** The codes expired (or ran out of attempts): a new code, nothing else lost. */
        expired: {
          on: { RESEND: { target: '#withdrawal.sendingCode', actions: 'clearError' } },
        },
      },
    },
    /** Step 6: the withdrawal itself, with the attempt's fixed key. */
    submitting: {
      invoke: {
        src: 'submitWithdrawal',
        input: ({ context }) => ({
          draft: draftOf(context.form),
          withdrawalToken: context.verified?.withdrawalToken ?? '',
          idempotencyKey: context.submitKey ?? newIdempotencyKey(),
        }),
        onDone: { target: 'done', actions: { type: 'storeTransaction', params: ({ event }) => ({ transaction: event.output }) } },
        onError: [
          {
            // The one-time token expired or was refused: verify again from review, input kept. The notice says
            // what happened and what to do; the server's words for the same refusal would take its place.
            guard: { type: 'verificationExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'review.ready',
            actions: ['dropVerification', 'noticeVerificationExpired', 'clearError'],
          },
          { target: 'submitFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The submission failed (500, network loss): retry with the same key, or go back to review. */
    submitFailed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearError' },
        BACK: { target: 'review', actions: ['dropVerification', 'clearError'] },
      },
    },
    /** Step 7: the pending withdrawal. */
    done: {
      on: { SEND_AGAIN: { target: 'asset', actions: 'resetForAnother' } },
    },
  },
});

export type WithdrawalActorRef = ActorRefFrom<typeof withdrawalMachine>;
export type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalMachine>;

/** The step a snapshot is on, as the screens and the draft know it. */
export type WithdrawalStep =
  'asset' | 'recipient' | 'amount' | 'review' | 'sendingCode' | 'verification' | 'submitting' | 'submitFailed' | 'done';

const STEPS: readonly WithdrawalStep[] = [
  'asset',
  'recipient',
  'amount',
  'review',
  'sendingCode',
  'verification',
  'submitting',
  'submitFailed',
  'done',
];

export function stepOf(snapshot: WithdrawalSnapshot): WithdrawalStep {
  return STEPS.find((step) => snapshot.matches(step)) ?? 'asset';
}

/** Where a saved draft resumes: verification and later go back to review (the codes did not survive). */
export function resumableStep(step: WithdrawalStep): ResumableStep {
  if (step === 'asset' || step === 'recipient' || step === 'amount') return step;
  return 'review';
}

/** Attempts left after wrong codes, from the challenge's allowance. */
export function attemptsLeft(context: WithdrawalContext): number | null {
  return context.challenge === null ? null : Math.max(0, context.challenge.maxAttempts - context.wrongAttempts);
}
