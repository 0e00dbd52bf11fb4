import { Wallet } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { totalBalance } from 'styled-system/recipes';
import { formatUsd, type DecimalString } from '@/shared/money';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from '../visually-hidden';

export interface TotalBalanceProps {
  /** The dollar sum of every account as a decimal string, or null when there are no accounts ('---'). */
  total: DecimalString | null | undefined;
  /** While balances load a skeleton shows, never $0.00. */
  loading?: boolean;
  /** Defaults to "Total Balance". */
  label?: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** The total balance box: dollars, 2 decimals, en-US in both languages. */
export function TotalBalance({ total, loading = false, label, description, className }: TotalBalanceProps) {
  const intl = useIntl();
  const styles = totalBalance();
  const labelId = useId();
  const amount = total === null || total === undefined ? '---' : formatUsd(total);
  return (
    <section className={cx(styles.root, className)} aria-labelledby={labelId} aria-busy={loading || undefined}>
      <h2 className={styles.label} id={labelId}>
        <span className={styles.icon}>
          <Wallet aria-hidden />
        </span>
        {label ?? intl.formatMessage({ id: 'ds.totalBalance.label' })}
      </h2>
      <div className={styles.amount}>
        {loading ? (
          <>
            <Skeleton width="56" height="8" tone="onBrand" />
            <VisuallyHidden>{intl.formatMessage({ id: 'ds.spinner.label' })}</VisuallyHidden>
          </>
        ) : total === null || total === undefined ? (
          <>
            <span aria-hidden>{amount}</span>
            <VisuallyHidden>{intl.formatMessage({ id: 'ds.totalBalance.none' })}</VisuallyHidden>
          </>
        ) : (
          amount
        )}
      </div>
      {loading ? (
        // The line the description takes once the total is there: nothing below the box moves (layout shift).
        <div className={styles.description} aria-hidden>
          <Skeleton variant="text" width="32" tone="onBrand" />
        </div>
      ) : (
        description && <p className={styles.description}>{description}</p>
      )}
    </section>
  );
}
