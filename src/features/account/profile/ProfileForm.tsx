import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button, DateInput, Field, FormAlert, FormStep, Input, Select, useDatePattern } from '@/design-system';
import { PhoneInput } from '@/design-system/phone-input';
import { isApiError, type ApiError, type User } from '@/services/api';
import { grid } from 'styled-system/patterns';
import { formatLocalDate, localToday } from '@/shared/dates';
import {
  GENDER_OPTIONS,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  profileSchema,
  profileValuesOf,
  toUserUpdate,
  type ProfileField,
  type ProfileValues,
} from './profile-form';
import { useSaveProfile } from './use-save-profile';

const fieldPairClass = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

/** The contract's field names → the form's. */
const SERVER_FIELDS: Readonly<Record<string, ProfileField>> = {
  name: 'name',
  lastname: 'lastname',
  nickname: 'nickname',
  birthdate: 'birthdate',
  gender: 'gender',
  phoneNumber: 'phone',
};

function serverFieldErrors(error: ApiError) {
  return error.errors.flatMap(({ field, message }) => {
    const name = field ? SERVER_FIELDS[field] : undefined;
    return name ? [{ name, message }] : [];
  });
}

type Outcome = 'idle' | 'saved' | 'failed';

/**
 * Name, last name, nickname, birth date (written the locale's way, never in the future), gender and
 * phone, checked before sending. A failure keeps everything typed; success updates the record everywhere.
 */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [today] = useState(localToday);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { save, saving } = useSaveProfile(user.id);
  const formatDate = (iso: string | null) => formatLocalDate(iso, intl.locale);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema(today, intl.locale)),
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: profileValuesOf(user, formatDate),
  });
  const datePlaceholder = useDatePattern();
  // The error replaces the field's hint, so a date's message names the format itself.
  const errorOf = (name: ProfileField) => {
    const message = formState.errors[name]?.message;
    return message
      ? t(message, { max: name === 'nickname' ? NICKNAME_MAX_LENGTH : NAME_MAX_LENGTH, pattern: datePlaceholder })
      : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome('idle');
    try {
      const saved = await save(toUserUpdate(values, intl.locale));
      reset({ ...profileValuesOf(saved, formatDate), phone: values.phone });
      setOutcome('saved');
    } catch (error) {
      const fieldErrors = isApiError(error) ? serverFieldErrors(error) : [];
      fieldErrors.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setOutcome('failed');
    }
  });

  const alert =
    outcome === 'failed' ? (
      <FormAlert focusOnShow>{t('account.profile.failed')}</FormAlert>
    ) : outcome === 'saved' ? (
      <FormAlert tone="success">{t('account.profile.saved')}</FormAlert>
    ) : undefined;

  return (
    <FormStep
      title={t('account.profile.title')}
      titleLevel={2}
      description={t('account.profile.description')}
      alert={alert}
      onSubmit={onSubmit}
      submitting={saving}
      actions={
        <Button type="submit" loading={saving}>
          {t(saving ? 'account.profile.saving' : 'account.profile.save')}
        </Button>
      }
    >
      <div className={fieldPairClass}>
        <Field label={t('account.profile.name.label')} error={errorOf('name')} required>
          <Input autoComplete="given-name" {...register('name')} />
        </Field>
        <Field label={t('account.profile.lastname.label')} error={errorOf('lastname')} required>
          <Input autoComplete="family-name" {...register('lastname')} />
        </Field>
      </div>
      <Field label={t('account.profile.nickname.label')} hint={t('account.profile.nickname.hint')} error={errorOf('nickname')}>
        <Input autoComplete="nickname" {...register('nickname')} />
      </Field>
      <div className={fieldPairClass}>
        <Field
          label={t('account.profile.birthdate.label')}
          hint={t('account.profile.birthdate.hint', { pattern: datePlaceholder })}
          error={errorOf('birthdate')}
        >
          <DateInput autoComplete="bday" {...register('birthdate')} />
        </Field>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <Select
              label={t('account.profile.gender.label')}
              name={field.name}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              options={GENDER_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelId) }))}
              error={errorOf('gender')}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <Field label={t('account.profile.phone.label')} hint={t('account.profile.phone.hint')} error={errorOf('phone')}>
            <PhoneInput
              name={field.name}
              defaultValue={field.value.e164}
              onChange={(phone) =>
                field.onChange({ e164: phone.e164, isValid: phone.isValid, nationalNumber: phone.nationalNumber })
              }
              onBlur={field.onBlur}
              validCharactersOnly
            />
          </Field>
        )}
      />
    </FormStep>
  );
}
