import { useIntl } from 'react-intl';
import { Badge, type DetailLinkProps } from '@/design-system';
import type { Nft } from '@/services/api';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { NftImage } from './NftImage';
import { StatusBadge } from './StatusBadge';

interface NftCardProps {
  nft: Nft;
  link: DetailLinkProps;
}

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '3',
  rounded: 'lg',
  bg: 'surface',
  shadow: 'card',
  borderWidth: 'thin',
  borderColor: 'border.muted',
  color: 'fg.default',
  textDecoration: 'none',
  height: 'full',
  transition: 'common',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: 'none', shadow: 'focus' },
});
const textClass = stack({ gap: '1', minWidth: '0' });
const nameClass = css({ textStyle: 'heading.sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const collectionClass = css({
  textStyle: 'body.sm',
  color: 'fg.muted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const badgesClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  mt: 'auto',
  flexWrap: 'wrap',
});

/** One NFT as a card (picture, name, collection, units owned) that opens its details. */
export function NftCard({ nft, link }: NftCardProps) {
  const intl = useIntl();
  return (
    <a href={link.href} onClick={link.onClick} data-testid="nft-card" className={cardClass}>
      <NftImage url={nft.imageUrl} alt={nft.name} />
      <div className={textClass}>
        <div className={nameClass}>{nft.name}</div>
        <div className={collectionClass}>{nft.collection}</div>
      </div>
      <div className={badgesClass}>
        <Badge tone="neutral" size="sm">
          {intl.formatMessage({ id: 'nft.card.owned' }, { count: nft.balance })}
        </Badge>
        {nft.status !== 'minted' && <StatusBadge status={nft.status} />}
      </div>
    </a>
  );
}
