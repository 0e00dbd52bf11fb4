import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState } from '@/design-system';
import { describeApiError, type ErrorMessageId } from '@/services/api';

interface SectionErrorProps {
  error: unknown;
  /** The section's own message, when its call has none ('Transactions load failed, retry later'). */
  messageId?: ErrorMessageId;
  onRetry: () => void;
}

/** A section that could not load: the reason and a retry, in place of its content. */
export function SectionError({ error, messageId, onRetry }: SectionErrorProps) {
  const intl = useIntl();
  return (
    <EmptyState
      bordered
      icon={<TriangleAlert aria-hidden />}
      title={describeApiError(error, intl, messageId ? { messageId } : {})}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'transactions.retry' })}
        </Button>
      }
    />
  );
}
