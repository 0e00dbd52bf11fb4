import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { Checkbox } from '../checkbox';
import { FormAlert } from '../form-step';
import { GroupedAddress } from './GroupedAddress';

type Range = readonly [start: number, end: number];

const contentClass = stack({ gap: '3' });
const addressesClass = flex({ direction: { base: 'column', md: 'row' }, gap: '4' });
const addressClass = stack({ gap: '1', flex: '1', minWidth: '0' });
const addressLabelClass = css({ textStyle: 'label' });

export interface LookAlikeWarningProps {
  /** The address typed, and the characters [start, end) where it differs from the past one. */
  typed: string;
  typedDiffers: Range;
  /** The past recipient it resembles, and where that one differs. */
  past: string;
  pastDiffers: Range;
  /** The customer has checked the address and means it: the form may go on. */
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}

/**
 * Address poisoning: the typed address starts and ends like one the customer sent to before. Both are shown in
 * groups with the differing characters highlighted, and the form goes on only once the customer confirms.
 */
export function LookAlikeWarning({ typed, typedDiffers, past, pastDiffers, accepted, onAcceptedChange }: LookAlikeWarningProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormAlert tone="danger" title={t('ds.lookAlike.title')}>
      <div className={contentClass}>
        <div>{t('ds.lookAlike.body')}</div>
        <div className={addressesClass}>
          <div className={addressClass}>
            <div className={addressLabelClass}>{t('ds.lookAlike.typed')}</div>
            <GroupedAddress value={typed} highlight={typedDiffers} />
          </div>
          <div className={addressClass}>
            <div className={addressLabelClass}>{t('ds.lookAlike.past')}</div>
            <GroupedAddress value={past} highlight={pastDiffers} />
          </div>
        </div>
        <Checkbox label={t('ds.lookAlike.confirm')} checked={accepted} onCheckedChange={onAcceptedChange} />
      </div>
    </FormAlert>
  );
}
