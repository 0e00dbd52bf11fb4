import { useIntl } from 'react-intl';
import { Button, FormAlert, FormStep, GroupedAddress } from '@/design-system';
import { describeApiError, type Nft } from '@/services/api';
import type { AddressNetwork } from '@/services/addresses';
import { NftSummary } from './NftSummary';
import { DetailItem, DetailList } from '@/design-system';

interface TransferReviewProps {
  nft: Nft;
  network: AddressNetwork;
  address: string;
  amount: number;
  firstTime: boolean;
  sending: boolean;
  error: unknown;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 2: what leaves and where to; Confirm is busy while the transfer is sent, and sends it once. */
export function TransferReview({
  nft,
  network,
  address,
  amount,
  firstTime,
  sending,
  error,
  onBack,
  onConfirm,
}: TransferReviewProps) {
  const intl = useIntl();
  const t = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  return (
    <FormStep
      title={t('nft.transfer.reviewTitle')}
      step={{ current: 2, total: 2 }}
      description={t('nft.transfer.reviewDescription')}
      submitting={sending}
      onSubmit={() => onConfirm()}
      alert={
        error && !sending ? (
          <FormAlert focusOnShow title={t('nft.transfer.failed')}>
            {describeApiError(error, intl)}
          </FormAlert>
        ) : undefined
      }
      actions={
        <>
          <Button type="button" variant="outline" onClick={onBack} disabled={sending}>
            {t('nft.back')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('nft.transfer.confirm', { amount })}
          </Button>
        </>
      }
    >
      <NftSummary nft={nft} />
      <DetailList>
        <DetailItem term={t('nft.transfer.summary.amount')} testId="review-amount">
          {t('nft.transfer.summary.amountValue', { amount, owned: nft.balance })}
        </DetailItem>
        <DetailItem term={t('nft.transfer.summary.to')} testId="review-address">
          <GroupedAddress value={address} />
        </DetailItem>
        <DetailItem term={t('nft.transfer.summary.network')}>{network.name}</DetailItem>
      </DetailList>
      {firstTime && <FormAlert tone="info">{t('nft.transfer.firstTime.review')}</FormAlert>}
    </FormStep>
  );
}
