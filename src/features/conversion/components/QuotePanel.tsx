import { useIntl } from 'react-intl';
import { Button, FormAlert, Spinner } from '@/design-system';
import { CONFIRM_MIN_REMAINING_MS } from '@/machines/quote';
import { describeApiError } from '@/services/api';
import { Box, Flex, Stack } from 'styled-system/jsx';
import type { ConversionView } from '../hooks/use-conversion';
import { formatConversionAmount, formatRate, invertRate } from '../model/format';
import { asSentence } from '../model/sentence';

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
    <Stack as="section" aria-label={intl.formatMessage({ id: 'conversion.quote' })} gap="3">
      {rateText && (
        <Box>
          <Button
            variant="ghost"
            size="sm"
            onClick={view.invertRate}
            aria-label={intl.formatMessage({ id: 'conversion.rateInvert' }, { rate: rateText })}
          >
            {rateText}
          </Button>
        </Box>
      )}
      {(phase === 'quoting' || phase === 'requoting') && (
        <Flex gap="2" align="center" role="status" textStyle="body.sm" color="fg.muted">
          <Spinner size="sm" decorative />
          {intl.formatMessage({ id: phase === 'quoting' ? 'conversion.quoting' : 'conversion.requoting' })}
        </Flex>
      )}
      {quote && (
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          rowGap="1"
          textStyle="body.sm"
          aria-busy={requoting || undefined}
        >
          <Box as="dt" color="fg.muted">
            {intl.formatMessage({ id: 'conversion.fee' })}
          </Box>
          <Box as="dd" textAlign="end" fontVariantNumeric="tabular-nums" color={requoting ? 'fg.muted' : undefined}>
            {received(quote.fee)}
          </Box>
          <Box as="dt" color="fg.muted">
            {intl.formatMessage({ id: 'conversion.receive' })}
          </Box>
          <Box
            as="dd"
            textAlign="end"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={phase === 'changed' ? 'danger.text' : requoting ? 'fg.muted' : undefined}
            data-changed={phase === 'changed' || undefined}
          >
            {received(quote.receiveAmount)}
          </Box>
        </Box>
      )}
      {quote && (phase === 'fresh' || phase === 'changed' || phase === 'confirming') && (
        <Box as="p" role="timer" aria-live="off" textStyle="body.sm" color={expiring ? 'danger.text' : 'fg.muted'}>
          {intl.formatMessage({ id: 'conversion.validFor' }, { seconds })}
          {expiring && (
            <Box as="span" display="block">
              {intl.formatMessage({ id: 'conversion.expiringSoon' })}
            </Box>
          )}
        </Box>
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
    </Stack>
  );
}
