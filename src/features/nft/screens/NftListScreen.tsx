import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { announce, Heading, LinkButton, Pagination } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { Box, Flex, Stack } from 'styled-system/jsx';
import { NftGrid } from '../components/NftGrid';
import { OpenNftDrawer } from '../components/OpenNftDrawer';
import { useNftList } from '../hooks/use-nft-list';
import { useDetailParam } from '@/design-system';
import { NFT_PARAM } from '@/shared/routes';

/** The customer's NFTs (/nft): a paged grid (?page=N, the wallet's rule), details in a drawer (?nft=<id>). */
export function NftListScreen() {
  const intl = useIntl();
  const list = useNftList();
  const { linkTo } = useDetailParam(NFT_PARAM);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pageChangedByCustomer = useRef(false);
  const title = intl.formatMessage({ id: 'nft.list.title' });

  const { grid, page, totalPages } = list;
  const pageShown = grid.kind === 'ready' && !grid.stale;
  // After the customer picks a page: say so, and put the focus on the heading if the control that had it went.
  useEffect(() => {
    if (!pageShown || !pageChangedByCustomer.current || totalPages === undefined) return;
    pageChangedByCustomer.current = false;
    announce(intl.formatMessage({ id: 'nft.list.pageStatus' }, { page, totalPages }));
    const focused = document.activeElement;
    if (!focused || focused === document.body) heading.current?.focus({ preventScroll: true });
  }, [pageShown, page, totalPages, intl]);

  return (
    <Stack gap="8" width="full" maxWidth="6xl">
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="2">
          <Heading level={1} id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </Heading>
          <Box as="p" textStyle="body.lg" color="fg.muted">
            {intl.formatMessage({ id: 'nft.list.description' })}
          </Box>
        </Stack>
        <LinkButton to={pathTo('create-nft')} icon={<Plus aria-hidden />}>
          {intl.formatMessage({ id: 'nft.list.create' })}
        </LinkButton>
      </Flex>
      <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="4">
        {totalPages !== undefined && totalPages > 1 && (
          <Flex justify="flex-end">
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={(next) => {
                pageChangedByCustomer.current = true;
                list.goToPage(next);
              }}
            />
          </Flex>
        )}
        <NftGrid grid={grid} label={title} linkTo={linkTo} onRetry={list.retry} />
      </Box>
      <OpenNftDrawer shown={grid.kind === 'ready' ? grid.nfts : undefined} />
    </Stack>
  );
}
