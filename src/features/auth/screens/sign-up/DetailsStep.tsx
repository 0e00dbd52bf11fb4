import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from 'react-phone-number-input';
import { Field, FormStep, Input } from '@/design-system';
import { PhoneInput } from '@/design-system/phone-input';
import { signUp, type SignUpResult } from '@/services/auth';
import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { CheckboxField } from '../../components/CheckboxField';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextLink } from '../../components/TextLink';
import { authProblemMessageIds, authProblemOf, type AuthProblem } from '../../model/auth-errors';
import { focusFirstInvalid } from '../../model/focus';
import { pathTo } from '@/shared/routes';
import type { SignUpValues } from '../../model/schemas';
import { StepAlert } from '../../components/StepAlert';
import { SubmitButton } from '../../components/SubmitButton';

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'] as const;

const haveAccountClass = css({ textStyle: 'body.md', color: 'fg.muted', textAlign: 'center' });
const nameFieldsClass = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

export interface DetailsStepProps {
  /** The screen owns the form, so what was typed survives the confirmation step and every error. */
  form: UseFormReturn<SignUpValues>;
  /** Country the phone input starts with; without one it asks `lookupCountry`. */
  phoneDefaultCountry?: Country;
  lookupCountry?: () => Promise<string>;
  onSignedUp: (values: SignUpValues, result: SignUpResult) => Promise<void>;
}

/** Sign-up, step 1: name, email, phone with its country, a password that meets the policy, the terms. */
export function DetailsStep({ form, phoneDefaultCountry, lookupCountry, onSignedUp }: DetailsStepProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { register, control, handleSubmit, formState, setError, trigger, getFieldState } = form;
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' });
  const typedEmail = useWatch({ control, name: 'email' }).trim();
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      let result: SignUpResult;
      try {
        result = await signUp({
          email: values.email,
          password: values.password,
          name: values.firstName,
          lastname: values.lastName,
          phoneNumber: values.phone.e164,
        });
      } catch (error) {
        const found = authProblemOf(error, 'signUp');
        if (found === 'invalidPassword') {
          setError('password', { message: authProblemMessageIds.invalidPassword }, { shouldFocus: true });
        } else {
          setProblem(found);
        }
        return;
      }
      await onSignedUp(values, result);
    },
    (invalid, event) => focusFirstInvalid(FIELD_ORDER, invalid, event),
  );

  const passwordField = register('password', {
    // Keep "passwords do not match" in step with the first field once the second has been touched.
    onChange: () => {
      if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
    },
  });

  return (
    <FormStep
      title={<FormattedMessage id="auth.signUp.heading" />}
      description={<FormattedMessage id="auth.signUp.description" />}
      alert={
        <StepAlert
          problem={problem}
          action={
            problem === 'emailTaken' && (
              <TextLink to={pathTo('sign-in')} state={{ email: typedEmail }}>
                <FormattedMessage id="auth.signUp.signInInstead" />
              </TextLink>
            )
          }
        />
      }
      onSubmit={onSubmit}
      submitting={isSubmitting}
      actions={<SubmitButton submitting={isSubmitting} messageId="auth.signUp.submit" busyMessageId="auth.signUp.submitting" />}
      footer={
        <p className={haveAccountClass}>
          <FormattedMessage
            id="auth.signUp.haveAccount"
            values={{ link: (chunks) => <TextLink to={pathTo('sign-in')}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <div className={nameFieldsClass}>
        <Field label={<FormattedMessage id="auth.fields.firstName" />} error={message(errors.firstName?.message)} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={<FormattedMessage id="auth.fields.lastName" />} error={message(errors.lastName?.message)} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label={<FormattedMessage id="auth.fields.email" />} error={message(errors.email?.message)} required>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register('email')} />
      </Field>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field
            label={<FormattedMessage id="auth.fields.phone" />}
            hint={<FormattedMessage id="auth.signUp.phoneHint" />}
            error={message(fieldState.error?.message)}
            required
          >
            <PhoneInput
              name={field.name}
              defaultValue={field.value.e164}
              onChange={(phone) =>
                field.onChange({ e164: phone.e164, isValid: phone.isValid, nationalNumber: phone.nationalNumber })
              }
              onBlur={field.onBlur}
              defaultCountry={phoneDefaultCountry}
              lookupCountry={lookupCountry}
              validCharactersOnly
            />
          </Field>
        )}
      />
      <NewPasswordFields
        labelId="auth.fields.password"
        passwordField={passwordField}
        confirmField={register('confirmPassword')}
        passwordError={message(errors.password?.message)}
        confirmError={message(errors.confirmPassword?.message)}
        password={password}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked);
              field.onBlur();
            }}
            required
            label={<FormattedMessage id="auth.signUp.acceptTerms" />}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </FormStep>
  );
}
