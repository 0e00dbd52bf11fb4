import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { logo } from 'styled-system/recipes';

export interface LogoMarkProps {
  className?: string;
  /** Accessible name; omit for a decorative mark (next to the wordmark, or inside a labelled control). */
  title?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** The brand mark: a wallet on the accent colour. */
export function LogoMark({ className, title, size }: LogoMarkProps) {
  const styles = logo({ size });
  return (
    <svg
      viewBox="0 0 32 32"
      className={cx(styles.mark, className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect className={styles.markBg} width="32" height="32" rx="9" />
      <path
        className={styles.markGlyph}
        d="M9.5 9h11.25a1.25 1.25 0 0 1 0 2.5H10a.5.5 0 0 0 0 1h12.5A2.5 2.5 0 0 1 25 15v7.5a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 7 22.5v-11A2.5 2.5 0 0 1 9.5 9Z"
      />
      <rect className={styles.markClasp} x="18.5" y="16.75" width="4" height="3.5" rx="1.75" />
    </svg>
  );
}

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Show only the mark (the brand name stays available to screen readers). */
  markOnly?: boolean;
  className?: string;
}

/** Mark and wordmark. Put it inside a link for "home"; the brand name is the link's text. */
export function Logo({ size, markOnly = false, className }: LogoProps) {
  const intl = useIntl();
  const styles = logo({ size });
  const name = intl.formatMessage({ id: 'ds.brand.name' });
  return (
    <span className={cx(styles.root, className)}>
      <LogoMark size={size} title={markOnly ? name : undefined} />
      {!markOnly && <span className={styles.wordmark}>{name}</span>}
    </span>
  );
}
