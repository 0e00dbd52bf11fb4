import { TriangleAlert } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  AmountEcho,
  AmountInput,
  Button,
  DateInput,
  EmptyState,
  Field,
  FileUpload,
  FormAlert,
  FormStep,
  LinkButton,
  Select,
  Textarea,
  useDatePattern,
  VerbatimInput,
} from '@/design-system';
import { describeApiError } from '@/services/api';
import { formatDecimal } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { grid } from 'styled-system/patterns';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES, useAssistance, type AssistanceNotice } from '../hooks/use-assistance';
import { NOTE_MAX_LENGTH } from '../model/assistance-schema';

const fieldPairClass = grid({ columns: { base: 1, sm: 2 }, gap: '4' });

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The customer's local calendar day of an instant ("2026-11-23"), as the history's day filters read it. */
function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function Notice({ notice }: { notice: AssistanceNotice }) {
  const intl = useIntl();
  if (notice.kind === 'on-its-way') {
    return (
      <FormAlert tone="info" title={intl.formatMessage({ id: 'depositHelp.onItsWay.title' })}>
        {intl.formatMessage({ id: 'depositHelp.onItsWay.body' }, { network: notice.network, minutes: notice.minutes })}
      </FormAlert>
    );
  }
  const { transaction } = notice;
  const day = localDay(transaction.createdAt);
  return (
    <FormAlert
      tone="info"
      title={intl.formatMessage({ id: 'depositHelp.inHistory.title' })}
      action={
        <LinkButton
          size="sm"
          variant="outline"
          to={withQuery(pathTo('transaction-history'), { asset: transaction.asset, type: 'deposit', from: day, to: day })}
        >
          {intl.formatMessage({ id: 'depositHelp.inHistory.link' })}
        </LinkButton>
      }
    >
      {intl.formatMessage(
        { id: 'depositHelp.inHistory.body' },
        {
          amount: `${formatDecimal(transaction.amount, intl.locale)} ${transaction.asset}`,
          date: intl.formatDate(transaction.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
        },
      )}
    </FormAlert>
  );
}

/**
 * Unreceived-deposit assistance (/unreceived-deposit-assistance?txHash=…&asset=…&network=…): the form that
 * asks support to trace a deposit, checked before it is sent; the reference and what happens next after.
 */
export function UnreceivedDepositScreen() {
  const intl = useIntl();
  const assistance = useAssistance();
  const { form, assets, networks, notice, created } = assistance;
  const { register, control, formState } = form;
  const { errors } = formState;
  const datePattern = useDatePattern();
  // Worded at render, so a change of language rewords it; a date typed wrong is told the pattern.
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }, { pattern: datePattern }) : undefined);

  if (created) {
    return (
      <FormStep
        width="readable"
        title={intl.formatMessage({ id: 'depositHelp.success.title' })}
        intro={
          <FormAlert
            tone="success"
            title={intl.formatMessage({ id: 'depositHelp.success.reference' }, { reference: created.id })}
          >
            {intl.formatMessage({ id: 'depositHelp.success.next' })}
          </FormAlert>
        }
        footer={
          <LinkButton variant="outline" to={pathTo('transaction-history')}>
            {intl.formatMessage({ id: 'depositHelp.success.history' })}
          </LinkButton>
        }
      />
    );
  }

  const frame = {
    width: 'readable',
    title: intl.formatMessage({ id: 'depositHelp.title' }),
    description: intl.formatMessage({ id: 'depositHelp.description' }),
  } as const;

  if (assistance.loadError && !assets) {
    return (
      <FormStep {...frame}>
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={describeApiError(assistance.loadError, intl)}
          action={
            <Button variant="outline" size="sm" onClick={assistance.retryLoad}>
              {intl.formatMessage({ id: 'receive.retry' })}
            </Button>
          }
        />
      </FormStep>
    );
  }

  return (
    <FormStep
      {...frame}
      alert={notice && <Notice notice={notice} />}
      onSubmit={assistance.onSubmit}
      submitting={assistance.submitting}
      actions={
        <Button type="submit" size="lg" fullWidth loading={assistance.submitting}>
          {intl.formatMessage({ id: assistance.warned ? 'depositHelp.submitAnyway' : 'depositHelp.submit' })}
        </Button>
      }
    >
      <div className={fieldPairClass}>
        <Controller
          control={control}
          name="asset"
          render={({ field, fieldState }) => (
            <Select
              name={field.name}
              label={intl.formatMessage({ id: 'depositHelp.fields.asset' })}
              placeholder={intl.formatMessage({ id: 'receive.asset.placeholder' })}
              options={(assets ?? []).map((asset) => ({ value: asset.symbol, label: `${asset.symbol} · ${asset.name}` }))}
              value={field.value}
              onValueChange={field.onChange}
              error={message(fieldState.error?.message)}
              disabled={assets === undefined}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="network"
          render={({ field, fieldState }) => (
            <Select
              name={field.name}
              label={intl.formatMessage({ id: 'depositHelp.fields.network' })}
              placeholder={intl.formatMessage({ id: 'receive.network.placeholder' })}
              options={(networks ?? []).map((network) => ({ value: network.id, label: network.name }))}
              value={field.value}
              onValueChange={field.onChange}
              error={message(fieldState.error?.message)}
              disabled={networks === undefined}
              required
            />
          )}
        />
      </div>
      <Field
        label={intl.formatMessage({ id: 'depositHelp.fields.txHash' })}
        hint={intl.formatMessage({ id: 'depositHelp.fields.txHashHint' })}
        error={message(errors.txHash?.message)}
        required
      >
        <VerbatimInput {...register('txHash')} />
      </Field>
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <Field
            label={intl.formatMessage({ id: 'depositHelp.fields.amount' })}
            hint={
              assistance.asset && (
                <AmountEcho text={field.value} decimals={assistance.asset.decimals} symbol={assistance.asset.symbol} />
              )
            }
            error={message(fieldState.error?.message)}
            required
          >
            <AmountInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              symbol={assistance.asset?.symbol ?? ''}
            />
          </Field>
        )}
      />
      <div className={fieldPairClass}>
        <Field
          label={intl.formatMessage({ id: 'depositHelp.fields.depositedOn' })}
          error={message(errors.depositedOn?.message)}
          required
        >
          <DateInput {...register('depositedOn')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'depositHelp.fields.depositedTime' })}
          hint={intl.formatMessage({ id: 'depositHelp.fields.depositedTimeHint' })}
          error={message(errors.depositedTime?.message)}
          required
        >
          <DateInput
            placeholder={intl.formatMessage({ id: 'depositHelp.fields.depositedTimePlaceholder' })}
            {...register('depositedTime')}
          />
        </Field>
      </div>
      <Field
        label={intl.formatMessage({ id: 'depositHelp.fields.toAddress' })}
        hint={intl.formatMessage({ id: 'depositHelp.fields.toAddressHint' })}
        error={message(errors.toAddress?.message)}
        required
      >
        <VerbatimInput {...register('toAddress')} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'depositHelp.fields.note' })}
        hint={intl.formatMessage({ id: 'depositHelp.fields.noteHint' }, { max: NOTE_MAX_LENGTH })}
        error={message(errors.note?.message)}
      >
        <Textarea rows={3} {...register('note')} />
      </Field>
      <FileUpload
        name="screenshot"
        label={intl.formatMessage({ id: 'depositHelp.fields.screenshot' })}
        hint={intl.formatMessage({ id: 'depositHelp.fields.screenshotHint' })}
        accept={SCREENSHOT_TYPES}
        maxFileSize={SCREENSHOT_MAX_BYTES}
        onFilesChange={(files) => assistance.setScreenshot(files[0] ?? null)}
      />
    </FormStep>
  );
}
