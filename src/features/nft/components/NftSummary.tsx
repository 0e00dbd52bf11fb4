import { useIntl } from 'react-intl';
import type { Nft } from '@/services/api';
import { Box, Flex, Stack } from 'styled-system/jsx';
import { NftImage } from './NftImage';

/** The NFT being moved: picture, name, collection and the units held, in one row. */
export function NftSummary({ nft }: { nft: Nft }) {
  const intl = useIntl();
  return (
    <Flex gap="4" align="center" p="3" rounded="lg" bg="surface" shadow="card" data-testid="nft-summary">
      <Box width="20" flexShrink="0">
        <NftImage url={nft.imageUrl} alt={nft.name} />
      </Box>
      <Stack gap="1" minWidth="0">
        <Box textStyle="heading.sm" overflowWrap="anywhere">
          {nft.name}
        </Box>
        <Box textStyle="body.sm" color="fg.muted">
          {nft.collection}
        </Box>
        <Box textStyle="label">
          {intl.formatMessage({ id: 'nft.detail.ownedValue' }, { balance: nft.balance, supply: nft.supply })}
        </Box>
      </Stack>
    </Flex>
  );
}
