import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@/design-system';
import { Flex } from 'styled-system/jsx';

interface DraftOfferProps {
  children: ReactNode;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "Continue where you left off?" with Continue and Start over, above a form that has a draft on offer. */
export function DraftOffer({ children, onRestore, onDiscard }: DraftOfferProps) {
  const intl = useIntl();
  return (
    <FormAlert
      tone="info"
      title={intl.formatMessage({ id: 'nft.draft.title' })}
      action={
        <Flex gap="2" wrap="wrap">
          <Button type="button" size="sm" onClick={onRestore}>
            {intl.formatMessage({ id: 'nft.draft.restore' })}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
            {intl.formatMessage({ id: 'nft.draft.discard' })}
          </Button>
        </Flex>
      }
    >
      {children}
    </FormAlert>
  );
}
