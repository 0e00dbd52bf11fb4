import { BellOff, Check, CheckCheck, CloudOff, RotateCcw, X } from 'lucide-react';
import { memo, useMemo, useState, type FocusEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { notificationPanel } from 'styled-system/recipes';
import { pastRelativeTimeParts } from '../../format/relative-time';
import { useNow } from '../../hooks/use-now';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { EmptyState } from '../empty-state';
import { IconButton } from '../icon-button';
import { Skeleton } from '../skeleton';
import { Tabs } from '../tabs';
import { VisuallyHidden } from '../visually-hidden';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { useProgressiveRows } from './use-progressive-rows';

/** A notification as the game hub stores it (only the fields the panel shows). */
export interface NotificationItem {
  id: string;
  /** Null (or missing) while unread. */
  readAt?: string | null;
  /** ISO date-time. */
  createdAt: string;
  data: { title?: string; message?: string };
}

export interface NotificationPanelProps {
  open: boolean;
  onClose: () => void;
  notifications: readonly NotificationItem[];
  /** Ids being marked as read (their button says "Reading..."). */
  busyIds?: readonly string[];
  /** Ids being deleted (their delete button is disabled). */
  deletingIds?: readonly string[];
  /** "Read all" is in progress. */
  readingAll?: boolean;
  /** The list is still loading (placeholder rows). */
  loading?: boolean;
  /**
   * The list could not be loaded: the reason (already translated, e.g. the server's message) and a retry,
   * instead of an empty list that would wrongly say "You're all caught up!".
   */
  error?: { message: string; onRetry: () => void };
  onMarkRead: (id: string) => void;
  onReadAll: () => void;
  onDelete: (id: string) => void;
  /** The tab shown first (default "all"). */
  defaultTab?: 'unread' | 'all';
  /** "Now" for relative times; by default a clock that ticks every minute (pass one to freeze it in tests). */
  now?: number;
}

const isUnread = (notification: NotificationItem) => !notification.readAt;

/**
 * What every row formats the same way, made once per panel render instead of once per row (120 rows
 * asked react-intl for the same formatters 240 times on opening, each look-up serialising its options).
 */
interface RowText {
  relative: Intl.RelativeTimeFormat;
  date: Intl.DateTimeFormat;
  unread: string;
  markRead: string;
  reading: string;
}

function rowText(intl: IntlShape): RowText {
  return {
    // The options intl.formatRelativeTime / formatDate would use (the provider's time zone, when it sets one).
    relative: intl.formatters.getRelativeTimeFormat(intl.locale, { numeric: 'auto' }),
    date: intl.formatters.getDateTimeFormat(intl.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(intl.timeZone ? { timeZone: intl.timeZone } : {}),
    }),
    unread: intl.formatMessage({ id: 'ds.notifications.unread' }),
    markRead: intl.formatMessage({ id: 'ds.notifications.markRead' }),
    reading: intl.formatMessage({ id: 'ds.notifications.reading' }),
  };
}

interface RowProps {
  notification: NotificationItem;
  /** 1-based place in the whole list, and its length (rows render a part at a time: useProgressiveRows). */
  position: number;
  setSize: number;
  /** On the row whose coming into view renders more rows. */
  watchRef?: ((element: HTMLElement | null) => void) | undefined;
  now: number;
  busy: boolean;
  deleting: boolean;
  text: RowText;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Memoised: a change to one row (busy, read, deleted) or a new item on top leaves the other rows alone. */
const NotificationRow = memo(function NotificationRow({
  notification,
  position,
  setSize,
  watchRef,
  now,
  busy,
  deleting,
  text,
  onMarkRead,
  onDelete,
}: RowProps) {
  const intl = useIntl();
  const styles = notificationPanel();
  const unread = isUnread(notification);
  const created = Date.parse(notification.createdAt);
  const { value, unit } = pastRelativeTimeParts(created, now);
  const title = notification.data.title ?? '';
  return (
    <li
      className={styles.item}
      data-unread={unread ? '' : undefined}
      aria-posinset={position}
      aria-setsize={setSize}
      ref={watchRef}
    >
      <span className={styles.dot} aria-hidden />
      <div className={styles.content}>
        {unread && <VisuallyHidden>{text.unread}</VisuallyHidden>}
        {title && <p className={styles.title}>{title}</p>}
        {notification.data.message && <p className={styles.message}>{notification.data.message}</p>}
        <p className={styles.meta}>
          <span>{text.relative.format(value, unit)}</span>
          <time dateTime={notification.createdAt}>{text.date.format(created)}</time>
        </p>
        {unread && (
          <div className={styles.actions}>
            <Button
              variant="outline"
              size="sm"
              icon={<Check />}
              loading={busy}
              data-action="mark-read"
              onClick={() => onMarkRead(notification.id)}
            >
              {busy ? text.reading : text.markRead}
            </Button>
          </div>
        )}
      </div>
      <IconButton
        className={styles.delete}
        variant="danger"
        size="xs"
        // aria-disabled, not disabled: a disabled button drops its focus to the page while the call runs.
        aria-disabled={deleting || undefined}
        data-action="delete"
        label={intl.formatMessage({ id: 'ds.notifications.delete' }, { title: title || notification.data.message || '' })}
        onClick={() => {
          if (!deleting) onDelete(notification.id);
        }}
      >
        <X />
      </IconButton>
    </li>
  );
});

interface NotificationListProps extends Pick<RowProps, 'now' | 'text' | 'onMarkRead' | 'onDelete'> {
  items: readonly NotificationItem[];
  label: string;
  busyIds: readonly string[];
  deletingIds: readonly string[];
  readingAll: boolean;
  /** useFocusAfterRemoval's list ref and focus handlers. */
  listRef: ReturnType<typeof useFocusAfterRemoval>['listRef'];
  onListFocus: (event: FocusEvent<HTMLUListElement>) => void;
  onListBlur: (event: FocusEvent<HTMLUListElement>) => void;
}

/** The rows of one tab, rendered a part at a time (useProgressiveRows). */
function NotificationList({
  items,
  label,
  busyIds,
  deletingIds,
  readingAll,
  listRef,
  onListFocus,
  onListBlur,
  ...row
}: NotificationListProps) {
  const styles = notificationPanel();
  const progressive = useProgressiveRows(items.length);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    onListFocus(event);
    const target = (event.target as HTMLElement).closest('li');
    if (target) progressive.focused(Array.prototype.indexOf.call(event.currentTarget.children, target));
  };
  return (
    <ul ref={listRef} className={styles.list} aria-label={label} onFocus={onFocus} onBlur={onListBlur}>
      {items.slice(0, progressive.shown).map((notification, index) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          position={index + 1}
          setSize={items.length}
          watchRef={index === progressive.watchIndex ? progressive.watchRef : undefined}
          busy={readingAll || busyIds.includes(notification.id)}
          deleting={deletingIds.includes(notification.id)}
          {...row}
        />
      ))}
    </ul>
  );
}

function LoadingRows() {
  const intl = useIntl();
  const styles = notificationPanel();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'ds.spinner.label' })}</VisuallyHidden>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeleton} aria-hidden>
          <Skeleton variant="circle" width="2" />
          <Skeleton variant="text" lines={3} />
        </div>
      ))}
    </div>
  );
}

const NO_IDS: readonly string[] = [];

type PanelBodyProps = Pick<
  NotificationPanelProps,
  'notifications' | 'busyIds' | 'deletingIds' | 'readingAll' | 'loading' | 'onMarkRead' | 'onDelete' | 'defaultTab' | 'now'
>;

/**
 * The tabs and their lists. Memoised, and given nothing about the drawer: opening or closing the panel (kept
 * mounted, built ahead) only shows or hides it, without rendering the lists again.
 */
const PanelBody = memo(function PanelBody({
  notifications,
  busyIds = NO_IDS,
  deletingIds = NO_IDS,
  readingAll = false,
  loading = false,
  onMarkRead,
  onDelete,
  defaultTab = 'all',
  now: fixedNow,
}: PanelBodyProps) {
  const intl = useIntl();
  const tickingNow = useNow(undefined, notifications);
  const now = fixedNow ?? tickingNow;
  const [tab, setTab] = useState<string>(defaultTab);
  const unread = notifications.filter(isUnread);
  const focusKeeper = useFocusAfterRemoval();
  const text = useMemo(() => rowText(intl), [intl]);

  const list = (items: readonly NotificationItem[], label: string) => {
    if (loading) return <LoadingRows />;
    if (items.length === 0)
      return (
        <EmptyState
          icon={<BellOff />}
          title={intl.formatMessage({ id: 'ds.notifications.empty.title' })}
          description={intl.formatMessage({ id: 'ds.notifications.empty.description' })}
        />
      );
    return (
      <NotificationList
        items={items}
        label={label}
        now={now}
        text={text}
        busyIds={busyIds}
        deletingIds={deletingIds}
        readingAll={readingAll}
        listRef={focusKeeper.listRef}
        onListFocus={focusKeeper.onFocus}
        onListBlur={focusKeeper.onBlur}
        onMarkRead={onMarkRead}
        onDelete={onDelete}
      />
    );
  };

  const unreadLabel = intl.formatMessage({ id: 'ds.notifications.tab.unread' });
  const allLabel = intl.formatMessage({ id: 'ds.notifications.tab.all' });
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      fitted
      label={intl.formatMessage({ id: 'ds.notifications.title' })}
      items={[
        {
          value: 'unread',
          label: unreadLabel,
          count: unread.length,
          countLabel: intl.formatMessage({ id: 'ds.notifications.count' }, { count: unread.length }),
          content: list(unread, unreadLabel),
        },
        {
          value: 'all',
          label: allLabel,
          count: notifications.length,
          countLabel: intl.formatMessage({ id: 'ds.notifications.count' }, { count: notifications.length }),
          content: list(notifications, allLabel),
        },
      ]}
    />
  );
});

/** "Read all", in the header while anything is unread; memoised like the body. */
const ReadAllButton = memo(function ReadAllButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="ghost" size="sm" icon={<CheckCheck />} loading={busy} onClick={onClick}>
      {intl.formatMessage({ id: 'ds.notifications.readAll' })}
    </Button>
  );
});

/**
 * The notification panel: a drawer from the right titled Notifications with tabs Unread and All
 * (count badges, All first), "Read all" while anything is unread, and per item the relative time, the
 * date, "Mark as read" ("Reading..." while busy) and delete. Read items are quieter. When the list could
 * not be loaded, the reason and a retry instead. Data and actions come in as props; the panel fetches nothing.
 */
export function NotificationPanel({ open, onClose, error, onReadAll, ...body }: NotificationPanelProps) {
  const intl = useIntl();
  const styles = notificationPanel();
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  const title = intl.formatMessage({ id: 'ds.notifications.title' });

  if (error)
    return (
      <Drawer open={open} onOpenChange={onOpenChange} side="right" title={title} initialFocus="close" keepMounted>
        <EmptyState
          icon={<CloudOff />}
          title={error.message}
          description={intl.formatMessage({ id: 'ds.notifications.error.description' })}
          action={
            <Button variant="outline" icon={<RotateCcw />} onClick={error.onRetry}>
              {intl.formatMessage({ id: 'ds.notifications.error.retry' })}
            </Button>
          }
        />
      </Drawer>
    );

  const showReadAll = !body.loading && body.notifications.some(isUnread);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={title}
      initialFocus="close"
      // Opened again and again: after the first time the rows stay, hidden, instead of being built anew.
      keepMounted
      bodyClassName={styles.body}
      headerActions={showReadAll ? <ReadAllButton busy={body.readingAll ?? false} onClick={onReadAll} /> : undefined}
    >
      <PanelBody {...body} />
    </Drawer>
  );
}
