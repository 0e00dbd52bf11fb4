import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DraftOffer } from '@/design-system';
import { useDraft } from '@/machines';
import { DRAFT_FORM_ID, readConversionDraft, type ConversionView } from '../hooks/use-conversion';

const EMPTY = {};

/**
 * Keeps the half-filled conversion as the user's draft (issue 14: it survives an idle sign-out) and offers a
 * draft left earlier back: Continue or Start over. Mounted once the form can show, so the user is known.
 */
export function ConversionDraft({ view }: { view: ConversionView }) {
  const intl = useIntl();
  const draft = useDraft(DRAFT_FORM_ID, view.draftValues ?? EMPTY);
  const offered = readConversionDraft(draft.offered);
  const { complete } = draft;
  useEffect(() => {
    if (view.phase === 'done') complete();
  }, [view.phase, complete]);
  if (!offered) return null;
  const restore = () => {
    const values = readConversionDraft(draft.restore());
    if (values) view.restore(values);
  };
  return (
    <DraftOffer onRestore={restore} onDiscard={draft.discard}>
      {intl.formatMessage(
        { id: 'conversion.draft.body' },
        {
          amount: offered.text,
          asset: offered.side === 'from' ? offered.from : offered.to,
          from: offered.from,
          to: offered.to,
        },
      )}
    </DraftOffer>
  );
}
