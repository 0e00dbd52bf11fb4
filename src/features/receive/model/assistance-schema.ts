import { z } from 'zod';
import { isValidTxHash, normalizeTxHash } from '@/services/addresses/tx-hash';
import { parseLocalDate, parseTimeOfDay } from '@/shared/dates';
import { isZero, parseAmountInput } from '@/shared/money';

/** Every message is a catalogue id of this feature, translated where it is shown. */
export const assistanceValidationIds = {
  assetRequired: 'depositHelp.validation.assetRequired',
  networkRequired: 'depositHelp.validation.networkRequired',
  txHashRequired: 'depositHelp.validation.txHashRequired',
  txHashFormat: 'depositHelp.validation.txHashFormat',
  amountRequired: 'depositHelp.validation.amountRequired',
  amountInvalid: 'depositHelp.validation.amountInvalid',
  amountDecimals: 'depositHelp.validation.amountDecimals',
  amountZero: 'depositHelp.validation.amountZero',
  dateRequired: 'depositHelp.validation.dateRequired',
  dateInvalid: 'depositHelp.validation.dateInvalid',
  timeRequired: 'depositHelp.validation.timeRequired',
  timeInvalid: 'depositHelp.validation.timeInvalid',
  dateFuture: 'depositHelp.validation.dateFuture',
  addressRequired: 'depositHelp.validation.addressRequired',
  addressTooLong: 'depositHelp.validation.addressTooLong',
  noteTooLong: 'depositHelp.validation.noteTooLong',
} as const;

const ids = assistanceValidationIds;

/** The contract's bounds (openapi/wallet.yaml DepositUnreceivedRequest). */
export const NOTE_MAX_LENGTH = 1000;
export const ADDRESS_MAX_LENGTH = 256;

/**
 * What the customer types. When it was sent is a day written as the interface's language writes dates and a time
 * of day (their own clock, to the minute): plain text fields, as the history's day filters (ADR 0016, 0017).
 */
export interface AssistanceValues {
  asset: string;
  network: string;
  txHash: string;
  amount: string;
  depositedOn: string;
  depositedTime: string;
  toAddress: string;
  note: string;
}

export interface AssistanceRules {
  /** The fraction digits of an asset (by symbol); undefined for an unknown one. */
  decimalsOf: (symbol: string) => number | undefined;
  /** Now as a local date-time ("2026-11-23T21:30", read at each validation): a deposit cannot be later. */
  now: () => string;
  /** The interface's language: how the day is written. */
  locale: string;
}

/**
 * The unreceived-deposit form: asset and network chosen, a hash well formed for that network
 * (services/addresses/tx-hash.ts), a positive amount with no more decimals than the asset has, a moment
 * not in the future, the address it went to, an optional note.
 */
export function assistanceSchema({ decimalsOf, now, locale }: AssistanceRules) {
  return z
    .object({
      asset: z.string().min(1, { error: ids.assetRequired }),
      network: z.string().min(1, { error: ids.networkRequired }),
      txHash: z.string().refine((value) => normalizeTxHash(value) !== '', { error: ids.txHashRequired }),
      amount: z.string(),
      depositedOn: z
        .string()
        .trim()
        .min(1, { error: ids.dateRequired, abort: true })
        .refine((value) => parseLocalDate(value, locale) !== null, { error: ids.dateInvalid }),
      depositedTime: z
        .string()
        .trim()
        .min(1, { error: ids.timeRequired, abort: true })
        .refine((value) => parseTimeOfDay(value) !== null, { error: ids.timeInvalid }),
      toAddress: z.string().trim().min(1, { error: ids.addressRequired }).max(ADDRESS_MAX_LENGTH, { error: ids.addressTooLong }),
      note: z.string().trim().max(NOTE_MAX_LENGTH, { error: ids.noteTooLong }),
    })
    .superRefine((values, context) => {
      // A later day is wrong whatever the time; today, the time says whether it is still to come.
      const day = parseLocalDate(values.depositedOn, locale);
      const time = parseTimeOfDay(values.depositedTime);
      const current = now();
      if (day !== null && day > current.slice(0, 10)) {
        context.addIssue({ code: 'custom', path: ['depositedOn'], message: ids.dateFuture });
      } else if (day !== null && time !== null && `${day}T${time}` > current) {
        context.addIssue({ code: 'custom', path: ['depositedTime'], message: ids.dateFuture });
      }
      const hash = normalizeTxHash(values.txHash);
      if (hash !== '' && values.network !== '' && !isValidTxHash(values.network, hash)) {
        context.addIssue({ code: 'custom', path: ['txHash'], message: ids.txHashFormat });
      }
      const decimals = decimalsOf(values.asset) ?? 18;
      const amount = parseAmountInput(values.amount, { decimals });
      if (!amount.ok) {
        const message =
          amount.reason === 'empty'
            ? ids.amountRequired
            : amount.reason === 'too-many-decimals'
              ? ids.amountDecimals
              : ids.amountInvalid;
        context.addIssue({ code: 'custom', path: ['amount'], message });
      } else if (isZero(amount.value)) {
        context.addIssue({ code: 'custom', path: ['amount'], message: ids.amountZero });
      }
    });
}

/** The moment a valid form says the deposit was sent, on the customer's clock; null while the day or time is not valid. */
export function depositMoment(values: Pick<AssistanceValues, 'depositedOn' | 'depositedTime'>, locale: string): Date | null {
  const day = parseLocalDate(values.depositedOn, locale);
  const time = parseTimeOfDay(values.depositedTime);
  // A date-time without an offset is read in the local time zone.
  return day === null || time === null ? null : new Date(`${day}T${time}`);
}

/** A local date-time ("2026-11-23T21:30") of an instant, in the customer's time zone. */
export function toLocalDateTime(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}
