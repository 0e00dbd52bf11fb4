import { useIntl } from 'react-intl';
import { Button, FormAlert, Spinner } from '@/design-system';
import { CONFIRM_MIN_REMAINING_MS } from '@/machines/quote';
import { describeApiError } from '@/services/api';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { ConversionView } from '../hooks/use-conversion';
import { formatConversionAmount, formatRate, invertRate } from '../model/format';
import { asSentence } from '../model/sentence';

const panelClass = stack({ gap: '3' });
const statusClass = flex({ gap: '2', align: 'center', textStyle: 'body.sm', color: 'fg.muted' });
const figuresClass = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', textStyle: 'body.sm' });
const termClass = css({ color: 'fg.muted' });
const feeClass = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
const feeRequotingClass = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', color: 'fg.muted' });
const receiveClass = css({ textAlign: 'end', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const receiveChangedClass = css({
  textAlign: 'end',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  color: 'danger.text',
});
const receiveRequotingClass = css({
  textAlign: 'end',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg.muted',
});
const timerClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const timerExpiringClass = css({ textStyle: 'body.sm', color: 'danger.text' });
const expiringNoteClass = css({ display: 'block' });

/** The quote: rate (tap to invert), fee, what is received, the countdown; or why there is none. */
export function QuotePanel({ view }: { view: ConversionView }) {
  const intl = useIntl();
  const { phase, quote, from, to, toDecimals } = view;
  const received = (value: string) => formatConversionAmount(value, to, intl.locale, toDecimals);

  const rateText = (() => {
    if (view.rate === null) return null;
    const inverse = view.rateInverted ? invertRate(view.rate) : null;
    return view.rateInverted && inverse
      ? intl.formatMessage({ id: 'conversion.rate' }, { from: to, to: from, rate: formatRate(inverse, intl.locale) })
      : intl.formatMessage({ id: 'conversion.rate' }, { from, to, rate: formatRate(view.rate, intl.locale) });
  })();

  const seconds = Math.ceil(view.remaining / 1000);
  const expiring = quote !== null && phase === 'fresh' && view.remaining < CONFIRM_MIN_REMAINING_MS;
  // The old figures stay readable (muted, at AA contrast, not faded) while the status above says a new quote is coming.
  const requoting = phase === 'requoting';

  return (
    <section aria-label={intl.formatMessage({ id: 'conversion.quote' })} className={panelClass}>
      {rateText && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={view.invertRate}
            aria-label={intl.formatMessage({ id: 'conversion.rateInvert' }, { rate: rateText })}
          >
            {rateText}
          </Button>
        </div>
      )}
      {(phase === 'quoting' || phase === 'requoting') && (
        <div role="status" className={statusClass}>
          <Spinner size="sm" decorative />
          {intl.formatMessage({ id: phase === 'quoting' ? 'conversion.quoting' : 'conversion.requoting' })}
        </div>
      )}
      {quote && (
        <dl aria-busy={requoting || undefined} className={figuresClass}>
          <dt className={termClass}>{intl.formatMessage({ id: 'conversion.fee' })}</dt>
          <dd className={requoting ? feeRequotingClass : feeClass}>{received(quote.fee)}</dd>
          <dt className={termClass}>{intl.formatMessage({ id: 'conversion.receive' })}</dt>
          <dd
            data-changed={phase === 'changed' || undefined}
            className={phase === 'changed' ? receiveChangedClass : requoting ? receiveRequotingClass : receiveClass}
          >
            {received(quote.receiveAmount)}
          </dd>
        </dl>
      )}
      {quote && (phase === 'fresh' || phase === 'changed' || phase === 'confirming') && (
        <p role="timer" aria-live="off" className={expiring ? timerExpiringClass : timerClass}>
          {intl.formatMessage({ id: 'conversion.validFor' }, { seconds })}
          {expiring && <span className={expiringNoteClass}>{intl.formatMessage({ id: 'conversion.expiringSoon' })}</span>}
        </p>
      )}
      {phase === 'changed' && quote && view.seen && (
        <FormAlert
          tone="danger"
          title={intl.formatMessage({ id: 'conversion.changed.title' })}
          action={
            <Button size="sm" onClick={view.accept}>
              {intl.formatMessage({ id: 'conversion.changed.accept' })}
            </Button>
          }
        >
          {intl.formatMessage(
            { id: 'conversion.changed.body' },
            { next: received(quote.receiveAmount), seen: received(view.seen.receiveAmount) },
          )}
        </FormAlert>
      )}
      {phase === 'failed' && (
        <FormAlert
          tone="danger"
          focusOnShow
          title={intl.formatMessage({ id: 'conversion.failed.title' })}
          action={
            <Button size="sm" variant="outline" onClick={view.retryConfirm}>
              {intl.formatMessage({ id: 'conversion.failed.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'conversion.failed.body' }, { reason: asSentence(describeApiError(view.error, intl)) })}
        </FormAlert>
      )}
    </section>
  );
}
