import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs';
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
        <TabPanel key={item.value} value={item.value} keepMounted={keepMounted} className={styles.content}>
          {item.content}
        </TabPanel>
      ))}
    </ArkTabs.Root>
  );
}

interface TabPanelProps {
  value: string;
  keepMounted: boolean;
  className: string;
  children: ReactNode;
}

/**
 * A tab's panel, with the attributes Ark's tabs machine gives it (role, id, labelling, hidden): only the selected
 * one renders, unless kept mounted. Not Ark's Tabs.Content, which runs a presence machine for enter and exit
 * animations these panels do not have, and reads a context that Ark's dialog and drawer provide anew on each of
 * their renders: inside a drawer (the notification panel) both panels rendered again with every step of its
 * opening (ADR 0026).
 */
function TabPanel({ value, keepMounted, className, children }: TabPanelProps) {
  const tabs = useTabsContext();
  if (tabs.value !== value && !keepMounted) return null;
  return (
    <div {...tabs.getContentProps({ value })} className={className}>
      {children}
    </div>
  );
}
