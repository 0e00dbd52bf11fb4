import { Drawer as ArkDrawer } from '@ark-ui/react/drawer';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { drawer, screenReaderOnly, type DrawerVariantProps } from 'styled-system/recipes';
import { useOverflows } from '../../hooks/use-overflows';
import { IconButton } from '../icon-button';

export interface DrawerProps extends DrawerVariantProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The edge it slides in from: 'left' (navigation) or 'right' (default: panels such as notifications). */
  side?: 'left' | 'right';
  title: ReactNode;
  /** Visually hide the title (it still names the dialog), e.g. when the header shows a logo instead. */
  hideTitle?: boolean;
  /** Extra header content between the title and the close button (e.g. a "Read all" button). */
  headerActions?: ReactNode;
  /** Replace the title area (e.g. a logo); the title remains the accessible name. */
  headerStart?: ReactNode;
  trigger?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Class for the scrolling body (to drop its padding for full-bleed lists). */
  bodyClassName?: string;
  /**
   * What gets focus on opening: the first focusable element (default), or the close button — for panels whose
   * header actions come and go with their data, so focus does not depend on what has loaded.
   */
  initialFocus?: 'first' | 'close';
  /**
   * Keep the content (hidden) once it has been opened, for a panel opened again and again with a long content
   * (the notifications): reopening then shows it instead of building it anew. By default it goes on closing.
   */
  keepMounted?: boolean;
}

/**
 * Slide-in panel (Ark drawer) from the left or right edge: modal, focus trapped, Escape, a click on the
 * backdrop, the close button or a swipe towards its edge closes it.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  side = 'right',
  size,
  title,
  hideTitle = false,
  headerActions,
  headerStart,
  trigger,
  footer,
  children,
  bodyClassName,
  initialFocus = 'first',
  keepMounted = false,
}: DrawerProps) {
  const intl = useIntl();
  const contentRef = useRef<HTMLDivElement>(null);
  const focusClose = () => contentRef.current?.querySelector<HTMLElement>('[data-part="close-trigger"]') ?? null;
  const styles = drawer({ side, size });
  return (
    <ArkDrawer.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      swipeDirection={side === 'left' ? 'start' : 'end'}
      lazyMount
      unmountOnExit={!keepMounted}
      {...(initialFocus === 'close' ? { initialFocusEl: focusClose } : {})}
    >
      {trigger && <ArkDrawer.Trigger asChild>{trigger}</ArkDrawer.Trigger>}
      <Portal>
        <ArkDrawer.Backdrop className={styles.backdrop} />
        <ArkDrawer.Positioner className={styles.positioner}>
          <ArkDrawer.Content ref={contentRef} className={styles.content}>
            <div className={styles.header}>
              {headerStart}
              <ArkDrawer.Title className={cx(styles.title, hideTitle && screenReaderOnly())}>{title}</ArkDrawer.Title>
              <div className={styles.headerActions}>
                {headerActions}
                <ArkDrawer.CloseTrigger asChild>
                  <IconButton label={intl.formatMessage({ id: 'ds.dialog.close' })} size="sm">
                    <X />
                  </IconButton>
                </ArkDrawer.CloseTrigger>
              </div>
            </div>
            <DrawerBody className={cx(styles.body, bodyClassName)}>{children}</DrawerBody>
            {footer && <div className={styles.footer}>{footer}</div>}
          </ArkDrawer.Content>
        </ArkDrawer.Positioner>
      </Portal>
    </ArkDrawer.Root>
  );
}

/** The scrolling body: focusable only while it overflows, so keyboard users can scroll long text. */
function DrawerBody({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTabIndex = useOverflows(ref) ? 0 : undefined;
  return (
    <div ref={ref} className={className} tabIndex={scrollTabIndex}>
      {children}
    </div>
  );
}
