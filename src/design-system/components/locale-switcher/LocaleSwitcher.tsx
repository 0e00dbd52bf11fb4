import { SegmentGroup } from '@ark-ui/react/segment-group';
import { Globe } from 'lucide-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { localeSwitcher } from 'styled-system/recipes';

/** The interface languages, each named in its own language. */
export const LOCALE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'tr', label: 'Türkçe' },
] as const;

export type SwitchableLocale = (typeof LOCALE_OPTIONS)[number]['value'];

export interface LocaleSwitcherProps {
  value: SwitchableLocale;
  onChange: (locale: SwitchableLocale) => void;
  className?: string;
}

const isSwitchableLocale = (value: string | null): value is SwitchableLocale =>
  LOCALE_OPTIONS.some((option) => option.value === value);

/**
 * English / Türkçe (Ark segment group: a radio group, arrow keys move between the two). Memoised: the layouts
 * around it re-render when a panel opens or a count changes, and its machine need not (the same props).
 */
export const LocaleSwitcher = memo(function LocaleSwitcher({ value, onChange, className }: LocaleSwitcherProps) {
  const intl = useIntl();
  const styles = localeSwitcher();
  return (
    <SegmentGroup.Root
      className={cx(styles.root, className)}
      value={value}
      onValueChange={(details) => {
        if (isSwitchableLocale(details.value)) onChange(details.value);
      }}
    >
      <SegmentGroup.Label className={styles.label}>{intl.formatMessage({ id: 'ds.localeSwitcher.label' })}</SegmentGroup.Label>
      <span className={styles.icon} aria-hidden>
        <Globe />
      </span>
      {LOCALE_OPTIONS.map((option) => (
        <SegmentGroup.Item key={option.value} value={option.value} className={styles.item}>
          <SegmentGroup.ItemText lang={option.value}>{option.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
});
