import { Toast as ArkToast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { cx } from 'styled-system/css';
import { iconButton, toast as toastRecipe } from 'styled-system/recipes';
import { announce, ensureLiveRegions } from '../../a11y/live-region';
import { politenessOf, swipeDismisses, type ToastContent, type ToastMessage } from './toast';
import { toaster } from './toast-store';

const icons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
} as const;

function format(intl: IntlShape, message: ToastMessage | undefined): string {
  if (message === undefined) return '';
  return typeof message === 'string' ? message : intl.formatMessage({ id: message.id }, message.values);
}

function isToastContent(meta: unknown): meta is ToastContent {
  return typeof meta === 'object' && meta !== null && 'message' in meta;
}

/**
 * Swipe a toast sideways to dismiss it (past 30 % of its width); shorter swipes spring back.
 * Buttons inside keep their clicks, and a click on the toast itself does nothing.
 */
function useSwipe(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return;
        setOffset(event.clientX - start.current.x);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return;
        const distance = event.clientX - start.current.x;
        start.current = null;
        if (swipeDismisses(distance, event.currentTarget.offsetWidth)) onDismiss();
        else setOffset(0);
      },
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

/** Follows the finger and fades as the toast travels. */
function swipeStyle(offset: number): CSSProperties | undefined {
  if (offset === 0) return undefined;
  const fade = 1 - Math.min(Math.abs(offset) / 300, 0.7);
  return { '--swipe-x': `${offset}px`, opacity: `calc(var(--opacity) * ${fade})` } as CSSProperties;
}

interface ToastItemProps {
  id: string;
  type: string;
  content: ToastContent;
}

function ToastItem({ id, type, content }: ToastItemProps) {
  const intl = useIntl();
  const styles = toastRecipe();
  const message = format(intl, content.message);
  const title = format(intl, content.title);
  const Icon = icons[type as keyof typeof icons] ?? Info;
  const swipe = useSwipe(() => toaster.dismiss(id));

  // Announced once, through the app's live regions (the toast itself is not a live region).
  useEffect(() => {
    announce(title ? `${title}. ${message}` : message, politenessOf(type));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one announcement per toast, at its arrival
  }, [id]);

  return (
    <ArkToast.Root
      className={styles.root}
      aria-live="off"
      aria-labelledby={`${id}-message`}
      data-swiping={swipe.offset !== 0 ? '' : undefined}
      style={swipeStyle(swipe.offset)}
      {...swipe.handlers}
    >
      <span className={styles.icon}>
        <Icon aria-hidden />
      </span>
      <div className={styles.body}>
        {title && <ArkToast.Title className={styles.title}>{title}</ArkToast.Title>}
        <ArkToast.Description className={styles.description} id={`${id}-message`}>
          {message}
        </ArkToast.Description>
      </div>
      <ArkToast.CloseTrigger
        className={cx(iconButton({ size: 'xs' }), styles.closeTrigger)}
        aria-label={intl.formatMessage({ id: 'ds.toast.close' })}
      >
        <X />
      </ArkToast.CloseTrigger>
    </ArkToast.Root>
  );
}

/** Renders the app's toasts. Mount it once, near the root (the app shell and Storybook's preview do). */
export function Toaster() {
  const intl = useIntl();
  const styles = toastRecipe();
  useEffect(() => ensureLiveRegions(), []);
  return (
    <ArkToaster
      toaster={toaster}
      className={styles.group}
      aria-live="off"
      aria-label={intl.formatMessage({ id: 'ds.toast.region' })}
      dir="ltr"
    >
      {(item) =>
        isToastContent(item.meta) && item.id ? (
          <ToastItem key={item.id} id={item.id} type={item.type ?? 'info'} content={item.meta} />
        ) : null
      }
    </ArkToaster>
  );
}
