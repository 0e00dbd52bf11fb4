import type {
  DailyLimit,
  Transaction,
  VerificationChallenge,
  VerificationChannel,
  VerifiedWithdrawal,
  WithdrawalDraft,
  WithdrawalFee,
} from '@/services/api';
import { isApiError, type ErrorItem } from '@/services/http';

/** What the customer has entered; kept whole through Back, errors, expired codes and a lost session. */
export interface SendForm {
  assetId: string;
  networkId: string;
  address: string;
  memo: string;
  /** "I am sending to a personal wallet that needs no memo" (a network that needs one, left empty). */
  noMemoConfirmed: boolean;
  /** The amount as typed (either decimal mark); the screen turns it into a decimal string. */
  amountText: string;
  /** The amount as a decimal string, once valid. */
  amount: string;
  /** Warnings the customer has accepted for this recipient: first-time, look-alike, no memo. */
  acceptedWarnings: SendWarning[];
}

export type SendWarning = 'first-time' | 'look-alike' | 'no-memo';

export const EMPTY_FORM: SendForm = {
  assetId: '',
  networkId: '',
  address: '',
  memo: '',
  noMemoConfirmed: false,
  amountText: '',
  amount: '',
  acceptedWarnings: [],
};

export interface Quote {
  fee: WithdrawalFee;
  dailyLimit: DailyLimit;
  /** When the fee was fetched (ms since epoch): older than FEE_MAX_AGE_MS is fetched again before codes. */
  fetchedAt: number;
}

/** A failed call as the screens show it: the server's per-field errors inline, the rest as a message. */
export interface SendError {
  status: number;
  code: string | undefined;
  /** The server's customer-facing text, when it sent one. */
  message: string | undefined;
  fieldErrors: ErrorItem[];
}

/** Why the flow went back to review by itself (the screen says so). */
export type ReviewNotice = 'fee-changed' | 'verification-expired' | null;

export type Codes = Partial<Record<VerificationChannel, string>>;

export type {
  DailyLimit,
  Transaction,
  VerificationChallenge,
  VerificationChannel,
  VerifiedWithdrawal,
  WithdrawalDraft,
  WithdrawalFee,
};

export function toSendError(error: unknown): SendError {
  if (isApiError(error)) {
    return {
      status: error.status,
      code: error.code,
      message: error.serverErrorMessage ?? error.serverMessage,
      fieldErrors: error.errors,
    };
  }
  return { status: 0, code: undefined, message: undefined, fieldErrors: [] };
}

/** The request body of a withdrawal draft from the form (memo only when given). */
export function draftOf(form: SendForm): WithdrawalDraft {
  const memo = form.memo.trim();
  return {
    assetId: form.assetId,
    networkId: form.networkId,
    address: form.address,
    amount: form.amount,
    ...(memo ? { memo } : {}),
  };
}
