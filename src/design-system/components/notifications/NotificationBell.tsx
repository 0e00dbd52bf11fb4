import { Bell, BellDot } from 'lucide-react';
import { forwardRef, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { notificationBell } from 'styled-system/recipes';
import { CountBadge } from '../badge';
import { IconButton } from '../icon-button';

export interface NotificationBellProps extends Omit<ComponentProps<'button'>, 'children'> {
  unreadCount: number;
  variant?: 'ghost' | 'outline';
}

/** Opens the notification panel. Another icon and a count when unread exist; the label says the count. */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(function NotificationBell(
  { unreadCount, variant = 'ghost', className, ...props },
  ref,
) {
  const intl = useIntl();
  const styles = notificationBell();
  const hasUnread = unreadCount > 0;
  return (
    <IconButton
      ref={ref}
      variant={variant}
      aria-haspopup="dialog"
      label={intl.formatMessage({ id: 'ds.notificationBell.label' }, { count: unreadCount })}
      className={cx(styles.root, className)}
      data-unread={hasUnread ? '' : undefined}
      {...props}
    >
      {hasUnread ? <BellDot /> : <Bell />}
      {/* The list holds at most 120, so the real number always fits (and matches the label). */}
      {hasUnread && <CountBadge count={unreadCount} max={999} tone="danger" className={styles.badge} />}
    </IconButton>
  );
});
