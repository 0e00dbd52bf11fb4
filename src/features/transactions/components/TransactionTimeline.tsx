import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Heading, Skeleton } from '@/design-system';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import type { Timeline } from '../hooks/use-transaction-detail';
import { STATUS_TONES } from '../model/transaction-lines';
import { SectionError } from './SectionError';

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const loadingClass = stack({ gap: '3' });
const listClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderStartWidth: 'thick',
  borderColor: 'border.default',
  ps: '4',
});
const logClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const logHeaderClass = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });
const mutedClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const messageClass = css({ textStyle: 'body.md', overflowWrap: 'anywhere' });

/** The entry's status history, oldest first: what happened, when, and the confirmations counted then. */
export function TransactionTimeline({ timeline, onRetry }: { timeline: Timeline; onRetry: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <Heading level={3} id={headingId}>
        {intl.formatMessage({ id: 'transactions.detail.timeline' })}
      </Heading>
      {timeline.kind === 'loading' && (
        <div className={loadingClass} aria-busy="true" data-testid="timeline-loading">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </div>
      )}
      {timeline.kind === 'error' && (
        <SectionError error={timeline.error} messageId="errors.wallet.transactions" onRetry={onRetry} />
      )}
      {timeline.kind === 'ready' && (
        <ol aria-labelledby={headingId} className={listClass}>
          {timeline.logs.map((log) => (
            <li key={log.id} className={logClass} data-event={log.event}>
              <div className={logHeaderClass}>
                <Badge tone={STATUS_TONES[log.status]} size="sm">
                  {intl.formatMessage({ id: `transactions.status.${log.status}` })}
                </Badge>
                <span className={mutedClass}>
                  <time dateTime={log.createdAt}>
                    {intl.formatDate(log.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
                  </time>
                </span>
              </div>
              <p className={messageClass}>{log.message}</p>
              {log.confirmations !== null && log.confirmations > 0 && (
                <p className={mutedClass}>
                  {intl.formatMessage({ id: 'transactions.detail.confirmations' }, { count: log.confirmations })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
