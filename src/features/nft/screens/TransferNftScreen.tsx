import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, DraftOffer, EmptyState, FormStepFlow, Heading, Skeleton, toast } from '@/design-system';
import { useDraft } from '@/machines';
import { useChecksums } from '@/services/addresses';
import { describeApiError } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { TransferForm, type TransferFormValues } from '../components/TransferForm';
import { TransferReview } from '../components/TransferReview';
import { useTransferNft } from '../hooks/use-transfer-nft';
import { fromTransferDraft, toTransferDraft, transferDraftId } from '../model/drafts';
import { checkTransfer } from '../model/transfer-form';

const BLANK: TransferFormValues = { address: '', quantity: '1', lookAlikeAccepted: false };

const placeholderClass = stack({ gap: '4', width: 'full', maxWidth: 'xl' });
const screenClass = css({ width: 'full', maxWidth: 'xl' });

/**
 * Transfer units of one NFT (/nft/transfer/{id}): recipient and quantity, review, then POST once per attempt.
 * Recipient and quantity are a draft per NFT that survives a sign-out (offered back on the form step).
 */
export function TransferNftScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  useChecksums();
  const transfer = useTransferNft(id);
  const [values, setValues] = useState<TransferFormValues>(BLANK);
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [triedToGoOn, setTriedToGoOn] = useState(false);
  const { detail, network } = transfer;
  const draft = useDraft(transferDraftId(id), toTransferDraft(values));
  const offered = fromTransferDraft(draft.offered);

  // The error first: the network comes from the NFT, so it is missing whenever the NFT failed to load.
  if (detail.kind === 'error') {
    return (
      <div className={placeholderClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'nft.transfer.title' })}</Heading>
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={describeApiError(detail.error, intl)}
          action={
            <Button variant="outline" size="sm" onClick={transfer.retry}>
              {intl.formatMessage({ id: 'nft.retry' })}
            </Button>
          }
        />
      </div>
    );
  }

  if (detail.kind === 'loading' || detail.kind === 'missing' || !network) {
    return (
      <div aria-busy="true" className={placeholderClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'nft.transfer.title' })}</Heading>
        <Skeleton height="24" />
        <Skeleton height="12" />
      </div>
    );
  }

  const { nft } = detail;
  const check = checkTransfer(values, network, nft.balance, transfer.recipients);
  const amount = Number(values.quantity.trim());

  // Review and Back go with their step: the flow gives the next step's title the focus they had.
  return (
    <div className={screenClass}>
      <FormStepFlow step={step}>
        {step === 'form' ? (
          <TransferForm
            draftOffer={
              offered && (
                <DraftOffer
                  onRestore={() => {
                    const restored = fromTransferDraft(draft.restore());
                    if (restored) setValues({ ...restored, lookAlikeAccepted: false });
                  }}
                  onDiscard={draft.discard}
                >
                  {intl.formatMessage(
                    { id: 'nft.draft.transferBody' },
                    { address: offered.address || '—', quantity: offered.quantity || '—' },
                  )}
                </DraftOffer>
              )
            }
            nft={nft}
            network={network}
            values={values}
            check={check}
            showErrors={triedToGoOn}
            onEdit={(patch) => setValues((current) => ({ ...current, ...patch }))}
            onReview={() => {
              setTriedToGoOn(true);
              if (!check.canReview) return;
              transfer.beginAttempt();
              setStep('review');
            }}
          />
        ) : (
          <TransferReview
            nft={nft}
            network={network}
            address={values.address}
            amount={amount}
            firstTime={check.firstTime}
            sending={transfer.sending}
            error={transfer.error}
            onBack={() => setStep('form')}
            onConfirm={() => {
              void transfer
                .confirm(values.address, amount)
                .then((result) => {
                  if (!result) return;
                  draft.complete();
                  toast.success({ id: 'nft.transfer.done', values: { amount, name: nft.name } });
                  void navigate(pathTo('nft'));
                })
                .catch(() => {
                  // Shown on the review (and toasted by the query client); Confirm again reuses this attempt's key.
                });
            }}
          />
        )}
      </FormStepFlow>
    </div>
  );
}
