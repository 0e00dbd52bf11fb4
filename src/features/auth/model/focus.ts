import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Moves focus to the first invalid field, in the order the form shows them (react-hook-form's onInvalid,
 * which gets the submit event: its target is the form). Found by name, so controls react-hook-form cannot
 * focus itself (the checkbox's input, the phone input) are covered too.
 */
export function focusFirstInvalid<T extends FieldValues>(
  order: ReadonlyArray<keyof T & string>,
  errors: FieldErrors<T>,
  event: BaseSyntheticEvent | undefined,
): void {
  const form = event?.target;
  const first = order.find((name) => errors[name] !== undefined);
  if (!(form instanceof HTMLFormElement) || !first) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
