import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef, type ReactNode } from 'react';
import { menu } from 'styled-system/recipes';

export interface MenuItem {
  value: string;
  label: ReactNode;
  /** A lucide icon before the label. */
  icon?: ReactNode;
  /** Destructive action (red). */
  danger?: boolean;
  disabled?: boolean;
  /** Draw a separator above this item. */
  separated?: boolean;
}

export interface MenuProps {
  /** The button that opens the menu (rendered asChild: pass a Button or IconButton). */
  trigger: ReactNode;
  items: MenuItem[];
  onSelect: (value: string) => void;
  /** Where the list opens relative to the trigger. */
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
}

/** Action menu (Ark menu): arrow keys, typeahead, Escape and focus return included. */
export function Menu({ trigger, items, onSelect, placement = 'bottom-end' }: MenuProps) {
  const styles = menu();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Zag focuses the trigger on select, but the closing menu can take focus back before it unmounts (seen with
  // keyboard selection), which would drop focus on the page body: when the exit ends, focus goes to the trigger.
  const restoreLostFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || contentRef.current?.contains(active))
      triggerRef.current?.focus({ preventScroll: true });
  };
  return (
    <ArkMenu.Root
      onSelect={(details) => onSelect(details.value)}
      onExitComplete={restoreLostFocus}
      positioning={{ placement, gutter: 6 }}
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content ref={contentRef} className={styles.content}>
            {items.map((item) => (
              <MenuEntry key={item.value} item={item} styles={styles} />
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}

function MenuEntry({ item, styles }: { item: MenuItem; styles: ReturnType<typeof menu> }) {
  return (
    <>
      {item.separated && <ArkMenu.Separator className={styles.separator} />}
      <ArkMenu.Item
        value={item.value}
        disabled={item.disabled}
        className={styles.item}
        data-tone={item.danger ? 'danger' : undefined}
      >
        {item.icon}
        <ArkMenu.ItemText>{item.label}</ArkMenu.ItemText>
      </ArkMenu.Item>
    </>
  );
}
