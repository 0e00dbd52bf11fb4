import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { CountBadge } from '../badge';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** A count badge after the label. */
  count?: number;
  /** How a screen reader reads the count (e.g. "3 unread"); without it the badge is decorative. */
  countLabel?: string;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Keep inactive panels mounted (default: only the active one renders). */
  keepMounted?: boolean;
  /** Stretch the tabs over the full width. */
  fitted?: boolean;
  className?: string;
}

/** Tabs (Ark tabs): arrow keys move between tabs, the panel follows. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  keepMounted = false,
  fitted = false,
  className,
}: TabsProps) {
  const styles = tabs();
  return (
    <ArkTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
            data-fitted={fitted ? '' : undefined}
          >
            {item.label}
            {item.count !== undefined && (
              <CountBadge
                count={item.count}
                label={item.countLabel}
                tone={item.count > 0 ? 'accent' : 'neutral'}
                variant={item.count > 0 ? 'solid' : 'subtle'}
              />
            )}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
