import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormStep } from '@/design-system';
import { confirmSignUp, resendSignUpCode } from '@/services/auth';
import { CodeField } from '../../components/CodeField';
import { CodeStepFooter } from '../../components/CodeStepFooter';
import { useCodeResend } from '../../hooks/use-code-resend';
import { authProblemMessageIds, authProblemOf } from '../../model/auth-errors';
import { confirmCodeSchema, type ConfirmCodeValues } from '../../model/schemas';
import { CodeStepAlert } from '../../components/StepAlert';
import { SubmitButton } from '../../components/SubmitButton';

export interface ConfirmSignUpStepProps {
  email: string;
  /** Where the provider says the code went (masked), when known. */
  destination?: string;
  /** Ask for a fresh code when the step opens (an unconfirmed account arriving from sign-in). */
  sendCodeOnOpen: boolean;
  /** Seconds before another code may be asked for. */
  resendCooldownSeconds: number;
  /** The email is confirmed: the screen continues (signs in, or goes to sign-in). */
  onConfirmed: () => Promise<void>;
  /** Back to the details, to correct the email (only when the details were entered here). */
  onChangeEmail?: () => void;
}

/** Sign-up, step 2: the six-digit code sent to the email, with a resend that counts down. */
export function ConfirmSignUpStep({
  email,
  destination: initialDestination,
  sendCodeOnOpen,
  resendCooldownSeconds,
  onConfirmed,
  onChangeEmail,
}: ConfirmSignUpStepProps) {
  const intl = useIntl();
  // A code was just sent (by the sign-up, or on opening): the next one only after the countdown.
  const { destination, problem, setProblem, resent, clearNotice, sending, secondsLeft, resend } = useCodeResend({
    send: () => resendSignUpCode({ email }),
    initialDestination,
    cooldownSeconds: resendCooldownSeconds,
  });
  const form = useForm<ConfirmCodeValues>({
    resolver: zodResolver(confirmCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const { errors, isSubmitting } = formState;

  // Arriving from sign-in, the first code may be long gone: send a new one, once.
  const sentOnOpen = useRef(false);
  useEffect(() => {
    if (!sendCodeOnOpen || sentOnOpen.current) return;
    sentOnOpen.current = true;
    void resend({ announce: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens
  }, []);

  const onSubmit = handleSubmit(async ({ code }) => {
    clearNotice();
    try {
      await confirmSignUp({ email, code: code.replace(/\s/g, '') });
    } catch (error) {
      const found = authProblemOf(error, 'confirmSignUp');
      if (found === 'codeMismatch') {
        setError('code', { message: authProblemMessageIds.codeMismatch }, { shouldFocus: true });
        return;
      }
      setProblem(found);
      if (found === 'codeExpired') setFocus('code');
      return;
    }
    await onConfirmed();
  });

  return (
    <FormStep
      title={<FormattedMessage id="auth.signUp.confirm.heading" />}
      description={
        <FormattedMessage
          id="auth.signUp.confirm.description"
          values={{ destination: destination ?? email, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      alert={<CodeStepAlert problem={problem} resentTo={resent ? (destination ?? email) : undefined} />}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      actions={
        <SubmitButton
          submitting={isSubmitting}
          messageId="auth.signUp.confirm.submit"
          busyMessageId="auth.signUp.confirm.submitting"
        />
      }
      footer={
        <CodeStepFooter
          onResend={() => void resend()}
          secondsLeft={secondsLeft}
          sending={sending}
          changeEmail={onChangeEmail && { messageId: 'auth.signUp.confirm.changeEmail', onClick: onChangeEmail }}
        />
      }
    >
      <CodeField
        error={errors.code?.message ? intl.formatMessage({ id: errors.code.message }) : undefined}
        hint={<FormattedMessage id="auth.code.hint" />}
        {...register('code')}
      />
    </FormStep>
  );
}
