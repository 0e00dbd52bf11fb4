import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactNode } from 'react';
import { tooltip } from 'styled-system/recipes';

export interface TooltipProps {
  /** The hint. Keep it short; it supplements, never replaces, an accessible name. */
  content: ReactNode;
  /** The element it describes (rendered asChild: a focusable element such as a Button or IconButton). */
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Milliseconds before it opens on hover (focus opens it at once). */
  openDelay?: number;
  open?: boolean;
  defaultOpen?: boolean;
}

/** Hint on hover and keyboard focus (Ark tooltip); Escape dismisses it. */
export function Tooltip({ content, children, placement = 'top', openDelay = 400, open, defaultOpen }: TooltipProps) {
  const styles = tooltip();
  return (
    <ArkTooltip.Root
      positioning={{ placement, gutter: 8 }}
      openDelay={openDelay}
      closeDelay={100}
      open={open}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>
            <ArkTooltip.Arrow className={styles.arrow}>
              <ArkTooltip.ArrowTip className={styles.arrowTip} />
            </ArkTooltip.Arrow>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
