import { useIntl } from 'react-intl';
import { EmptyState, Heading, Skeleton } from '@/design-system';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { ConversionDone } from '../components/ConversionDone';
import { ConversionForm } from '../components/ConversionForm';
import { ConversionDraft } from '../components/ConversionDraft';
import { LoadFailed } from '../components/LoadFailed';
import { useConversion } from '../hooks/use-conversion';

const screenClass = stack({ gap: '8', width: 'full', maxWidth: '2xl' });
const introClass = stack({ gap: '2' });
const descriptionClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const loadingClass = stack({ gap: '4' });
const contentClass = stack({ gap: '6' });

/**
 * Conversion (/conversion): two assets of an allowed pair, an amount in either field, a quote that counts
 * down and renews itself, Confirm with an Idempotency-Key, then the new balances. ?from=BTC preselects.
 */
export function ConversionScreen() {
  const intl = useIntl();
  const view = useConversion();
  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'routes.conversion.title' })}</Heading>
        <p className={descriptionClass}>{intl.formatMessage({ id: 'conversion.description' })}</p>
      </div>
      {view.loadError && view.phase !== 'unavailable' ? (
        <LoadFailed onRetry={view.retryLoad} />
      ) : view.loading ? (
        <div aria-busy="true" className={loadingClass}>
          <Skeleton height="40" />
          <Skeleton height="12" />
        </div>
      ) : view.noPairs ? (
        <EmptyState bordered title={intl.formatMessage({ id: 'conversion.noPairs' })} />
      ) : (
        <div className={contentClass}>
          <ConversionDraft view={view} />
          {view.phase === 'done' ? <ConversionDone view={view} /> : <ConversionForm view={view} />}
        </div>
      )}
    </div>
  );
}
