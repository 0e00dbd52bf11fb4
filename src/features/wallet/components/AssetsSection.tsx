import { TriangleAlert } from 'lucide-react';
import { forwardRef, memo, startTransition, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AssetsGrid, BusyRegion, Button, EmptyState, Heading, Pagination, type AssetItem } from '@/design-system';
import { describeApiError, type AssetAccount } from '@/services/api';
import { css } from 'styled-system/css';
import { pathTo } from '@/shared/routes';
import type { GridState } from '../hooks/use-wallet-home';
import { firstSlots, renderingAhead, showing } from '../model/grid-slots';
import { usdValueOf, type PriceIndex } from '../model/total-balance';

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

  // The page a pagination control points at is rendered ahead, hidden, in a transition (interruptible), so the
  // click that asks for it only shows it (ADR 0026, session 97). The page shown before a change stays rendered in
  // its slot, and Previous or Back shows it again the same way. Only pages cut from every account can be rendered
  // ahead. The state holds the slots as last rendered ahead; the current page's place in them is worked out here.
  const pageAt = grid.kind === 'ready' ? grid.pageAt : undefined;
  const [heldSlots, setSlots] = useState(() => firstSlots(page));
  const slots = showing(heldSlots, page);
  const renderAhead = useMemo(
    () => pageAt && ((target: number) => startTransition(() => setSlots((held) => renderingAhead(showing(held, page), target)))),
    [pageAt, page],
  );

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <div className={headerClass}>
        <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {totalPages !== undefined && (
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} onPageIntent={renderAhead} />
        )}
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
          {slots.pages.map((held, slot) => {
            const shown = slot === slots.shown;
            // A cut page is taken by its number, the shown one too: at a change that is not a transition (Back),
            // it then follows the address in the same render as the pagination, rather than after it.
            const accounts = pageAt ? held !== undefined && pageAt(held) : shown && grid.accounts;
            return (
              accounts && (
                // `hidden` rather than React's Activity: a change then only flips two attributes, where Activity
                // walks both pages' cards to disconnect and reconnect their effects and refs.
                <div key={slot} hidden={!shown}>
                  <PricedAssetsGrid
                    accounts={accounts}
                    priceIndex={grid.priceIndex}
                    label={title}
                    flashingSymbols={flashingSymbols}
                  />
                </div>
              )
            );
          })}
        </BusyRegion>
      )}
    </section>
  );
});

/**
 * A page's accounts as cards, each with its dollar value (balance × price, rounded to cents) when it has one.
 * Memoised: a page rendered ahead is shown without rendering it again.
 */
const PricedAssetsGrid = memo(function PricedAssetsGrid({
  accounts,
  priceIndex,
  label,
  flashingSymbols,
}: {
  accounts: readonly AssetAccount[];
  priceIndex: PriceIndex | undefined;
  label: string;
  flashingSymbols: readonly string[];
}) {
  const assets = useMemo(
    () =>
      accounts.map((account): AssetItem => ({
        id: account.id,
        symbol: account.asset,
        name: account.assetObj.name,
        iconUrl: account.assetObj.imageUrl,
        href: pathTo('asset-detail', { asset: account.asset }),
        balance: account.balance,
        usdValue: priceIndex ? usdValueOf(account, priceIndex) : null,
      })),
    [accounts, priceIndex],
  );
  return <AssetsGrid assets={assets} label={label} flashingSymbols={flashingSymbols} />;
});
