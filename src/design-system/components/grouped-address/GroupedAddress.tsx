import { cx } from 'styled-system/css';
import { groupedAddress, screenReaderOnly } from 'styled-system/recipes';
import { groupAddress } from './group-address';

type GroupedAddressSize = (typeof groupedAddress.variantMap.size)[number];

// Each size's classes worked out when the module loads. A slot recipe's first call builds Panda's class-name
// runtime for each of its five slots: in the render, that was about 5 ms (4× CPU) of the send review's opening,
// the first screen to show an address (ADR 0026, session 80).
const STYLES: Record<GroupedAddressSize, ReturnType<typeof groupedAddress>> = {
  sm: groupedAddress({ size: 'sm' }),
  md: groupedAddress({ size: 'md' }),
  lg: groupedAddress({ size: 'lg' }),
};
const SPOKEN: Record<GroupedAddressSize, string> = {
  sm: cx(screenReaderOnly(), STYLES.sm.spoken),
  md: cx(screenReaderOnly(), STYLES.md.spoken),
  lg: cx(screenReaderOnly(), STYLES.lg.spoken),
};

export interface GroupedAddressProps {
  /** The address, hash or memo, exactly as it must be sent. */
  value: string;
  /** Characters [start, end) to highlight, e.g. where an address differs from a look-alike. */
  highlight?: readonly [start: number, end: number];
  className?: string;
  /** @default 'md' */
  size?: GroupedAddressSize;
}

/**
 * An address in groups of four. The groups are spaced by margin, so selecting and copying gives the address as one
 * string; screen readers get the groups as separate words instead of a 42-letter word or letter-by-letter reading.
 */
export function GroupedAddress({ value, highlight, size = 'md', className }: GroupedAddressProps) {
  const styles = STYLES[size];
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
      <span className={SPOKEN[size]}>{groups.map((parts) => parts.map((part) => part.text).join('')).join(' ')}</span>
    </span>
  );
}
