import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { emptyState } from 'styled-system/recipes';
import { Spinner } from '../spinner';

export interface EmptyStateProps {
  /** Defaults to "No records found". */
  title?: ReactNode;
  description?: ReactNode;
  /** A lucide icon; defaults to an inbox. */
  icon?: ReactNode;
  /** Show a spinner instead of the icon (data is still on its way). */
  loading?: boolean;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Draw a dashed frame (for an empty grid or section). */
  bordered?: boolean;
  /** Heading level of the title, to fit the page outline. Defaults to a paragraph. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

/**
 * Placeholder for a list or grid with nothing to show: "No records found" by default, with a spinner
 * while loading. The spinner announces "Loading…"; the title stays visible so the layout does not jump.
 */
export function EmptyState({
  title,
  description,
  icon,
  loading = false,
  action,
  bordered = false,
  titleAs: Title = 'p',
  className,
}: EmptyStateProps) {
  const intl = useIntl();
  const styles = emptyState({ bordered });
  return (
    <div className={cx(styles.root, className)} aria-busy={loading || undefined}>
      <div className={styles.indicator}>{loading ? <Spinner size="md" /> : (icon ?? <Inbox aria-hidden />)}</div>
      <Title className={styles.title}>{title ?? intl.formatMessage({ id: 'ds.emptyState.noRecords' })}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
