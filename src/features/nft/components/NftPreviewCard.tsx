import { useIntl } from 'react-intl';
import { Badge } from '@/design-system';
import type { NftProperty } from '@/services/api';
import { Box, Stack } from 'styled-system/jsx';
import { NftImage } from './NftImage';
import { PropertyList } from './PropertyList';

interface NftPreviewCardProps {
  name: string;
  /** Whole number text; shown only when valid. */
  supply: number | null;
  properties: NftProperty[];
  previewUrl: string | undefined;
}

/** The NFT as its card will look in the list once minted, updated as the form changes. */
export function NftPreviewCard({ name, supply, properties, previewUrl }: NftPreviewCardProps) {
  const intl = useIntl();
  const shownName = name.trim() || intl.formatMessage({ id: 'nft.create.preview.untitled' });
  return (
    <Stack
      as="figure"
      gap="3"
      p="3"
      m="0"
      rounded="lg"
      bg="surface"
      shadow="card"
      borderWidth="thin"
      borderColor="border.muted"
      data-testid="nft-preview"
    >
      <NftImage url={previewUrl} alt={shownName} />
      <Stack as="figcaption" gap="2" minWidth="0">
        <Box textStyle="heading.sm" overflowWrap="anywhere">
          {shownName}
        </Box>
        {supply !== null && (
          <Box>
            <Badge tone="neutral" size="sm">
              {intl.formatMessage({ id: 'nft.card.owned' }, { count: supply })}
            </Badge>
          </Box>
        )}
        <PropertyList properties={properties} />
      </Stack>
    </Stack>
  );
}
