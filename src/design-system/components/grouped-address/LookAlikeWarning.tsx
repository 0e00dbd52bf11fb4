import { useIntl } from 'react-intl';
import { Box, Flex, Stack } from 'styled-system/jsx';
import { Checkbox } from '../checkbox';
import { FormAlert } from '../form-step';
import { GroupedAddress } from './GroupedAddress';

type Range = readonly [start: number, end: number];

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
      <Stack gap="3">
        <Box>{t('ds.lookAlike.body')}</Box>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4">
          <Stack gap="1" flex="1" minWidth="0">
            <Box textStyle="label">{t('ds.lookAlike.typed')}</Box>
            <GroupedAddress value={typed} highlight={typedDiffers} />
          </Stack>
          <Stack gap="1" flex="1" minWidth="0">
            <Box textStyle="label">{t('ds.lookAlike.past')}</Box>
            <GroupedAddress value={past} highlight={pastDiffers} />
          </Stack>
        </Flex>
        <Checkbox label={t('ds.lookAlike.confirm')} checked={accepted} onCheckedChange={onAcceptedChange} />
      </Stack>
    </FormAlert>
  );
}
