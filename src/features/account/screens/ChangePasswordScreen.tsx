import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  Button,
  Field,
  FormAlert,
  FormStep,
  LinkButton,
  PasswordChecklist,
  PasswordInput,
  useFieldDescribedBy,
  type PasswordInputProps,
} from '@/design-system';
import { identityMutations, isApiError } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { stack } from 'styled-system/patterns';
import { PasswordChanged } from '../components/PasswordChanged';
import {
  changePasswordSchema,
  fieldProblemOf,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../model/change-password';

const screenClass = stack({ gap: '6', width: 'full', maxWidth: 'xl' });
const newPasswordClass = stack({ gap: '2' });

/** The new-password input, described by its hint/error and by the checklist under it. */
const NewPasswordInput = forwardRef<HTMLInputElement, PasswordInputProps & { checklistId: string }>(function NewPasswordInput(
  { checklistId, ...props },
  ref,
) {
  const describedBy = useFieldDescribedBy();
  return (
    <PasswordInput
      ref={ref}
      autoComplete="new-password"
      {...props}
      aria-describedby={[describedBy, checklistId].filter(Boolean).join(' ')}
    />
  );
});

/**
 * Change password (/profile-settings/change-password): the current password, a new one checked live against
 * the policy sign-up uses, and its confirmation. A wrong current password is said on that field; any error
 * keeps everything typed. Success says other devices stay signed in and offers to sign out everywhere.
 */
export function ChangePasswordScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const checklistId = useId();
  const [changed, setChanged] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = useMutation({
    ...identityMutations.changePassword(),
    meta: { errorMessageId: 'errors.users.changePassword', toastId: 'change-password' },
  });
  const { register, handleSubmit, control, formState, setError, trigger, getFieldState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const errorOf = (name: ChangePasswordField) => {
    const id = formState.errors[name]?.message;
    return id ? t(id) : undefined;
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    setFailed(false);
    try {
      await change.mutateAsync({ oldPassword: currentPassword, newPassword: chosen });
      setChanged(true);
    } catch (error) {
      const problem = isApiError(error) ? fieldProblemOf(error) : null;
      if (problem) setError(problem.field, { type: 'server', message: problem.messageId }, { shouldFocus: true });
      else setFailed(true);
    }
  });

  if (changed) return <PasswordChanged />;

  const newPasswordField = register('newPassword', {
    // Keep "passwords differ" in step once the confirmation has been touched.
    onChange: () => {
      if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
    },
  });

  return (
    <div className={screenClass}>
      <div>
        <LinkButton to={pathTo('profile-settings')} variant="ghost" size="sm" icon={<ArrowLeft aria-hidden />}>
          {t('account.password.back')}
        </LinkButton>
      </div>
      <FormStep
        title={t('account.password.title')}
        description={t('account.password.description')}
        alert={failed ? <FormAlert focusOnShow>{t('account.password.failed')}</FormAlert> : undefined}
        onSubmit={onSubmit}
        submitting={change.isPending}
        actions={
          <Button type="submit" size="lg" loading={change.isPending}>
            {t(change.isPending ? 'account.password.submitting' : 'account.password.submit')}
          </Button>
        }
      >
        <Field label={t('account.password.current.label')} error={errorOf('currentPassword')} required>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className={newPasswordClass}>
          <Field label={t('account.password.new.label')} error={errorOf('newPassword')} required>
            <NewPasswordInput checklistId={checklistId} {...newPasswordField} />
          </Field>
          <PasswordChecklist id={checklistId} password={newPassword} />
        </div>
        <Field label={t('account.password.confirm.label')} error={errorOf('confirmPassword')} required>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </FormStep>
    </div>
  );
}
