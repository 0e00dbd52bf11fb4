import { CopyToClipboard, GroupedAddress } from '@/design-system';
import { Box, Flex } from 'styled-system/jsx';

/** A token id or contract address (the contract in groups of four), with its copy button beside it. */
export function CopyableValue({ value, copyLabel, grouped = false }: { value: string; copyLabel: string; grouped?: boolean }) {
  return (
    <Flex align="flex-start" gap="2">
      <Box flex="1" minWidth="0" pt="1" textStyle="mono" overflowWrap="anywhere">
        {grouped ? <GroupedAddress value={value} size="sm" /> : value}
      </Box>
      <Box flexShrink="0">
        <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />
      </Box>
    </Flex>
  );
}
