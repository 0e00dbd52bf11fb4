import { useQuery } from '@tanstack/react-query';
import { Activity, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, DraftOffer, FormAlert, FormStepFlow, useQueryParams } from '@/design-system';
import { useDraft } from '@/machines';
import { attemptsLeft, draftOf, resumableStep, stepOf, type SendError, type SendForm } from '@/machines/withdrawal';
import { useChecksums } from '@/services/addresses';
import { walletQueries } from '@/services/api';
import { AmountStep } from '../components/AmountStep';
import { AssetStep } from '../components/AssetStep';
import { RecipientStep } from '../components/RecipientStep';
import { ResultStep } from '../components/ResultStep';
import { ReviewStep } from '../components/ReviewStep';
import { VerificationStep } from '../components/VerificationStep';
import { useQuoteAhead } from '../hooks/use-quote-ahead';
import { networksOfAsset, useSendData } from '../hooks/use-send-data';
import { freshQuote, useWithdrawal } from '../hooks/use-withdrawal';
import { priceOf } from '../model/dollar-value';
import { fromDraft, toDraft } from '../model/draft';
import { checkRecipient } from '../model/recipient-check';

/** A step of the flow on show, `screen` naming it: when it changes, its title takes the focus the last one lost. */
function inFlow(screen: string, step: ReactNode) {
  return <FormStepFlow step={screen}>{step}</FormStepFlow>;
}

function ErrorAlert({ error, onRetry }: { error: SendError; onRetry?: () => void }) {
  const intl = useIntl();
  const fieldMessages = error.fieldErrors.map((item) => item.message).filter(Boolean);
  const text =
    fieldMessages.length > 0
      ? fieldMessages.join(' ')
      : (error.message ?? intl.formatMessage({ id: error.status === 0 ? 'send.error.network' : 'send.error.generic' }));
  return (
    <FormAlert
      focusOnShow
      title={intl.formatMessage({ id: 'send.error.title' })}
      action={
        onRetry && (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {intl.formatMessage({ id: 'send.retry' })}
          </Button>
        )
      }
    >
      {text}
    </FormAlert>
  );
}

/**
 * The send flow (/send): asset and network → recipient → amount → review → codes → the pending withdrawal, on the
 * withdrawal machine. Prefilled from ?asset=BTC&network=bitcoin; kept as a draft if the session ends.
 */
export function SendFlow() {
  const intl = useIntl();
  const [params] = useQueryParams();
  const data = useSendData();
  // Re-renders when the checksum coders arrive, so a pasted address is checked again.
  useChecksums();
  const prefillNetwork = params.get('network') ?? '';
  const prefillAsset = (params.get('asset') ?? '').toUpperCase();
  const [snapshot, send, actor] = useWithdrawal({});
  const { context } = snapshot;
  const { form } = context;
  const step = stepOf(snapshot);

  // The URL names the asset by symbol: chosen once the accounts say which id it has.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !data.accounts || !prefillAsset) return;
    prefilled.current = true;
    const account = data.accounts.find((item) => item.asset.toUpperCase() === prefillAsset);
    if (account && form.assetId === '') send({ type: 'EDIT', patch: { assetId: account.assetId, networkId: prefillNetwork } });
  }, [data.accounts, prefillAsset, prefillNetwork, form.assetId, send]);

  const draft = useDraft('send', step === 'done' || form.assetId === '' ? {} : toDraft(form, resumableStep(step)));
  const offered = draft.offered ? fromDraft(draft.offered) : null;
  useEffect(() => {
    if (step === 'done') draft.complete();
  }, [step, draft]);

  const networks = useMemo(() => networksOfAsset(data.networks, form.assetId), [data.networks, form.assetId]);
  const current = networks.find((item) => item.network.id === form.networkId);
  const account = data.accounts?.find((item) => item.assetId === form.assetId);
  const ownAddress = useQuery({
    ...walletQueries.walletAddress(form.assetId, form.networkId),
    enabled: form.assetId !== '' && form.networkId !== '',
  });
  const dailyLimit = useQuery({ ...walletQueries.dailyLimit(form.assetId), enabled: form.assetId !== '' });
  const quoteAhead = useQuoteAhead(draftOf(form), step === 'amount');
  const edit = useCallback((patch: Partial<SendForm>) => send({ type: 'EDIT', patch }), [send]);
  const back = useCallback(() => send({ type: 'BACK' }), [send]);
  const next = useCallback(() => send({ type: 'NEXT' }), [send]);
  const toReview = () => send({ type: 'NEXT', quote: freshQuote(quoteAhead) });
  // Stable across the amount step and the review, so the review rendered ahead (below) is the one shown.
  const confirm = useCallback(
    () => send({ type: actor.getSnapshot().matches('submitFailed') ? 'RETRY' : 'CONFIRM' }),
    [actor, send],
  );
  const retry = useCallback(() => send({ type: 'RETRY' }), [send]);
  const onExpired = useCallback(() => send({ type: 'CODE_EXPIRED' }), [send]);

  const draftOffer = offered && step === 'asset' && (
    <DraftOffer
      onRestore={() => {
        draft.restore();
        send({ type: 'RESTORE', form: offered.form, step: offered.step });
      }}
      onDiscard={draft.discard}
    >
      {intl.formatMessage({ id: 'send.draft.body' })}
    </DraftOffer>
  );

  if (step === 'asset' || !current || !account) {
    return inFlow(
      'asset',
      <AssetStep
        form={form}
        accounts={data.accounts}
        prices={data.prices}
        networks={networks}
        networksLoading={data.networks === undefined}
        onEdit={edit}
        onNext={next}
        alert={draftOffer || undefined}
      />,
    );
  }

  const errorAlert = context.error ? <ErrorAlert error={context.error} /> : undefined;

  if (step === 'recipient') {
    const check = checkRecipient(form, current, networks, data.recipients, ownAddress.data ? [ownAddress.data.address] : []);
    return inFlow(
      'recipient',
      <RecipientStep
        form={form}
        current={current}
        check={check}
        onEdit={edit}
        onAccept={(warning) => send({ type: 'ACCEPT_WARNING', warning })}
        onNext={next}
        onBack={back}
        alert={errorAlert}
      />,
    );
  }

  if (step === 'amount') {
    // The review, rendered ahead while hidden once the amount's quote is in, so Review only shows it (ADR 0015).
    const reviewAhead = quoteAhead && !context.error && (
      <ReviewStep
        form={form}
        current={current}
        quote={quoteAhead}
        loading={false}
        busy={false}
        failed={false}
        onConfirm={confirm}
        onRetry={retry}
        onBack={back}
      />
    );
    return inFlow(
      'amount',
      <>
        <AmountStep
          form={form}
          current={current}
          balance={account.availableBalance}
          dailyLimit={dailyLimit.data}
          usdPrice={priceOf(current.rules.asset, data.prices)}
          onEdit={edit}
          onNext={toReview}
          onBack={back}
          alert={errorAlert}
        />
        <Activity mode="hidden">{reviewAhead}</Activity>
      </>,
    );
  }

  if (step === 'review' || step === 'sendingCode' || step === 'submitFailed') {
    const notice = context.notice && (
      <FormAlert tone="info" focusOnShow>
        {intl.formatMessage({ id: context.notice === 'fee-changed' ? 'send.review.feeChanged' : 'send.review.verifyAgain' })}
      </FormAlert>
    );
    const failedSubmit = step === 'submitFailed' && context.error && <ErrorAlert error={context.error} onRetry={retry} />;
    return inFlow(
      'review',
      <>
        {/* The amount step's place: the review keeps its slot, so the one rendered ahead there is the one shown. */}
        {null}
        <Activity mode="visible">
          <ReviewStep
            form={form}
            current={current}
            quote={context.quote}
            loading={snapshot.matches({ review: 'quoting' })}
            busy={step === 'sendingCode' || snapshot.matches({ review: 'refreshingFee' })}
            failed={snapshot.matches({ review: 'failed' })}
            alert={failedSubmit || (snapshot.matches({ review: 'failed' }) ? undefined : errorAlert) || notice || undefined}
            onConfirm={confirm}
            onRetry={retry}
            onBack={back}
          />
        </Activity>
      </>,
    );
  }

  if ((step === 'verification' || step === 'submitting') && context.challenge && context.codesSentAt !== null) {
    return inFlow(
      'verification',
      <VerificationStep
        challenge={context.challenge}
        sentAt={context.codesSentAt}
        codes={context.codes}
        expired={snapshot.matches({ verification: 'expired' })}
        busy={snapshot.matches({ verification: 'verifying' }) || step === 'submitting'}
        resending={false}
        attemptsLeft={attemptsLeft(context)}
        error={context.error}
        onCode={(channel, code) => send({ type: 'CODE', channel, code })}
        onVerify={() => send({ type: 'VERIFY' })}
        onResend={() => send({ type: 'RESEND' })}
        onExpired={onExpired}
        onBack={back}
        alert={context.error && context.error.status !== 422 && context.error.status !== 410 ? errorAlert : undefined}
      />,
    );
  }

  if (step === 'done' && context.transaction) {
    return inFlow(
      'done',
      <ResultStep
        transaction={context.transaction}
        networkName={current.network.name}
        decimals={current.rules.decimals}
        onSendAgain={() => send({ type: 'SEND_AGAIN' })}
      />,
    );
  }
  return null;
}
