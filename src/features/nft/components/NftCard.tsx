import { useIntl } from 'react-intl';
import { Badge, type DetailLinkProps } from '@/design-system';
import type { Nft } from '@/services/api';
import { Box, Stack, styled } from 'styled-system/jsx';
import { NftImage } from './NftImage';
import { StatusBadge } from './StatusBadge';

interface NftCardProps {
  nft: Nft;
  link: DetailLinkProps;
}

/** One NFT as a card (picture, name, collection, units owned) that opens its details. */
export function NftCard({ nft, link }: NftCardProps) {
  const intl = useIntl();
  return (
    <styled.a
      href={link.href}
      onClick={link.onClick}
      display="flex"
      flexDirection="column"
      gap="3"
      p="3"
      rounded="lg"
      bg="surface"
      shadow="card"
      borderWidth="thin"
      borderColor="border.muted"
      color="fg.default"
      textDecoration="none"
      height="full"
      transition="common"
      _hover={{ bg: 'surface.hover' }}
      _focusVisible={{ outline: 'none', shadow: 'focus' }}
      data-testid="nft-card"
    >
      <NftImage url={nft.imageUrl} alt={nft.name} />
      <Stack gap="1" minWidth="0">
        <Box textStyle="heading.sm" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
          {nft.name}
        </Box>
        <Box textStyle="body.sm" color="fg.muted" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
          {nft.collection}
        </Box>
      </Stack>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="2" mt="auto" flexWrap="wrap">
        <Badge tone="neutral" size="sm">
          {intl.formatMessage({ id: 'nft.card.owned' }, { count: nft.balance })}
        </Badge>
        {nft.status !== 'minted' && <StatusBadge status={nft.status} />}
      </Box>
    </styled.a>
  );
}
