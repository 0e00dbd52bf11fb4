import { ImagePlus, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { BusyRegion, Button, EmptyState, LinkButton, Skeleton, VisuallyHidden } from '@/design-system';
import { describeApiError } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { Box, Grid, Stack } from 'styled-system/jsx';
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
      <Box aria-busy="true">
        <VisuallyHidden role="status">{intl.formatMessage({ id: 'nft.list.loading' })}</VisuallyHidden>
        <Grid gridTemplateColumns={COLUMNS} gap="4" aria-hidden>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Stack key={index} gap="3" p="3" rounded="lg" bg="surface" shadow="card" data-testid="nft-skeleton">
              <Box aspectRatio="square" width="full">
                <Skeleton height="full" width="full" />
              </Box>
              <Skeleton variant="text" width="32" />
              <Skeleton variant="text" width="20" />
            </Stack>
          ))}
        </Grid>
      </Box>
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
      <Grid as="ul" gridTemplateColumns={COLUMNS} gap="4" aria-label={label} listStyle="none">
        {grid.nfts.map((nft) => (
          <li key={nft.id}>
            <NftCard nft={nft} link={linkTo(nft.id)} />
          </li>
        ))}
      </Grid>
    </BusyRegion>
  );
}
