import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { assetsGrid } from 'styled-system/recipes';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from '../visually-hidden';
import { AssetCard, type AssetCardProps } from './AssetCard';

export interface AssetItem extends Pick<AssetCardProps, 'symbol' | 'name' | 'iconUrl' | 'balance' | 'usdValue' | 'href'> {
  /** The account id (the grid keys its cards by place: see AssetsGrid). */
  id: string;
}

export interface AssetsGridProps {
  assets: AssetItem[];
  loading?: boolean;
  /** Symbols of assets that just received a deposit (their cards flash). */
  flashingSymbols?: readonly string[];
  /** How many placeholder cards show while loading. */
  skeletonCount?: number;
  /** Replace the default "No records found" state. */
  empty?: ReactNode;
  /** Accessible name of the list (e.g. "Assets"). */
  label?: string;
  className?: string;
}

const skeletonHeadClass = css({ display: 'flex', alignItems: 'center', gap: '3' });
const skeletonLinesClass = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });

function SkeletonCard({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden>
      <div className={skeletonHeadClass}>
        <Skeleton variant="circle" width="10" />
        <div className={skeletonLinesClass}>
          <Skeleton variant="text" width="16" />
          <Skeleton variant="text" width="24" height="3" />
        </div>
      </div>
      <Skeleton height="7" width="32" />
      <Skeleton variant="text" width="20" />
    </div>
  );
}

/** Asset cards in a responsive grid (a list); skeleton cards while loading, "No records found" when empty. */
export function AssetsGrid({
  assets,
  loading = false,
  flashingSymbols = [],
  skeletonCount = 6,
  empty,
  label,
  className,
}: AssetsGridProps) {
  const intl = useIntl();
  const styles = assetsGrid();
  if (loading) {
    return (
      <div aria-busy="true" className={className}>
        <VisuallyHidden role="status">{intl.formatMessage({ id: 'ds.assetsGrid.loading' })}</VisuallyHidden>
        <div className={styles.root}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <SkeletonCard key={index} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }
  if (assets.length === 0) return <>{empty ?? <EmptyState bordered className={className} />}</>;
  // Keyed by place, not by account: a page change then updates the cards in place (text, link, picture)
  // instead of removing them and building new ones, each with its avatar's machine.
  return (
    <ul className={cx(styles.root, className)} aria-label={label}>
      {assets.map(({ id: _id, ...asset }, index) => (
        <li key={index} className={styles.item}>
          <AssetCard {...asset} flashing={flashingSymbols.includes(asset.symbol)} />
        </li>
      ))}
    </ul>
  );
}
