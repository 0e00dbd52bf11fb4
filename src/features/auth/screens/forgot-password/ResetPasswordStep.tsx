import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormStep } from '@/design-system';
import { confirmPasswordReset, requestPasswordReset } from '@/services/auth';
import { CodeField } from '../../components/CodeField';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { CodeStepFooter } from '../../components/CodeStepFooter';
import { useCodeResend } from '../../hooks/use-code-resend';
import { authProblemMessageIds, authProblemOf, resetRequestLooksSent } from '../../model/auth-errors';
import { focusFirstInvalid } from '../../model/focus';
import { resetPasswordSchema, type ResetPasswordValues } from '../../model/schemas';
import { CodeStepAlert } from '../../components/StepAlert';
import { SubmitButton } from '../../components/SubmitButton';

export interface ResetPasswordStepProps {
  email: string;
  /** Where the code went (masked); unknown when the provider did not say. */
  destination: string | undefined;
  resendCooldownSeconds: number;
  onDone: () => void;
  onChangeEmail: () => void;
}

const FIELD_ORDER = ['code', 'password', 'confirmPassword'] as const;

/** Forgot password, step 2: the code from the email and a new password (same policy as sign-up). */
export function ResetPasswordStep({
  email,
  destination: initialDestination,
  resendCooldownSeconds,
  onDone,
  onChangeEmail,
}: ResetPasswordStepProps) {
  const intl = useIntl();
  const { destination, problem, setProblem, resent, clearNotice, sending, secondsLeft, resend } = useCodeResend({
    send: () => requestPasswordReset({ email }),
    initialDestination,
    cooldownSeconds: resendCooldownSeconds,
    looksSent: resetRequestLooksSent,
  });
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState, setError, control, trigger, getFieldState } = form;
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' });
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);

  const onSubmit = handleSubmit(
    async ({ code, password: newPassword }) => {
      clearNotice();
      try {
        await confirmPasswordReset({ email, code: code.replace(/\s/g, ''), newPassword });
      } catch (error) {
        const found = authProblemOf(error, 'confirmReset');
        if (found === 'codeMismatch') {
          setError('code', { message: authProblemMessageIds.codeMismatch }, { shouldFocus: true });
        } else if (found === 'invalidPassword') {
          setError('password', { message: authProblemMessageIds.invalidPassword }, { shouldFocus: true });
        } else {
          setProblem(found);
        }
        return;
      }
      onDone();
    },
    (invalid, event) => focusFirstInvalid(FIELD_ORDER, invalid, event),
  );

  const passwordField = register('password', {
    // Keep "passwords differ" in step with the first field once the second has been touched.
    onChange: () => {
      if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
    },
  });

  return (
    <FormStep
      title={<FormattedMessage id="auth.forgot.reset.heading" />}
      description={
        destination ? (
          <FormattedMessage
            id="auth.forgot.reset.description"
            values={{ destination, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : (
          <FormattedMessage
            id="auth.forgot.reset.descriptionIfExists"
            values={{ email, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        )
      }
      alert={<CodeStepAlert problem={problem} resentTo={resent ? (destination ?? email) : undefined} />}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      actions={
        <SubmitButton
          submitting={isSubmitting}
          messageId="auth.forgot.reset.submit"
          busyMessageId="auth.forgot.reset.submitting"
        />
      }
      footer={
        <CodeStepFooter
          onResend={() => void resend()}
          secondsLeft={secondsLeft}
          sending={sending}
          changeEmail={{ messageId: 'auth.forgot.reset.changeEmail', onClick: onChangeEmail }}
        />
      }
    >
      <CodeField error={message(errors.code?.message)} hint={<FormattedMessage id="auth.code.hint" />} {...register('code')} />
      <NewPasswordFields
        labelId="auth.fields.newPassword"
        passwordField={passwordField}
        confirmField={register('confirmPassword')}
        passwordError={message(errors.password?.message)}
        confirmError={message(errors.confirmPassword?.message)}
        password={password}
      />
    </FormStep>
  );
}
