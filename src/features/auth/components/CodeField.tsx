import { forwardRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field, Input, type InputProps } from '@/design-system';
import { CODE_LENGTH } from '../model/schemas';

export interface CodeFieldProps extends Omit<InputProps, 'size'> {
  error?: string;
  hint?: ReactNode;
}

/**
 * The six-digit code from the email: one field (pasting and the browser's one-time-code autofill work),
 * numeric keyboard on phones, spaced digits.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ error, hint, ...props }, ref) {
  return (
    <Field label={<FormattedMessage id="auth.fields.code" />} hint={hint} error={error} required>
      <Input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH + 2}
        spellCheck={false}
        size="lg"
        {...props}
      />
    </Field>
  );
});
