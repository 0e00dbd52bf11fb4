import { TriangleAlert } from 'lucide-react';
import { forwardRef, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AssetsGrid, BusyRegion, Button, EmptyState, Heading, Pagination, type AssetItem } from '@/design-system';
import { describeApiError } from '@/services/api';
import { css } from 'styled-system/css';
import { pathTo } from '@/shared/routes';
import type { GridState } from '../hooks/use-wallet-home';
import { usdValueOf } from '../model/total-balance';

// Worked out once: the section renders again at every page change, and style props would compute them each time.
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
// As tall as the Pagination card, so the grid does not move down when the card appears.
const headerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '4',
  minHeight: 'paginationCard',
});

interface AssetsSectionProps {
  grid: GridState;
  page: number;
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  flashingSymbols: readonly string[];
  onRetry: () => void;
}

/**
 * The Assets section: its heading (focused, without scrolling, after a page change that lost the focus),
 * the Pagination card when there is more than one page, and the grid — 'No records found' with a spinner
 * while loading, 'No records found' without accounts, the error with a retry when the accounts failed.
 */
export const AssetsSection = forwardRef<HTMLHeadingElement, AssetsSectionProps>(function AssetsSection(
  { grid, page, totalPages, onPageChange, flashingSymbols, onRetry },
  headingRef,
) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'wallet.assets.title' });

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <div className={headerClass}>
        <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {totalPages !== undefined && <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />}
      </div>
      {grid.kind === 'loading' && <EmptyState loading bordered />}
      {grid.kind === 'error' && (
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={describeApiError(grid.error, intl)}
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              {intl.formatMessage({ id: 'wallet.retry' })}
            </Button>
          }
        />
      )}
      {grid.kind === 'empty' && <AssetsGrid assets={[]} label={title} />}
      {grid.kind === 'ready' && (
        <BusyRegion busy={grid.stale}>
          <PricedAssetsGrid grid={grid} label={title} flashingSymbols={flashingSymbols} />
        </BusyRegion>
      )}
    </section>
  );
});

/** The page's accounts as cards, each with its dollar value (balance × price, rounded to cents) when it has one. */
function PricedAssetsGrid({
  grid,
  label,
  flashingSymbols,
}: {
  grid: Extract<GridState, { kind: 'ready' }>;
  label: string;
  flashingSymbols: readonly string[];
}) {
  const assets = useMemo(
    () =>
      grid.accounts.map((account): AssetItem => ({
        id: account.id,
        symbol: account.asset,
        name: account.assetObj.name,
        iconUrl: account.assetObj.imageUrl,
        href: pathTo('asset-detail', { asset: account.asset }),
        balance: account.balance,
        usdValue: grid.priceIndex ? usdValueOf(account, grid.priceIndex) : null,
      })),
    [grid.accounts, grid.priceIndex],
  );
  return <AssetsGrid assets={assets} label={label} flashingSymbols={flashingSymbols} />;
}
