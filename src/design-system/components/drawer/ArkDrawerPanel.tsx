import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { drawer, screenReaderOnly } from 'styled-system/recipes';
import { useOverflows } from '../../hooks/use-overflows';
import { IconButton } from '../icon-button';
import type { DrawerProps } from './Drawer';

/**
 * The drawer itself, loaded by ./Drawer when it first opens: Ark's dialog machine (modal, focus trapped, Escape
 * and a click outside close it) in a panel against one edge. Not Ark's drawer: its machine measured the panel and
 * the page at every opening and re-rendered for each measure, for a swipe to close and snap points these panels do
 * not use (ADR 0026, session 46).
 */
export function ArkDrawerPanel({
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
  // Only a change is passed on, so the parent hears of each opening and closing once (compared with the open prop
  // when controlled, else with the last state reported).
  const reported = useRef(Boolean(open ?? defaultOpen));
  const reportChange = (next: boolean) => {
    if (next === (open ?? reported.current)) return;
    reported.current = next;
    onOpenChange?.(next);
  };
  // Where focus was when a controlled drawer opened (a trigger's drawer knows its trigger). Focus coming back there
  // while the drawer is open is the focus trap handing it back, not the customer leaving: in development, StrictMode
  // stops and restarts the drawer's machine just after it opens, its trap returns focus to the opener and takes it
  // again, and that moment closed a drawer opened from a link (the history's ?tx= rows).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open && !contentRef.current?.contains(document.activeElement)) opener.current = document.activeElement;
  }, [open]);
  const returnFocusTo = () => {
    const element = opener.current;
    return element instanceof HTMLElement && element !== document.body && element.isConnected ? element : null;
  };
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => reportChange(details.open)}
      // The page behind is held still by CSS (global-css.ts), without Ark's measuring of the page.
      preventScroll={false}
      // Content kept is also built while closed (hidden): Drawer renders a kept panel ahead of its first opening.
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      {...(initialFocus === 'close' ? { initialFocusEl: focusClose } : {})}
      // Back to where the focus was when a controlled drawer opened (the bell, a row). Ark would return it to what had
      // the focus when its trap started, a frame later: by then the page behind may have been hidden from it. When
      // there is no such element (a trigger's first opening replaces the button drawn before it), Ark's choice stands.
      finalFocusEl={returnFocusTo}
      onFocusOutside={(event) => {
        if (opener.current !== null && event.detail.originalEvent.target === opener.current) event.preventDefault();
      }}
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content ref={contentRef} className={styles.content}>
            <div className={styles.header}>
              {headerStart}
              <ArkDialog.Title className={cx(styles.title, hideTitle && screenReaderOnly())}>{title}</ArkDialog.Title>
              <div className={styles.headerActions}>
                {headerActions}
                <ArkDialog.CloseTrigger asChild>
                  <IconButton label={intl.formatMessage({ id: 'ds.dialog.close' })} size="sm">
                    <X />
                  </IconButton>
                </ArkDialog.CloseTrigger>
              </div>
            </div>
            <DrawerBody className={cx(styles.body, bodyClassName)}>{children}</DrawerBody>
            {footer && <div className={styles.footer}>{footer}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
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
