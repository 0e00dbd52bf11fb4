import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState } from '@/design-system';
import { describeApiError } from '@/services/api';

/** A section that could not load: the reason and a retry, in place of its content. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      bordered
      icon={<TriangleAlert aria-hidden />}
      title={describeApiError(error, intl)}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'transactions.retry' })}
        </Button>
      }
    />
  );
}
