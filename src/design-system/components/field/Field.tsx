import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { field, input, passwordInput, textarea, type InputVariantProps } from 'styled-system/recipes';

export interface FieldProps {
  /** Visible label; it names the control. */
  label: ReactNode;
  /** Help under the control (linked with aria-describedby). Hidden while an error shows. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid on the control and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The control: Input, PasswordInput, Textarea, PhoneInput. */
  children: ReactNode;
  className?: string;
}

/**
 * Label, control, hint and error as one unit. Ark Field gives the control its id, aria-describedby
 * (hint and error) and aria-invalid, so every control inside is wired the same way.
 */
export function Field({ label, hint, error, required, disabled, readOnly, children, className }: FieldProps) {
  const styles = field();
  const invalid = error != null && error !== false && error !== '';
  return (
    <ArkField.Root
      className={cx(styles.root, className)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <ArkField.Label className={styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator} />
      </ArkField.Label>
      {children}
      {hint && !invalid && <ArkField.HelperText className={styles.helperText}>{hint}</ArkField.HelperText>}
      <ArkField.ErrorText className={styles.errorText}>
        <CircleAlert aria-hidden />
        {error}
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}

/**
 * The ids that describe the control inside the surrounding Field: its hint and, while invalid, its error.
 * Ark links the error only through aria-errormessage, which several screen readers ignore, so the error
 * is added to aria-describedby as well.
 */
export function useFieldDescribedBy(): string | undefined {
  const fieldContext = useFieldContext();
  if (!fieldContext) return undefined;
  const ids = [fieldContext.ariaDescribedby, fieldContext.invalid ? fieldContext.ids.errorText : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'>, InputVariantProps {}

/** Text input; put it inside a Field for its label, hint and error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ size, className, ...props }, ref) {
  const describedBy = useFieldDescribedBy();
  return <ArkField.Input ref={ref} aria-describedby={describedBy} className={cx(input({ size }), className)} {...props} />;
});

/**
 * Text the customer types exactly as it is: an address, a transaction hash, an ID. No autofill, and a phone's
 * keyboard neither capitalises, corrects nor spell-checks it ("bc1q…" typed must not become "Bc1q…").
 */
export const VerbatimInput = forwardRef<HTMLInputElement, InputProps>(function VerbatimInput(props, ref) {
  return <Input ref={ref} autoComplete="off" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
});

export type TextareaProps = ComponentProps<'textarea'>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, ...props }, ref) {
  const describedBy = useFieldDescribedBy();
  return <ArkField.Textarea ref={ref} aria-describedby={describedBy} className={cx(textarea(), className)} {...props} />;
});

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type' | 'autoComplete'> {
  /** "current-password" for sign-in (default), "new-password" for sign-up and password changes. */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** Password input with a show/hide button (Ark password-input); inside a Field it is labelled and described. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { autoComplete = 'current-password', defaultVisible, className, ...props },
  ref,
) {
  const intl = useIntl();
  const styles = passwordInput();
  const describedBy = useFieldDescribedBy();
  return (
    <ArkPasswordInput.Root
      className={cx(styles.root, className)}
      autoComplete={autoComplete}
      defaultVisible={defaultVisible}
      translations={{
        visibilityTrigger: (visible) => intl.formatMessage({ id: visible ? 'ds.passwordInput.hide' : 'ds.passwordInput.show' }),
      }}
    >
      <ArkPasswordInput.Control className={styles.control}>
        <ArkPasswordInput.Input ref={ref} aria-describedby={describedBy} className={styles.input} {...props} />
        <ArkPasswordInput.VisibilityTrigger className={styles.visibilityTrigger}>
          <ArkPasswordInput.Indicator className={styles.indicator} fallback={<Eye aria-hidden />}>
            <EyeOff aria-hidden />
          </ArkPasswordInput.Indicator>
        </ArkPasswordInput.VisibilityTrigger>
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  );
});
