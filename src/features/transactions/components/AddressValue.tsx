import { CopyToClipboard } from '@/design-system';
import { Box, Flex } from 'styled-system/jsx';

interface AddressValueProps {
  value: string;
  /** The copy button's accessible name; without it the value has no copy button (a deposit's sender). */
  copyLabel?: string;
}

/** An address or hash in full, in the monospaced face, with an optional copy button beside it. */
export function AddressValue({ value, copyLabel }: AddressValueProps) {
  return (
    <Flex align="flex-start" gap="2">
      <Box as="span" textStyle="mono" overflowWrap="anywhere" flex="1" minWidth="0" pt="1">
        {value}
      </Box>
      {copyLabel && <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />}
    </Flex>
  );
}
