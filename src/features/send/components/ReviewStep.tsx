import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormAlert, FormStep, GroupedAddress, Skeleton } from '@/design-system';
import type { Quote, SendForm, SendWarning } from '@/machines/withdrawal';
import { add, compare, formatDecimal, subtract } from '@/shared/money';
import type { NetworkOfAsset } from '../hooks/use-send-data';
import { STEP_TOTAL } from './step-total';
import { summaryStyles } from './summary-styles';

interface ReviewStepProps {
  form: SendForm;
  current: NetworkOfAsset;
  quote: Quote | null;
  loading: boolean;
  /** Sending the codes (or refreshing an old fee first). */
  busy: boolean;
  failed: boolean;
  alert?: ReactNode;
  onConfirm: () => void;
  onRetry: () => void;
  onBack: () => void;
}

const WARNING_IDS: Record<SendWarning, string> = {
  'first-time': 'send.review.warning.firstTime',
  'look-alike': 'send.review.warning.lookAlike',
  'no-memo': 'send.review.warning.noMemo',
};

/**
 * Step 4: everything once more, with the fee and daily limit the server quotes now. Memoised: the flow renders it
 * ahead, hidden, while the amount is typed, and showing it with the same props then renders nothing again.
 */
export const ReviewStep = memo(function ReviewStep({
  form,
  current,
  quote,
  loading,
  busy,
  failed,
  alert,
  onConfirm,
  onRetry,
  onBack,
}: ReviewStepProps) {
  const intl = useIntl();
  const { network, rules } = current;
  const decimals = rules.decimals;
  const figure = (value: string, symbol = rules.asset) =>
    `${formatDecimal(value, intl.locale, { maximumFractionDigits: decimals })} ${symbol}`;
  const rows: Array<[string, ReactNode]> = [
    [intl.formatMessage({ id: 'send.review.asset' }), `${rules.asset} · ${network.name}`],
    [intl.formatMessage({ id: 'send.review.recipient' }), <GroupedAddress key="address" value={form.address} />],
  ];
  if (form.memo.trim())
    rows.push([
      intl.formatMessage({ id: `send.memo.name.${rules.memoLabel ?? 'memo'}` }),
      <GroupedAddress key="memo" value={form.memo.trim()} />,
    ]);
  rows.push([intl.formatMessage({ id: 'send.review.amount' }), figure(form.amount)]);
  if (quote) {
    const { fee, dailyLimit } = quote;
    const sameAsset = fee.feeAsset === rules.asset;
    const remainingAfter = subtract(dailyLimit.remaining, fee.totalDebit);
    rows.push(
      [intl.formatMessage({ id: 'send.review.fee' }), figure(fee.fee, fee.feeAsset)],
      [intl.formatMessage({ id: 'send.review.receives' }), figure(form.amount)],
      [
        intl.formatMessage({ id: 'send.review.total' }),
        sameAsset ? figure(add(form.amount, fee.fee)) : `${figure(form.amount)} + ${figure(fee.fee, fee.feeAsset)}`,
      ],
      [
        intl.formatMessage({ id: 'send.review.dailyLeft' }),
        figure(compare(remainingAfter, '0') < 0 ? '0' : remainingAfter, dailyLimit.asset),
      ],
    );
  }
  return (
    <FormStep
      title={intl.formatMessage({ id: 'send.review.title' })}
      step={{ current: 4, total: STEP_TOTAL }}
      description={intl.formatMessage({ id: 'send.review.description' })}
      alert={
        alert ??
        (failed ? (
          <FormAlert
            focusOnShow
            action={
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                {intl.formatMessage({ id: 'send.retry' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'send.review.quoteFailed' })}
          </FormAlert>
        ) : undefined)
      }
      submitting={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (quote && !loading && !busy) onConfirm();
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
            {intl.formatMessage({ id: 'send.back' })}
          </Button>
          <Button type="submit" loading={busy} disabled={!quote || loading}>
            {intl.formatMessage({ id: 'send.review.confirm' })}
          </Button>
        </>
      }
    >
      <dl className={summaryStyles.list} aria-busy={loading || undefined}>
        {rows.map(([label, value]) => (
          <div key={label} className={summaryStyles.row}>
            <dt className={summaryStyles.label}>{label}</dt>
            <dd className={summaryStyles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {loading && (
        <div className={summaryStyles.skeletons} aria-hidden>
          <Skeleton height="5" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </div>
      )}
      {form.acceptedWarnings.length > 0 && (
        <div>
          <div className={summaryStyles.warningsTitle}>{intl.formatMessage({ id: 'send.review.warnings' })}</div>
          <ul className={summaryStyles.warnings}>
            {form.acceptedWarnings.map((warning) => (
              <li key={warning}>{intl.formatMessage({ id: WARNING_IDS[warning] })}</li>
            ))}
          </ul>
        </div>
      )}
    </FormStep>
  );
});
