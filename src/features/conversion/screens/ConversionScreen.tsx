import { useIntl } from 'react-intl';
import { EmptyState, Heading, Skeleton } from '@/design-system';
import { Box, Stack } from 'styled-system/jsx';
import { ConversionDone } from '../components/ConversionDone';
import { ConversionForm } from '../components/ConversionForm';
import { ConversionDraft } from '../components/ConversionDraft';
import { LoadFailed } from '../components/LoadFailed';
import { useConversion } from '../hooks/use-conversion';

/**
 * Conversion (/conversion): two assets of an allowed pair, an amount in either field, a quote that counts
 * down and renews itself, Confirm with an Idempotency-Key, then the new balances. ?from=BTC preselects.
 */
export function ConversionScreen() {
  const intl = useIntl();
  const view = useConversion();
  return (
    <Stack gap="8" width="full" maxWidth="2xl">
      <Stack gap="2">
        <Heading level={1}>{intl.formatMessage({ id: 'routes.conversion.title' })}</Heading>
        <Box as="p" textStyle="body.md" color="fg.muted">
          {intl.formatMessage({ id: 'conversion.description' })}
        </Box>
      </Stack>
      {view.loadError && view.phase !== 'unavailable' ? (
        <LoadFailed onRetry={view.retryLoad} />
      ) : view.loading ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="12" />
        </Stack>
      ) : view.noPairs ? (
        <EmptyState bordered title={intl.formatMessage({ id: 'conversion.noPairs' })} />
      ) : (
        <Stack gap="6">
          <ConversionDraft view={view} />
          {view.phase === 'done' ? <ConversionDone view={view} /> : <ConversionForm view={view} />}
        </Stack>
      )}
    </Stack>
  );
}
