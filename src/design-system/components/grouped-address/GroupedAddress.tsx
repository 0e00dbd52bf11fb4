import { cx } from 'styled-system/css';
import { groupedAddress, screenReaderOnly, type GroupedAddressVariantProps } from 'styled-system/recipes';
import { groupAddress } from './group-address';

export interface GroupedAddressProps extends GroupedAddressVariantProps {
  /** The address, hash or memo, exactly as it must be sent. */
  value: string;
  /** Characters [start, end) to highlight, e.g. where an address differs from a look-alike. */
  highlight?: readonly [start: number, end: number];
  className?: string;
}

/**
 * An address in groups of four. The groups are spaced by margin, so selecting and copying gives the address as one
 * string; screen readers get the groups as separate words instead of a 42-letter word or letter-by-letter reading.
 */
export function GroupedAddress({ value, highlight, size, className }: GroupedAddressProps) {
  const styles = groupedAddress({ size });
  const groups = groupAddress(value, highlight);
  return (
    <span className={cx(styles.root, className)} data-value={value}>
      <span className={styles.groups} aria-hidden="true">
        {groups.map((parts, groupIndex) => (
          <span key={groupIndex} className={styles.group}>
            {parts.map((part, partIndex) =>
              part.differs ? (
                <mark key={partIndex} className={styles.difference}>
                  {part.text}
                </mark>
              ) : (
                <span key={partIndex}>{part.text}</span>
              ),
            )}
          </span>
        ))}
      </span>
      <span className={cx(screenReaderOnly(), styles.spoken)}>
        {groups.map((parts) => parts.map((part) => part.text).join('')).join(' ')}
      </span>
    </span>
  );
}
