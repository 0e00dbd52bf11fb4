import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { announce, Button, Dialog } from '@/design-system';

export interface IdleWarningDialogProps {
  open: boolean;
  /** Whole seconds until the sign-out (the live countdown). */
  secondsLeft: number;
  /** "Stay signed in"; closing the dialog (Escape, the close button) means the same. */
  onStay: () => void;
}

/**
 * The idle-timeout warning (issue 14): 60 seconds ahead of the sign-out, a countdown and "Stay signed in".
 * The countdown is visible but not a live region: screen readers hear the warning once, when it opens.
 */
export function IdleWarningDialog({ open, secondsLeft, onStay }: IdleWarningDialogProps) {
  const intl = useIntl();
  useEffect(() => {
    if (open) announce(intl.formatMessage({ id: 'idle.warning.announcement' }));
  }, [open, intl]);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onStay();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
      title={intl.formatMessage({ id: 'idle.warning.title' })}
      description={intl.formatMessage({ id: 'idle.warning.description' })}
      footer={<Button onClick={onStay}>{intl.formatMessage({ id: 'idle.warning.stay' })}</Button>}
    >
      <p>{intl.formatMessage({ id: 'idle.warning.countdown' }, { seconds: Math.max(0, secondsLeft) })}</p>
    </Dialog>
  );
}
