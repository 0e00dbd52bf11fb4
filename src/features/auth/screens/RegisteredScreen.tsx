import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  DateInput,
  Field,
  FormAlert,
  FormStep,
  Input,
  Spinner,
  useDatePattern,
  type FormStepProps,
} from '@/design-system';
import { getFreshAccessToken, useSession, useSessionActor } from '@/machines';
import { describeApiError, identityMutations, identityQueries } from '@/services/api';
import { updateStoredUser, type StoredUser } from '@/services/storage';
import { css } from 'styled-system/css';
import { grid, hstack, stack } from 'styled-system/patterns';
import { CheckboxField } from '../components/CheckboxField';
import { focusFirstInvalid } from '../model/focus';
import { pathTo } from '@/shared/routes';
import { formatLocalDate, localToday, parseLocalDate } from '@/shared/dates';
import { registrationSchema, type RegistrationValues } from '../model/registration-schema';

const FIELD_ORDER = ['name', 'lastname', 'birthdate', 'acceptTerms'] as const;

const loadingClass = css({ py: '16', display: 'grid', placeItems: 'center' });
const checkingClass = hstack({ gap: '3', color: 'fg.muted', textStyle: 'body.md' });
const introClass = hstack({ gap: '4', alignItems: 'flex-start' });
const introIconClass = css({ color: 'accent.text', flexShrink: '0' });
const introTextClass = stack({ gap: '1' });
const introHeadingClass = css({ textStyle: 'heading.sm' });
const introExplainClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const nameFieldsClass = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

type Finishing = 'idle' | 'running' | 'stale';

/**
 * Route 'registered' (new users, nw = 1): says the account is almost ready and completes registration
 * (identity: GET /users/is-register-complete/{id}, then PUT /users/register-complete/{id}). Afterwards the
 * stored user and the session carry nw = 0, so the guard lets the customer into the wallet.
 */
export function RegisteredScreen() {
  const { user } = useSession();
  if (!user) {
    return (
      <div className={loadingClass}>
        <Spinner size="lg" tone="accent" />
      </div>
    );
  }
  return <Registration user={user} />;
}

function Registration({ user }: { user: StoredUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSessionActor();
  const [finishing, setFinishing] = useState<Finishing>('idle');
  const status = useQuery(identityQueries.registrationStatus(user.userId));
  const complete = useMutation(identityMutations.completeRegistration());
  const [today] = useState(localToday);
  const datePattern = useDatePattern();

  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema(today, intl.locale)),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      name: user.name,
      lastname: user.lastname,
      birthdate: formatLocalDate(user.birthdate, intl.locale),
      acceptTerms: false,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  // The error replaces the field's hint, so the birth date's message names the format itself.
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }, { pattern: datePattern }) : undefined);

  /** The registration is on the server: the stored user and the session follow, then on to the wallet. */
  const finish = useCallback(
    async (patch: Pick<StoredUser, 'name' | 'lastname'> | null) => {
      setFinishing('running');
      updateStoredUser({ nw: 0, ...patch });
      // The new-user flag is a token claim: a forced refresh brings tokens (and the session's user) with nw = 0.
      await getFreshAccessToken(session, { forceRefresh: true }).catch(() => null);
      if (session.getSnapshot().context.user?.nw === 1) {
        setFinishing('stale');
        return;
      }
      await navigate(pathTo('wallet'), { replace: true });
    },
    [session, navigate],
  );

  // Registration already complete (e.g. finished in another tab): only the session has to catch up.
  const alreadyComplete = status.data?.isRegisterComplete === true;
  const finishedOnce = useRef(false);
  useEffect(() => {
    if (!alreadyComplete || finishedOnce.current) return;
    finishedOnce.current = true;
    void finish(null);
  }, [alreadyComplete, finish]);

  const onSubmit = handleSubmit(
    async (values) => {
      const name = values.name.trim();
      const lastname = values.lastname.trim();
      // Checked by the form's schema: a real day, written the interface language's way.
      const birthdate = parseLocalDate(values.birthdate, intl.locale);
      if (!birthdate) return;
      try {
        await complete.mutateAsync({
          id: user.userId,
          request: { name, lastname, birthdate, acceptTerms: true },
        });
      } catch {
        return; // shown from complete.error; what was typed stays
      }
      await finish({ name, lastname });
    },
    (invalid, event) => focusFirstInvalid(FIELD_ORDER, invalid, event),
  );

  const frame = {
    title: <FormattedMessage id="auth.registered.heading" />,
    description: <FormattedMessage id="auth.registered.description" values={{ name: user.name || user.email }} />,
    width: 'readable',
  } satisfies Partial<FormStepProps>;

  if (status.isPending || alreadyComplete) {
    return (
      <FormStep {...frame} alert={finishing === 'stale' && <StaleSession onRetry={() => void finish(null)} />}>
        {finishing !== 'stale' && (
          <div className={checkingClass}>
            <Spinner size="sm" tone="accent" decorative />
            <span role="status">
              <FormattedMessage id={alreadyComplete ? 'auth.registered.finishing' : 'auth.registered.checking'} />
            </span>
          </div>
        )}
      </FormStep>
    );
  }

  if (status.isError) {
    return (
      <FormStep
        {...frame}
        alert={
          <FormAlert
            action={
              <Button variant="outline" size="sm" loading={status.isFetching} onClick={() => void status.refetch()}>
                <FormattedMessage id="auth.registered.retry" />
              </Button>
            }
          >
            {describeApiError(status.error, intl)}
          </FormAlert>
        }
      />
    );
  }

  const submitting = formState.isSubmitting || finishing === 'running';
  return (
    <FormStep
      {...frame}
      intro={
        <Card variant="outline" padding="md">
          <div className={introClass}>
            <div className={introIconClass}>
              <PartyPopper size={28} aria-hidden />
            </div>
            <div className={introTextClass}>
              <h2 className={introHeadingClass}>
                <FormattedMessage id="auth.registered.almostReady" />
              </h2>
              <p className={introExplainClass}>
                <FormattedMessage id="auth.registered.explain" />
              </p>
            </div>
          </div>
        </Card>
      }
      alert={
        <>
          {complete.isError && <FormAlert>{describeApiError(complete.error, intl)}</FormAlert>}
          {finishing === 'stale' && <StaleSession onRetry={() => void finish(null)} />}
        </>
      }
      onSubmit={onSubmit}
      submitting={submitting}
      actions={
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          <FormattedMessage id={submitting ? 'auth.registered.submitting' : 'auth.registered.submit'} />
        </Button>
      }
    >
      <div className={nameFieldsClass}>
        <Field label={<FormattedMessage id="auth.fields.firstName" />} error={message(errors.name?.message)} required>
          <Input autoComplete="given-name" {...register('name')} />
        </Field>
        <Field label={<FormattedMessage id="auth.fields.lastName" />} error={message(errors.lastname?.message)} required>
          <Input autoComplete="family-name" {...register('lastname')} />
        </Field>
      </div>
      <Field
        label={<FormattedMessage id="auth.fields.birthdate" />}
        hint={<FormattedMessage id="auth.registered.birthdateHint" values={{ pattern: datePattern }} />}
        error={message(errors.birthdate?.message)}
        required
      >
        <DateInput autoComplete="bday" {...register('birthdate')} />
      </Field>
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            required
            label={<FormattedMessage id="auth.registered.confirmDetails" />}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </FormStep>
  );
}

function StaleSession({ onRetry }: { onRetry: () => void }) {
  return (
    <FormAlert
      tone="info"
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage id="auth.registered.retry" />
        </Button>
      }
    >
      <FormattedMessage id="auth.registered.stale" />
    </FormAlert>
  );
}
