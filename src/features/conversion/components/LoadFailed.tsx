import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState } from '@/design-system';

/** 'Converter load failed, retry later', with a retry (definitions, prices or the quote could not load). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      bordered
      icon={<TriangleAlert aria-hidden />}
      title={intl.formatMessage({ id: 'errors.wallet.converter' })}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'conversion.retry' })}
        </Button>
      }
    />
  );
}
