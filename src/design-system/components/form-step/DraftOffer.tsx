import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hstack } from 'styled-system/patterns';
import { Button } from '../button';
import { FormAlert } from './FormAlert';

const actionsClass = hstack({ gap: '2', flexWrap: 'wrap' });

export interface DraftOfferProps {
  /** What was kept: the form and, where it helps, its main values. */
  children: ReactNode;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * "Continue where you left off?" above a form whose draft survived a sign-out (issue 14): Continue fills the
 * form in again, Start over drops the draft. One wording for every form of the app.
 */
export function DraftOffer({ children, onRestore, onDiscard }: DraftOfferProps) {
  const intl = useIntl();
  return (
    <FormAlert
      tone="info"
      title={intl.formatMessage({ id: 'ds.draftOffer.title' })}
      action={
        <div className={actionsClass}>
          <Button type="button" size="sm" onClick={onRestore}>
            {intl.formatMessage({ id: 'ds.draftOffer.restore' })}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
            {intl.formatMessage({ id: 'ds.draftOffer.discard' })}
          </Button>
        </div>
      }
    >
      {children}
    </FormAlert>
  );
}
