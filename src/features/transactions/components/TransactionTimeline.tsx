import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Heading, Skeleton } from '@/design-system';
import { Box, Stack } from 'styled-system/jsx';
import type { Timeline } from '../hooks/use-transaction-detail';
import { STATUS_TONES } from '../model/transaction-lines';
import { SectionError } from './SectionError';

/** The entry's status history, oldest first: what happened, when, and the confirmations counted then. */
export function TransactionTimeline({ timeline, onRetry }: { timeline: Timeline; onRetry: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="3">
      <Heading level={3} id={headingId}>
        {intl.formatMessage({ id: 'transactions.detail.timeline' })}
      </Heading>
      {timeline.kind === 'loading' && (
        <Stack gap="3" aria-busy="true" data-testid="timeline-loading">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      )}
      {timeline.kind === 'error' && (
        <SectionError error={timeline.error} messageId="errors.wallet.transactions" onRetry={onRetry} />
      )}
      {timeline.kind === 'ready' && (
        <Box
          as="ol"
          aria-labelledby={headingId}
          display="flex"
          flexDirection="column"
          gap="4"
          borderStartWidth="thick"
          borderColor="border.default"
          ps="4"
        >
          {timeline.logs.map((log) => (
            <Box as="li" key={log.id} display="flex" flexDirection="column" gap="1" data-event={log.event}>
              <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                <Badge tone={STATUS_TONES[log.status]} size="sm">
                  {intl.formatMessage({ id: `transactions.status.${log.status}` })}
                </Badge>
                <Box as="span" textStyle="body.sm" color="fg.muted">
                  <time dateTime={log.createdAt}>
                    {intl.formatDate(log.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
                  </time>
                </Box>
              </Box>
              <Box as="p" textStyle="body.md" overflowWrap="anywhere">
                {log.message}
              </Box>
              {log.confirmations !== null && log.confirmations > 0 && (
                <Box as="p" textStyle="body.sm" color="fg.muted">
                  {intl.formatMessage({ id: 'transactions.detail.confirmations' }, { count: log.confirmations })}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
