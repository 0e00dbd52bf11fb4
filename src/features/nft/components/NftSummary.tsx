import { useIntl } from 'react-intl';
import type { Nft } from '@/services/api';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { NftImage } from './NftImage';

const summaryClass = flex({ gap: '4', align: 'center', p: '3', rounded: 'lg', bg: 'surface', shadow: 'card' });
const imageClass = css({ width: '20', flexShrink: '0' });
const textClass = stack({ gap: '1', minWidth: '0' });
const nameClass = css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' });
const collectionClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const ownedClass = css({ textStyle: 'label' });

/** The NFT being moved: picture, name, collection and the units held, in one row. */
export function NftSummary({ nft }: { nft: Nft }) {
  const intl = useIntl();
  return (
    <div data-testid="nft-summary" className={summaryClass}>
      <div className={imageClass}>
        <NftImage url={nft.imageUrl} alt={nft.name} />
      </div>
      <div className={textClass}>
        <div className={nameClass}>{nft.name}</div>
        <div className={collectionClass}>{nft.collection}</div>
        <div className={ownedClass}>
          {intl.formatMessage({ id: 'nft.detail.ownedValue' }, { balance: nft.balance, supply: nft.supply })}
        </div>
      </div>
    </div>
  );
}
