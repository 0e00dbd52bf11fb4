import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, FormStep, Input } from '@/design-system';
import { requestPasswordReset, type CodeDelivery } from '@/services/auth';
import { css } from 'styled-system/css';
import { TextLink } from '../../components/TextLink';
import { authProblemOf, resetRequestLooksSent, type AuthProblem } from '../../model/auth-errors';
import { focusFirstInvalid } from '../../model/focus';
import { pathTo } from '@/shared/routes';
import { forgotPasswordRequestSchema, type ForgotPasswordRequestValues } from '../../model/schemas';
import { StepAlert } from '../../components/StepAlert';
import { SubmitButton } from '../../components/SubmitButton';

const rememberedClass = css({ textStyle: 'body.md', color: 'fg.muted', textAlign: 'center' });

export interface RequestCodeStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string, delivery: CodeDelivery) => void;
}

/** Forgot password, step 1: the email to send a reset code to. */
export function RequestCodeStep({ email, onEmailChange, onSent }: RequestCodeStepProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const form = useForm<ForgotPasswordRequestValues>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email },
  });
  const { register, handleSubmit, formState, control } = form;
  const typedEmail = useWatch({ control, name: 'email' }).trim();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        onSent(values.email, await requestPasswordReset({ email: values.email }));
      } catch (error) {
        if (resetRequestLooksSent(error)) onSent(values.email, { destination: undefined });
        else setProblem(authProblemOf(error, 'requestReset'));
      }
    },
    (invalid, event) => focusFirstInvalid(['email'], invalid, event),
  );

  return (
    <FormStep
      title={<FormattedMessage id="auth.forgot.heading" />}
      description={<FormattedMessage id="auth.forgot.description" />}
      alert={
        <StepAlert
          problem={problem}
          action={
            problem === 'cannotReset' && (
              <TextLink to={pathTo('sign-up')} state={{ confirmEmail: typedEmail }}>
                <FormattedMessage id="auth.signIn.confirmEmail" />
              </TextLink>
            )
          }
        />
      }
      onSubmit={onSubmit}
      submitting={isSubmitting}
      actions={<SubmitButton submitting={isSubmitting} messageId="auth.forgot.send" busyMessageId="auth.forgot.sending" />}
      footer={
        <p className={rememberedClass}>
          <FormattedMessage
            id="auth.forgot.remembered"
            values={{
              link: (chunks) => (
                <TextLink to={pathTo('sign-in')} state={{ email: typedEmail }}>
                  {chunks}
                </TextLink>
              ),
            }}
          />
        </p>
      }
    >
      <Field
        label={<FormattedMessage id="auth.fields.email" />}
        error={errors.email?.message ? intl.formatMessage({ id: errors.email.message }) : undefined}
        required
      >
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          {...register('email', { onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value) })}
        />
      </Field>
    </FormStep>
  );
}
