import { ImagePlus, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { BusyRegion, Button, EmptyState, LinkButton, Skeleton, VisuallyHidden } from '@/design-system';
import { describeApiError } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { grid, stack } from 'styled-system/patterns';
import type { NftGridState } from '../hooks/use-nft-list';
import type { DetailParam } from '@/design-system';
import { NftCard } from './NftCard';

const COLUMNS = {
  base: 'repeat(1, minmax(0, 1fr))',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
  xl: 'repeat(4, minmax(0, 1fr))',
};
const SKELETONS = 8;

const skeletonGridClass = grid({ gridTemplateColumns: COLUMNS, gap: '4' });
const skeletonCardClass = stack({ gap: '3', p: '3', rounded: 'lg', bg: 'surface', shadow: 'card' });
const skeletonImageClass = css({ aspectRatio: 'square', width: 'full' });
const cardListClass = grid({ gridTemplateColumns: COLUMNS, gap: '4', listStyle: 'none' });

interface NftGridProps {
  grid: NftGridState;
  label: string;
  linkTo: DetailParam['linkTo'];
  onRetry: () => void;
}

/** The NFTs as cards; skeleton cards while loading, the first-NFT invitation when there are none, the error with Retry. */
export function NftGrid({ grid, label, linkTo, onRetry }: NftGridProps) {
  const intl = useIntl();
  if (grid.kind === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{intl.formatMessage({ id: 'nft.list.loading' })}</VisuallyHidden>
        <div aria-hidden className={skeletonGridClass}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} data-testid="nft-skeleton" className={skeletonCardClass}>
              <div className={skeletonImageClass}>
                <Skeleton height="full" width="full" />
              </div>
              <Skeleton variant="text" width="32" />
              <Skeleton variant="text" width="20" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (grid.kind === 'error') {
    return (
      <EmptyState
        bordered
        icon={<TriangleAlert aria-hidden />}
        title={describeApiError(grid.error, intl)}
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            {intl.formatMessage({ id: 'nft.retry' })}
          </Button>
        }
      />
    );
  }
  if (grid.kind === 'empty') {
    return (
      <EmptyState
        bordered
        icon={<ImagePlus aria-hidden />}
        title={intl.formatMessage({ id: 'nft.list.empty.title' })}
        description={intl.formatMessage({ id: 'nft.list.empty.description' })}
        action={
          <LinkButton to={pathTo('create-nft')} size="sm">
            {intl.formatMessage({ id: 'nft.list.empty.action' })}
          </LinkButton>
        }
      />
    );
  }
  return (
    <BusyRegion busy={grid.stale}>
      <ul aria-label={label} className={cardListClass}>
        {grid.nfts.map((nft) => (
          <li key={nft.id}>
            <NftCard nft={nft} link={linkTo(nft.id)} />
          </li>
        ))}
      </ul>
    </BusyRegion>
  );
}
