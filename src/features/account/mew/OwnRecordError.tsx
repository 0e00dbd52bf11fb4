import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@/design-system';

/** Where a section would be when the customer's own record could not be read: the catalogue message and a retry. */
export function OwnRecordError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <FormAlert
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'account.ownRecord.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'errors.users.mew' })}
    </FormAlert>
  );
}
