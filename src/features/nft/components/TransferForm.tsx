import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Field, FormAlert, FormStep, Input, LinkButton, LookAlikeWarning, VerbatimInput } from '@/design-system';
import { cleanAddress, differingRange, type AddressNetwork } from '@/services/addresses';
import type { Nft } from '@/services/api';
import { pathTo } from '@/shared/routes';
import type { TransferCheck } from '../model/transfer-form';
import { NftSummary } from './NftSummary';

export interface TransferFormValues {
  address: string;
  quantity: string;
  lookAlikeAccepted: boolean;
}

interface TransferFormProps {
  nft: Nft;
  network: AddressNetwork;
  values: TransferFormValues;
  check: TransferCheck;
  /** Errors show once the customer has tried to go on (or left the field). */
  showErrors: boolean;
  onEdit: (patch: Partial<TransferFormValues>) => void;
  onReview: () => void;
  /** "Continue where you left off?" when a draft of this transfer is on offer. */
  draftOffer?: ReactNode;
}

/** Step 1: the recipient (format, EIP-55 checksum, first-time and look-alike checks, as in send) and the quantity. */
export function TransferForm({ nft, network, values, check, showErrors, onEdit, onReview, draftOffer }: TransferFormProps) {
  const intl = useIntl();
  const t = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const addressError = (() => {
    if (values.address === '') return showErrors ? t('nft.transfer.address.required') : undefined;
    switch (check.address.kind) {
      case 'too-long':
      case 'format':
        return t('nft.transfer.address.format', { network: network.name });
      case 'checksum':
        return t('nft.transfer.address.checksum', { network: network.name });
      default:
        return undefined;
    }
  })();
  const quantityError =
    check.quantity && (showErrors || values.quantity !== '')
      ? t(`nft.transfer.quantity.${check.quantity}`, { owned: nft.balance })
      : undefined;

  return (
    <FormStep
      title={t('nft.transfer.title')}
      step={{ current: 1, total: 2 }}
      description={t('nft.transfer.description', { network: network.name })}
      beforeForm={<NftSummary nft={nft} />}
      alert={draftOffer || undefined}
      onSubmit={() => onReview()}
      actions={
        <>
          <LinkButton to={pathTo('nft')} variant="outline">
            {t('nft.cancel')}
          </LinkButton>
          <Button type="submit">{t('nft.transfer.review')}</Button>
        </>
      }
    >
      <Field
        label={t('nft.transfer.address', { network: network.name })}
        hint={check.address.kind === 'checking' ? t('nft.transfer.address.checking') : t('nft.transfer.address.hint')}
        error={addressError}
        required
      >
        <VerbatimInput
          name="address"
          value={values.address}
          onChange={(event) => onEdit({ address: cleanAddress(event.currentTarget.value), lookAlikeAccepted: false })}
        />
      </Field>
      {check.lookAlike && (
        <LookAlikeWarning
          typed={values.address}
          typedDiffers={differingRange(check.lookAlike.typedParts)}
          past={check.lookAlike.recipient}
          pastDiffers={differingRange(check.lookAlike.recipientParts)}
          accepted={values.lookAlikeAccepted}
          onAcceptedChange={(checked) => onEdit({ lookAlikeAccepted: checked })}
        />
      )}
      {check.firstTime && !check.lookAlike && (
        <FormAlert tone="info" title={t('nft.transfer.firstTime.title')}>
          {t('nft.transfer.firstTime.body')}
        </FormAlert>
      )}
      <Field
        label={t('nft.transfer.quantity')}
        hint={t('nft.transfer.quantity.hint', { owned: nft.balance })}
        error={quantityError}
        required
      >
        <Input
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          value={values.quantity}
          onChange={(event) => onEdit({ quantity: event.currentTarget.value })}
        />
      </Field>
    </FormStep>
  );
}
