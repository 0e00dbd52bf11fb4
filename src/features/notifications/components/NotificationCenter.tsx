import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CloudOff, RotateCcw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Drawer, EmptyState, NotificationBell, NotificationPanel, type NotificationBellProps } from '@/design-system';
import { useAuthEvents, useSession, useSessionActor } from '@/machines';
import {
  selectAll,
  selectIsReadingAll,
  selectLoadError,
  selectStatus,
  selectUnreadCount,
  type NotificationsSnapshot,
  type PendingOperation,
} from '@/machines/notifications';
import type { Notification } from '@/services/api';
import { createNotificationsHost, type NotificationsActor, type NotificationsHost } from '../model/notifications-host';

interface CenterContextValue {
  actor: NotificationsActor | null;
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
  /** Another host (tests); by default one is created for this mount with the app's session and query cache. */
  host?: NotificationsHost;
}

/**
 * The notification centre of the main layout (spec section 2). While it is mounted and someone is signed in,
 * the notifications machine runs for that user: the first page loads and the real-time feed connects (on
 * entry), the auth events reset the socket, and leaving or signing out stops it (the socket closes).
 * It renders its children and the notification panel; bells inside open the panel.
 */
export function NotificationCenter({ children, host: givenHost }: NotificationCenterProps) {
  const session = useSessionActor();
  const queryClient = useQueryClient();
  const [ownHost] = useState(() => givenHost ?? createNotificationsHost({ session, queryClient }));
  const host = givenHost ?? ownHost;
  const { status, user } = useSession();
  // Kept while the session is read again after an auth event (initialising): the machine and its list stay;
  // the socket is reset instead. Signed out (the user is cleared) or another user stops or replaces it.
  const userId = status === 'signedOut' ? undefined : user?.userId;

  useEffect(() => (userId ? host.run(userId) : undefined), [host, userId]);
  useAuthEvents((event) => void host.handleAuthEvent(event));

  const actor = useSyncExternalStore(host.subscribe, host.getActor, host.getActor);
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ actor, open, setOpen }), [actor, open]);

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
  const { actor, open, setOpen } = useCenter('useNotificationBell');
  const unreadCount = useSelector(actor ?? undefined, (snapshot) => (snapshot ? selectUnreadCount(snapshot) : 0));
  return useMemo(() => ({ unreadCount, openPanel: () => setOpen(true), panelOpen: open }), [unreadCount, open, setOpen]);
}

export type NotificationBellButtonProps = Omit<NotificationBellProps, 'unreadCount' | 'onClick'>;

/** The design system's bell, showing the unread count; opens the panel. Place one wherever the layout has a bell. */
export function NotificationBellButton(props: NotificationBellButtonProps) {
  const { unreadCount, openPanel, panelOpen } = useNotificationBell();
  return <NotificationBell {...props} unreadCount={unreadCount} aria-expanded={panelOpen} onClick={openPanel} />;
}

const NO_ITEMS: readonly Notification[] = [];
const NO_PENDING: readonly PendingOperation[] = [];
const pendingOf = (snapshot: NotificationsSnapshot | undefined) => snapshot?.context.pending ?? NO_PENDING;

/** The panel bound to the machine: the local list, per-item busy states and the four actions. */
function NotificationPanelHost() {
  const { actor, open, setOpen } = useCenter('NotificationPanelHost');
  const ref = actor ?? undefined;
  const notifications = useSelector(ref, (snapshot) => (snapshot ? selectAll(snapshot) : NO_ITEMS));
  const status = useSelector(ref, (snapshot) => (snapshot ? selectStatus(snapshot) : 'loading'));
  const readingAll = useSelector(ref, (snapshot) => (snapshot ? selectIsReadingAll(snapshot) : false));
  const pending = useSelector(ref, pendingOf);
  const loadError = useSelector(ref, (snapshot) => (snapshot ? selectLoadError(snapshot) : null));
  const { busyIds, deletingIds } = useMemo(
    () => ({
      busyIds: pending.flatMap((op) => (op.kind === 'read' ? [op.id] : op.kind === 'readAll' ? op.ids : [])),
      deletingIds: pending.flatMap((op) => (op.kind === 'delete' ? [op.id] : [])),
    }),
    [pending],
  );

  if (status === 'failed')
    return (
      <LoadFailedPanel
        open={open}
        onClose={() => setOpen(false)}
        message={loadError?.serverMessage}
        onRetry={() => {
          // The list's panel is another drawer: close this one first, then open that one (showing the
          // placeholders while loading). Swapping two open drawers loses focus and the new one closes itself.
          setOpen(false);
          actor?.send({ type: 'RETRY' });
          setTimeout(() => setOpen(true), 0);
        }}
      />
    );

  return (
    <NotificationPanel
      open={open}
      onClose={() => setOpen(false)}
      notifications={notifications}
      loading={status === 'loading'}
      busyIds={busyIds}
      deletingIds={deletingIds}
      readingAll={readingAll}
      onMarkRead={(id) => actor?.send({ type: 'MARK_READ', id })}
      onReadAll={() => actor?.send({ type: 'READ_ALL' })}
      onDelete={(id) => actor?.send({ type: 'DELETE', id })}
    />
  );
}

interface LoadFailedPanelProps {
  open: boolean;
  onClose: () => void;
  /** The server's own message, preferred over the catalogue's. */
  message: string | undefined;
  onRetry: () => void;
}

/**
 * The panel while the list could not be loaded: the reason and a retry instead of an empty list (which would
 * wrongly say "You're all caught up!"). The design system's NotificationPanel has no error state yet.
 */
function LoadFailedPanel({ open, onClose, message, onRetry }: LoadFailedPanelProps) {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      side="right"
      title={intl.formatMessage({ id: 'notifications.panel.title' })}
    >
      <EmptyState
        icon={<CloudOff />}
        title={message ?? intl.formatMessage({ id: 'errors.notifications.load' })}
        description={intl.formatMessage({ id: 'notifications.loadFailed.description' })}
        action={
          <Button variant="outline" icon={<RotateCcw />} onClick={onRetry}>
            {intl.formatMessage({ id: 'notifications.loadFailed.retry' })}
          </Button>
        }
      />
    </Drawer>
  );
}
