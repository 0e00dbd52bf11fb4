import type { DraftValues } from '@/services/storage';
import { EMPTY_FORM, type ResumableStep, type SendForm, type SendWarning } from '@/machines/withdrawal';

const STEPS: readonly ResumableStep[] = ['asset', 'recipient', 'amount', 'review'];
const WARNINGS: readonly SendWarning[] = ['first-time', 'look-alike', 'no-memo'];

/** The send form and its step as a draft (issue 14): plain JSON, amounts as decimal strings. */
export function toDraft(form: SendForm, step: ResumableStep): DraftValues {
  return { ...form, acceptedWarnings: [...form.acceptedWarnings], step };
}

/** A stored draft read back, field by field; anything malformed is dropped rather than trusted. */
export function fromDraft(values: DraftValues): { form: SendForm; step: ResumableStep } | null {
  const text = (key: keyof SendForm): string => {
    const value = values[key];
    return typeof value === 'string' ? value : '';
  };
  const step = STEPS.find((item) => item === values['step']);
  const assetId = text('assetId');
  if (!step || !assetId) return null;
  const warnings = values['acceptedWarnings'];
  return {
    step,
    form: {
      ...EMPTY_FORM,
      assetId,
      networkId: text('networkId'),
      address: text('address'),
      memo: text('memo'),
      noMemoConfirmed: values['noMemoConfirmed'] === true,
      amountText: text('amountText'),
      amount: text('amount'),
      acceptedWarnings: Array.isArray(warnings) ? WARNINGS.filter((item) => warnings.includes(item)) : [],
    },
  };
}
