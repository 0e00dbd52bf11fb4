import { forwardRef, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Field, PasswordChecklist, PasswordInput, useFieldDescribedBy, type PasswordInputProps } from '@/design-system';
import { stack } from 'styled-system/patterns';

const fieldsClass = stack({ gap: '4' });
const passwordClass = stack({ gap: '2' });

export interface NewPasswordFieldsProps {
  /** register('password') */
  passwordField: UseFormRegisterReturn;
  /** register('confirmPassword') */
  confirmField: UseFormRegisterReturn;
  /** Translated messages, when invalid. */
  passwordError?: string;
  confirmError?: string;
  /** The password as typed (for the live checklist). */
  password: string;
  /** "Password" on sign-up, "New password" on reset. */
  labelId: string;
}

/** Inside the Field: described by its hint/error and by the checklist. */
const DescribedPasswordInput = forwardRef<HTMLInputElement, PasswordInputProps & { checklistId: string }>(
  function DescribedPasswordInput({ checklistId, ...props }, ref) {
    const describedBy = useFieldDescribedBy();
    return (
      <PasswordInput
        ref={ref}
        autoComplete="new-password"
        {...props}
        aria-describedby={[describedBy, checklistId].filter(Boolean).join(' ')}
      />
    );
  },
);

/** A new password with Cognito's policy as a live checklist, and its confirmation. */
export function NewPasswordFields({
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  password,
  labelId,
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <div className={fieldsClass}>
      <div className={passwordClass}>
        <Field label={<FormattedMessage id={labelId} />} error={passwordError} required>
          <DescribedPasswordInput checklistId={checklistId} {...passwordField} />
        </Field>
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <Field label={<FormattedMessage id="auth.fields.confirmPassword" />} error={confirmError} required>
        <PasswordInput autoComplete="new-password" {...confirmField} />
      </Field>
    </div>
  );
}
