import { useIntl } from 'react-intl';
import { Badge } from '@/design-system';
import type { NftProperty } from '@/services/api';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { NftImage } from './NftImage';
import { PropertyList } from './PropertyList';

interface NftPreviewCardProps {
  name: string;
  /** Whole number text; shown only when valid. */
  supply: number | null;
  properties: NftProperty[];
  previewUrl: string | undefined;
}

const figureClass = stack({
  gap: '3',
  p: '3',
  m: '0',
  rounded: 'lg',
  bg: 'surface',
  shadow: 'card',
  borderWidth: 'thin',
  borderColor: 'border.muted',
});
const captionClass = stack({ gap: '2', minWidth: '0' });
const nameClass = css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' });

/** The NFT as its card will look in the list once minted, updated as the form changes. */
export function NftPreviewCard({ name, supply, properties, previewUrl }: NftPreviewCardProps) {
  const intl = useIntl();
  const shownName = name.trim() || intl.formatMessage({ id: 'nft.create.preview.untitled' });
  return (
    <figure data-testid="nft-preview" className={figureClass}>
      <NftImage url={previewUrl} alt={shownName} />
      <figcaption className={captionClass}>
        <div className={nameClass}>{shownName}</div>
        {supply !== null && (
          <div>
            <Badge tone="neutral" size="sm">
              {intl.formatMessage({ id: 'nft.card.owned' }, { count: supply })}
            </Badge>
          </div>
        )}
        <PropertyList properties={properties} />
      </figcaption>
    </figure>
  );
}
