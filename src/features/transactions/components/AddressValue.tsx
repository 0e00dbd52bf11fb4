import { CopyToClipboard, GroupedAddress } from '@/design-system';
import { Box, Flex } from 'styled-system/jsx';

interface AddressValueProps {
  value: string;
  /** The copy button's accessible name; without it the value has no copy button (a deposit's sender). */
  copyLabel?: string;
}

/** An address, hash or memo in groups of four (read in groups too), with an optional copy button beside it. */
export function AddressValue({ value, copyLabel }: AddressValueProps) {
  return (
    <Flex align="flex-start" gap="2">
      <Box flex="1" minWidth="0" pt="1">
        <GroupedAddress value={value} size="sm" />
      </Box>
      {copyLabel && (
        <Box flexShrink="0">
          <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />
        </Box>
      )}
    </Flex>
  );
}
