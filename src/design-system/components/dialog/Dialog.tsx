import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dialog, type DialogVariantProps } from 'styled-system/recipes';
import { IconButton } from '../icon-button';

export interface DialogProps extends DialogVariantProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the dialog (rendered asChild: pass a Button). */
  trigger?: ReactNode;
  /** Buttons at the bottom (primary last). */
  footer?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Keep clicks outside from closing it (a half-filled form, for example). */
  closeOnInteractOutside?: boolean;
}

/** Modal dialog (Ark): focus is trapped and restored, Escape and the close button dismiss it. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  children,
  role = 'dialog',
  closeOnInteractOutside = true,
  size,
}: DialogProps) {
  const intl = useIntl();
  const styles = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount
      unmountOnExit
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description && <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>}
            </div>
            {children && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger asChild className={styles.closeTrigger}>
              <IconButton label={intl.formatMessage({ id: 'ds.dialog.close' })} size="sm">
                <X />
              </IconButton>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Closes the surrounding Dialog or Drawer (wrap a Button: <DialogClose><Button>Cancel</Button></DialogClose>). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
