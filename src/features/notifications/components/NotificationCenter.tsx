import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NotificationBell, NotificationPanel, type NotificationBellProps } from '@/design-system';
import { useNotifications, useNotificationsWhileMounted, useUnreadNotificationsCount } from '@/machines';

interface CenterContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const CenterContext = createContext<CenterContextValue | null>(null);

function useCenter(component: string): CenterContextValue {
  const value = useContext(CenterContext);
  if (!value) throw new Error(`<${component}> needs a <NotificationCenter> above it.`);
  return value;
}

export interface NotificationCenterProps {
  /** The layout, whose bell(s) are <NotificationBellButton />. The panel is rendered here (in a portal). */
  children?: ReactNode;
}

/**
 * The notification centre of the main layout (spec section 2). While it is mounted and someone is signed in,
 * the root actor runs the notifications machine for that user: the first page loads and the real-time feed
 * connects (on entry), the auth events reset the socket, and leaving or signing out stops it (the socket
 * closes). It renders its children and the notification panel; bells inside open the panel.
 */
export function NotificationCenter({ children }: NotificationCenterProps) {
  useNotificationsWhileMounted();
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);

  return (
    <CenterContext.Provider value={value}>
      {children}
      <NotificationPanelHost />
    </CenterContext.Provider>
  );
}

export interface NotificationBellState {
  /** Unread notifications in the list (the bell's count; 0 until loaded). */
  unreadCount: number;
  /** Opens the notification panel. */
  openPanel: () => void;
  panelOpen: boolean;
}

/**
 * What a layout's bell needs, for layouts that draw the bell themselves:
 * `<MainLayout unreadCount={unreadCount} onOpenNotifications={openPanel} …>` inside a <NotificationCenter>.
 */
export function useNotificationBell(): NotificationBellState {
  const { open, setOpen } = useCenter('useNotificationBell');
  const unreadCount = useUnreadNotificationsCount();
  return useMemo(() => ({ unreadCount, openPanel: () => setOpen(true), panelOpen: open }), [unreadCount, open, setOpen]);
}

export type NotificationBellButtonProps = Omit<NotificationBellProps, 'unreadCount' | 'onClick'>;

/** The design system's bell, showing the unread count; opens the panel. Place one wherever the layout has a bell. */
export function NotificationBellButton(props: NotificationBellButtonProps) {
  const { unreadCount, openPanel, panelOpen } = useNotificationBell();
  return <NotificationBell {...props} unreadCount={unreadCount} aria-expanded={panelOpen} onClick={openPanel} />;
}

/** The panel bound to the machine: the local list, per-item busy states and the four actions. */
function NotificationPanelHost() {
  const { open, setOpen } = useCenter('NotificationPanelHost');
  const { notifications, status, loadError, busyIds, deletingIds, readingAll, markRead, readAll, remove, retry } =
    useNotifications();

  const intl = useIntl();
  const error =
    status === 'failed'
      ? { message: loadError?.serverMessage ?? intl.formatMessage({ id: 'errors.notifications.load' }), onRetry: retry }
      : undefined;

  return (
    <NotificationPanel
      open={open}
      onClose={() => setOpen(false)}
      notifications={notifications}
      loading={status === 'loading'}
      error={error}
      busyIds={busyIds}
      deletingIds={deletingIds}
      readingAll={readingAll}
      onMarkRead={markRead}
      onReadAll={readAll}
      onDelete={remove}
    />
  );
}
