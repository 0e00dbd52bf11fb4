import { z } from 'zod';
import type { ContactCategory } from '@/services/api';
import type { FileRules } from '@/services/files';

export const SUBJECT_MAX_LENGTH = 150;
/** Below the contract's 5000: a support message longer than this is better split or attached. */
export const MESSAGE_MAX_LENGTH = 2000;
export const TRANSACTION_ID_MAX_LENGTH = 128;
export const MAX_ATTACHMENTS = 3;
/** JPEG, PNG or PDF, at most 10 MB each, proven by their first bytes (ADR 0019). */
export const ATTACHMENT_RULES: FileRules = { kinds: ['jpeg', 'png', 'pdf'], maxBytes: 10 * 1024 * 1024 };

/** The categories in the order the picker shows them; the FAQ's groups plus "other". */
export const SUPPORT_CATEGORIES = [
  'account',
  'deposits',
  'withdrawals',
  'conversion',
  'nft',
  'security',
  'other',
] as const satisfies readonly ContactCategory[];

export const CATEGORY_LABEL_IDS: Readonly<Record<(typeof SUPPORT_CATEGORIES)[number], string>> = {
  account: 'support.form.category.account',
  deposits: 'support.form.category.deposits',
  withdrawals: 'support.form.category.withdrawals',
  conversion: 'support.form.category.conversion',
  nft: 'support.form.category.nft',
  security: 'support.form.category.security',
  other: 'support.form.category.other',
};

/** Values are message ids: the form shows them translated. */
export const supportFormSchema = z.object({
  category: z
    .enum([...SUPPORT_CATEGORIES, ''])
    .refine((category) => category !== '', { message: 'support.form.category.required' }),
  subject: z.string().trim().min(1, 'support.form.subject.required').max(SUBJECT_MAX_LENGTH, 'support.form.subject.tooLong'),
  message: z.string().trim().min(1, 'support.form.message.required').max(MESSAGE_MAX_LENGTH, 'support.form.message.tooLong'),
  transactionId: z.string().trim().max(TRANSACTION_ID_MAX_LENGTH, 'support.form.transaction.tooLong'),
});

/** What is typed (the draft); attachments are files and stay out of it. '' is no category chosen yet. */
export type SupportFormValues = z.input<typeof supportFormSchema>;
/** The checked values: a category is chosen. */
export type SupportSubmission = z.output<typeof supportFormSchema>;

export const BLANK_SUPPORT_FORM: SupportFormValues = { category: '', subject: '', message: '', transactionId: '' };

/** A draft read back from session storage, kept only where it still fits the form. */
export function supportValuesFromDraft(draft: Readonly<Record<string, unknown>>): SupportFormValues {
  const text = (key: keyof SupportFormValues) => (typeof draft[key] === 'string' ? (draft[key] as string) : '');
  const category = SUPPORT_CATEGORIES.find((item) => item === draft.category) ?? '';
  return { category, subject: text('subject'), message: text('message'), transactionId: text('transactionId') };
}

/**
 * Identifies one send: the same content sent again (after an error) keeps its Idempotency-Key, so the
 * backend files one ticket however often the answer was lost; a changed form is a new request.
 */
export function sendFingerprint(values: SupportFormValues, files: readonly File[]): string {
  return JSON.stringify([values, files.map((file) => [file.name, file.size, file.lastModified])]);
}
