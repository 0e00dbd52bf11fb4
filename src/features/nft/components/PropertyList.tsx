import { useIntl } from 'react-intl';
import type { NftProperty } from '@/services/api';
import { Box, Flex } from 'styled-system/jsx';

/** Trait/value pairs as small tiles, trait above value (the marketplace convention). */
export function PropertyList({ properties }: { properties: readonly NftProperty[] }) {
  const intl = useIntl();
  if (properties.length === 0) return null;
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyle="none" aria-label={intl.formatMessage({ id: 'nft.detail.properties' })}>
      {properties.map((property) => (
        <Box
          as="li"
          key={`${property.trait}:${property.value}`}
          px="3"
          py="2"
          rounded="md"
          bg="accent.muted"
          display="flex"
          flexDirection="column"
          minWidth="0"
          maxWidth="full"
        >
          <Box as="span" textStyle="caption" color="accent.text" textTransform="uppercase" overflowWrap="anywhere">
            {property.trait}
          </Box>
          <Box as="span" textStyle="label" color="fg.default" overflowWrap="anywhere">
            {property.value}
          </Box>
        </Box>
      ))}
    </Flex>
  );
}
