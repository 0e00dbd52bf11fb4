import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NotificationBell, NotificationPanel, useOverlay, type NotificationBellProps } from '@/design-system';
import { useNotifications, useNotificationsWhileMounted, useUnreadNotificationsCount } from '@/machines';

/**
 * Whether the panel is open, kept outside React state: opening it re-renders only what reads it (the panel and
 * the bells' aria-expanded). A context value that changed would make React search the whole layout below the
 * centre for its readers on every opening, and re-render the layout's frame, which only opens the panel.
 */
interface PanelOpenStore {
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

function createPanelOpenStore(): PanelOpenStore {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    setOpen: (next) => {
      if (next === open) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const CenterContext = createContext<PanelOpenStore | null>(null);

function useCenter(component: string): PanelOpenStore {
  const value = useContext(CenterContext);
  if (!value) throw new Error(`<${component}> needs a <NotificationCenter> above it.`);
  return value;
}

function usePanelOpen(store: PanelOpenStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
}

export interface NotificationCenterProps {
  /** The layout, whose bell(s) are <NotificationBellButton />. The panel is rendered here (in a portal). */
  children?: ReactNode;
}

/**
 * The notification centre of the main layout (spec section 2). While it is mounted and someone is signed in,
 * the root actor runs the notifications machine for that user: the first page loads and the real-time feed
 * connects (on entry), the auth events reset the socket, and leaving or signing out stops it (the socket
 * closes). It renders its children and the notification panel (in the app's overlay layer when there is one);
 * bells inside open the panel.
 */
export function NotificationCenter({ children }: NotificationCenterProps) {
  useNotificationsWhileMounted();
  const [store] = useState(createPanelOpenStore);
  // In the app's overlay layer, beside the router: the panel, built ahead and kept, reads no location, and there
  // React does not search its rows at every navigation (overlay-layer.tsx).
  const [panel] = useState(() => <NotificationPanelHost store={store} />);
  const panelHere = useOverlay(panel);

  return (
    <CenterContext.Provider value={store}>
      {children}
      {panelHere}
    </CenterContext.Provider>
  );
}

export interface NotificationBellState {
  /** Unread notifications in the list (the bell's count; 0 until loaded). */
  unreadCount: number;
  /** Opens the notification panel (the same function on every render). */
  openPanel: () => void;
}

/**
 * What a layout's bell needs, for layouts that draw the bell themselves:
 * `<MainLayout unreadCount={unreadCount} onOpenNotifications={openPanel} …>` inside a <NotificationCenter>.
 * Opening and closing the panel does not re-render the caller.
 */
export function useNotificationBell(): NotificationBellState {
  const store = useCenter('useNotificationBell');
  const unreadCount = useUnreadNotificationsCount();
  const openPanel = useCallback(() => store.setOpen(true), [store]);
  return useMemo(() => ({ unreadCount, openPanel }), [unreadCount, openPanel]);
}

export type NotificationBellButtonProps = Omit<NotificationBellProps, 'unreadCount' | 'onClick'>;

/** The design system's bell, showing the unread count; opens the panel. Place one wherever the layout has a bell. */
export function NotificationBellButton(props: NotificationBellButtonProps) {
  const { unreadCount, openPanel } = useNotificationBell();
  const panelOpen = usePanelOpen(useCenter('NotificationBellButton'));
  return <NotificationBell {...props} unreadCount={unreadCount} aria-expanded={panelOpen} onClick={openPanel} />;
}

/** The panel bound to the machine: the local list, per-item busy states and the four actions. */
function NotificationPanelHost({ store }: { store: PanelOpenStore }) {
  const open = usePanelOpen(store);
  const { notifications, status, loadError, busyIds, deletingIds, readingAll, markRead, readAll, remove, retry } =
    useNotifications();

  const close = useCallback(() => store.setOpen(false), [store]);
  const intl = useIntl();
  const error =
    status === 'failed'
      ? { message: loadError?.serverMessage ?? intl.formatMessage({ id: 'errors.notifications.load' }), onRetry: retry }
      : undefined;

  return (
    <NotificationPanel
      open={open}
      onClose={close}
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
