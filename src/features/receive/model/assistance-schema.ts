import { z } from 'zod';
import { isValidTxHash, normalizeTxHash } from '@/services/addresses/tx-hash';
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
  dateFuture: 'depositHelp.validation.dateFuture',
  addressRequired: 'depositHelp.validation.addressRequired',
  addressTooLong: 'depositHelp.validation.addressTooLong',
  noteTooLong: 'depositHelp.validation.noteTooLong',
} as const;

const ids = assistanceValidationIds;

/** The contract's bounds (openapi/wallet.yaml DepositUnreceivedRequest). */
export const NOTE_MAX_LENGTH = 1000;
export const ADDRESS_MAX_LENGTH = 256;

/** What the customer types; `depositedAt` is a datetime-local value (their own clock, to the minute). */
export interface AssistanceValues {
  asset: string;
  network: string;
  txHash: string;
  amount: string;
  depositedAt: string;
  toAddress: string;
  note: string;
}

export interface AssistanceRules {
  /** The fraction digits of an asset (by symbol); undefined for an unknown one. */
  decimalsOf: (symbol: string) => number | undefined;
  /** Now as a datetime-local value (read at each validation): a deposit cannot be later. */
  now: () => string;
}

/**
 * The unreceived-deposit form: asset and network chosen, a hash well formed for that network
 * (services/addresses/tx-hash.ts), a positive amount with no more decimals than the asset has, a moment
 * not in the future, the address it went to, an optional note.
 */
export function assistanceSchema({ decimalsOf, now }: AssistanceRules) {
  return z
    .object({
      asset: z.string().min(1, { error: ids.assetRequired }),
      network: z.string().min(1, { error: ids.networkRequired }),
      txHash: z.string().refine((value) => normalizeTxHash(value) !== '', { error: ids.txHashRequired }),
      amount: z.string(),
      depositedAt: z
        .string()
        .min(1, { error: ids.dateRequired, abort: true })
        .refine((value) => value <= now(), { error: ids.dateFuture }),
      toAddress: z.string().trim().min(1, { error: ids.addressRequired }).max(ADDRESS_MAX_LENGTH, { error: ids.addressTooLong }),
      note: z.string().trim().max(NOTE_MAX_LENGTH, { error: ids.noteTooLong }),
    })
    .superRefine((values, context) => {
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

/** A datetime-local value ("2026-11-23T21:30") of an instant, in the customer's time zone. */
export function toLocalDateTime(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}
