import type { ReactNode } from 'react';
import { Box } from 'styled-system/jsx';

/** Facts as a description list (a transaction, an NFT, a review): a term above its value, one per row. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="4" m="0">
      {children}
    </Box>
  );
}

export function DetailItem({ term, children, testId }: { term: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="1" data-testid={testId}>
      <Box as="dt" textStyle="label" color="fg.muted">
        {term}
      </Box>
      <Box as="dd" m="0" textStyle="body.md" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
