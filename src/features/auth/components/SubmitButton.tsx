import { FormattedMessage } from 'react-intl';
import { Button } from '@/design-system';

/** An auth step's submit button: full width, its label saying what it is doing while the call runs. */
export function SubmitButton({
  submitting,
  messageId,
  busyMessageId,
  disabled = false,
}: {
  submitting: boolean;
  /** Message ids: at rest, and while submitting ("Sign in" / "Signing in…"). */
  messageId: string;
  busyMessageId: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" fullWidth loading={submitting} disabled={disabled}>
      <FormattedMessage id={submitting ? busyMessageId : messageId} />
    </Button>
  );
}
