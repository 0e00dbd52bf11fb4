import { TriangleAlert } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { AssetsGrid, Button, EmptyState, Heading, Pagination } from '@/design-system';
import { describeApiError } from '@/services/api';
import { Box, Flex } from 'styled-system/jsx';
import type { GridState } from '../hooks/use-wallet-home';

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
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="4">
      {/* As tall as the Pagination card, so the grid does not move down when the card appears. */}
      <Flex align="center" justify="space-between" wrap="wrap" gap="4" minHeight="paginationCard">
        <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {totalPages !== undefined && <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />}
      </Flex>
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
        <Box aria-busy={grid.stale || undefined} opacity={grid.stale ? 'dimmed' : undefined} transition="opacity">
          <AssetsGrid assets={grid.assets} label={title} flashingSymbols={flashingSymbols} />
        </Box>
      )}
    </Box>
  );
});
