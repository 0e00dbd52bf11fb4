import { ExternalLink, Image, LifeBuoy, SearchX, ShieldAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge, Drawer, EmptyState, LinkButton, Skeleton } from '@/design-system';
import type { Transaction } from '@/services/api';
import { formatDecimal, isDecimal, CONTRACT_DECIMALS } from '@/shared/money';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { TransactionDetail } from '../hooks/use-transaction-detail';
import {
  depositAssistanceLink,
  explorerLinkOf,
  nftLink,
  offersDepositAssistance,
  supportLink,
} from '../model/transaction-detail';
import { formatLine, linesOf, STATUS_TONES } from '../model/transaction-lines';
import { AddressValue } from './AddressValue';
import { DetailItem, DetailList } from '@/design-system';
import { SectionError } from './SectionError';
import { TransactionTimeline } from './TransactionTimeline';

const loadingClass = stack({ gap: '4' });
const readyClass = stack({ gap: '8' });
const factsClass = stack({ gap: '6' });
const summaryClass = stack({ gap: '2' });
const lineInClass = css({
  textStyle: 'heading.md',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  color: 'success.text',
});
const lineOutClass = css({
  textStyle: 'heading.md',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  color: 'fg.default',
});
const badgesClass = flex({ gap: '2', wrap: 'wrap', align: 'center' });
const spamHintClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const amountClass = css({ textStyle: 'amount' });
const hashClass = stack({ gap: '2' });
const explorerLinkClass = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    color: 'accent.text',
    textStyle: 'label',
    textDecoration: 'underline',
    alignSelf: 'flex-start',
  },
  { '& svg': { width: '4', height: '4' } },
);
const actionsClass = flex({ gap: '3', wrap: 'wrap', width: 'full' });

interface TransactionDrawerProps {
  open: boolean;
  detail: TransactionDetail;
  onClose: () => void;
  onRetryEntry: () => void;
  onRetryTimeline: () => void;
}

/**
 * One entry's details in a side panel: amounts, fee, network, addresses, memo, hash with its explorer link,
 * the status history, and the ways to get help with it.
 */
export function TransactionDrawer({ open, detail, onClose, onRetryEntry, onRetryTimeline }: TransactionDrawerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const transaction = detail.kind === 'ready' ? detail.transaction : undefined;
  const title = transaction
    ? intl.formatMessage({ id: 'transactions.detail.title' }, { type: t(`transactions.type.${transaction.type}`) })
    : t('transactions.detail.titleLoading');
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      initialFocus="close"
      footer={transaction ? <DetailActions transaction={transaction} /> : undefined}
    >
      {detail.kind === 'loading' && (
        <div className={loadingClass} aria-busy="true">
          <Skeleton height="8" width="48" />
          <Skeleton height="24" />
          <Skeleton height="24" />
        </div>
      )}
      {detail.kind === 'error' && (
        <SectionError error={detail.error} messageId="errors.wallet.transactions" onRetry={onRetryEntry} />
      )}
      {detail.kind === 'missing' && (
        <EmptyState bordered icon={<SearchX aria-hidden />} title={t('transactions.detail.missing')} />
      )}
      {detail.kind === 'ready' && (
        <div className={readyClass}>
          <DetailFacts detail={detail} />
          <TransactionTimeline timeline={detail.timeline} onRetry={onRetryTimeline} />
        </div>
      )}
    </Drawer>
  );
}

type ReadyDetail = Extract<TransactionDetail, { kind: 'ready' }>;

function DetailFacts({ detail }: { detail: ReadyDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { transaction, network, possibleSpam } = detail;
  const explorer = explorerLinkOf(network?.explorerTxUrl, transaction.txHash);
  const exact = (amount: string) => formatDecimal(amount, intl.locale, { maximumFractionDigits: CONTRACT_DECIMALS });
  const deposit = transaction.type === 'deposit';
  return (
    <div className={factsClass}>
      <div className={summaryClass}>
        {linesOf(transaction).map((line) => (
          <div key={`${line.direction}-${line.asset}`} className={line.direction === 'in' ? lineInClass : lineOutClass}>
            {formatLine(line, intl.locale)}
          </div>
        ))}
        <div className={badgesClass}>
          <Badge tone={STATUS_TONES[transaction.status]} size="sm">
            {t(`transactions.status.${transaction.status}`)}
          </Badge>
          {possibleSpam && (
            <Badge tone="danger" size="sm" data-testid="possible-spam">
              <ShieldAlert aria-hidden />
              {t('transactions.detail.possibleSpam')}
            </Badge>
          )}
        </div>
        {possibleSpam && <p className={spamHintClass}>{t('transactions.detail.possibleSpamHint')}</p>}
      </div>
      <DetailList>
        <DetailItem term={t('transactions.detail.date')}>
          <time dateTime={transaction.createdAt}>
            {intl.formatDate(transaction.createdAt, { dateStyle: 'long', timeStyle: 'medium' })}
          </time>
        </DetailItem>
        {transaction.type !== 'conversion' && (
          <DetailItem term={t('transactions.detail.fee')}>
            <span className={amountClass}>
              {intl.formatMessage(
                { id: 'transactions.detail.amount' },
                { amount: exact(transaction.fee), asset: transaction.feeAsset },
              )}
            </span>
          </DetailItem>
        )}
        {transaction.type === 'conversion' && isDecimal(transaction.rate) && transaction.counterAsset && (
          <DetailItem term={t('transactions.detail.rate')}>
            <span className={amountClass}>
              {intl.formatMessage(
                { id: 'transactions.detail.rateValue' },
                { asset: transaction.asset, rate: exact(transaction.rate), counterAsset: transaction.counterAsset },
              )}
            </span>
          </DetailItem>
        )}
        {transaction.type === 'conversion' && (
          <DetailItem term={t('transactions.detail.fee')}>
            <span className={amountClass}>
              {intl.formatMessage(
                { id: 'transactions.detail.amount' },
                { amount: exact(transaction.fee), asset: transaction.feeAsset },
              )}
            </span>
          </DetailItem>
        )}
        {transaction.networkId && (
          <DetailItem term={t('transactions.detail.network')}>
            {network && network.protocol !== network.name
              ? intl.formatMessage({ id: 'transactions.detail.networkValue' }, { name: network.name, protocol: network.protocol })
              : (network?.name ?? transaction.networkId)}
          </DetailItem>
        )}
        {deposit && transaction.fromAddress && (
          <DetailItem term={t('transactions.detail.from')} testId="detail-from">
            <AddressValue value={transaction.fromAddress} />
          </DetailItem>
        )}
        {transaction.address && (
          <DetailItem term={t(deposit ? 'transactions.detail.toYours' : 'transactions.detail.to')} testId="detail-to">
            <AddressValue value={transaction.address} copyLabel={t('transactions.detail.copyAddress')} />
          </DetailItem>
        )}
        {transaction.memo && (
          <DetailItem term={t('transactions.detail.memo')}>
            <AddressValue value={transaction.memo} copyLabel={t('transactions.detail.copyMemo')} />
          </DetailItem>
        )}
        {transaction.txHash && (
          <DetailItem term={t('transactions.detail.txHash')} testId="detail-hash">
            <div className={hashClass}>
              <AddressValue value={transaction.txHash} copyLabel={t('transactions.detail.copyHash')} />
              {explorer && (
                <a href={explorer} target="_blank" rel="noopener noreferrer" className={explorerLinkClass}>
                  {intl.formatMessage({ id: 'transactions.detail.explorer' }, { network: network?.name ?? '' })}
                  <ExternalLink aria-hidden />
                </a>
              )}
            </div>
          </DetailItem>
        )}
        {transaction.networkId && transaction.requiredConfirmations > 0 && (
          <DetailItem term={t('transactions.detail.confirmationsTerm')}>
            {intl.formatMessage(
              { id: 'transactions.detail.confirmationsOf' },
              { count: transaction.confirmations, required: transaction.requiredConfirmations },
            )}
          </DetailItem>
        )}
        {transaction.failureReason && (
          <DetailItem term={t('transactions.detail.failureReason')}>{transaction.failureReason}</DetailItem>
        )}
      </DetailList>
    </div>
  );
}

function DetailActions({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const nft = nftLink(transaction);
  return (
    <div className={actionsClass}>
      {nft && (
        <LinkButton to={nft} variant="outline" size="sm" icon={<Image aria-hidden />}>
          {intl.formatMessage({ id: 'transactions.detail.viewNft' })}
        </LinkButton>
      )}
      {offersDepositAssistance(transaction) && (
        <LinkButton to={depositAssistanceLink(transaction)} variant="outline" size="sm">
          {intl.formatMessage({ id: 'transactions.detail.depositNotArrived' })}
        </LinkButton>
      )}
      <LinkButton to={supportLink(transaction)} variant="ghost" size="sm" icon={<LifeBuoy aria-hidden />}>
        {intl.formatMessage({ id: 'transactions.detail.getHelp' })}
      </LinkButton>
    </div>
  );
}
