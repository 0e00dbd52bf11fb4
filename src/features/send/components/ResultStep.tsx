import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Badge, Button, FormStep, GroupedAddress, LinkButton } from '@/design-system';
import { walletQueries, type Transaction } from '@/services/api';
import { formatDecimal } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { flex } from 'styled-system/patterns';
import { summaryStyles } from './summary-styles';

const actionsClass = flex({ gap: '3', wrap: 'wrap' });

interface ResultStepProps {
  transaction: Transaction;
  networkName: string;
  decimals: number;
  onSendAgain: () => void;
}

const TONES = {
  pending: 'warning',
  processing: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
} as const;

/** Step 6: the withdrawal as the server has it, refreshed while pending (and by TX_WITHDRAW_FINISHED). */
export function ResultStep({ transaction, networkName, decimals, onSendAgain }: ResultStepProps) {
  const intl = useIntl();
  const recent = useQuery({
    ...walletQueries.transactions({
      type: 'withdrawal',
      asset: transaction.asset,
      per_page: 20,
      sort_by: 'createdAt',
      sort_order: 'desc',
    }),
    refetchInterval: (query) => {
      const latest = query.state.data?.data.find((item) => item.id === transaction.id);
      return !latest || latest.status === 'pending' || latest.status === 'processing' ? 3000 : false;
    },
  });
  const live = recent.data?.data.find((item) => item.id === transaction.id) ?? transaction;
  const figure = (value: string) => `${formatDecimal(value, intl.locale, { maximumFractionDigits: decimals })} ${live.asset}`;
  return (
    <FormStep
      title={intl.formatMessage({ id: live.status === 'completed' ? 'send.result.completedTitle' : 'send.result.title' })}
      description={intl.formatMessage(
        { id: live.status === 'completed' ? 'send.result.completedDescription' : 'send.result.description' },
        { amount: figure(live.amount), network: networkName },
      )}
      footer={
        <div className={actionsClass}>
          <LinkButton variant="outline" to={`${pathTo('transaction-history')}?asset=${encodeURIComponent(live.asset)}`}>
            {intl.formatMessage({ id: 'send.result.history' })}
          </LinkButton>
          <Button type="button" onClick={onSendAgain}>
            {intl.formatMessage({ id: 'send.result.again' })}
          </Button>
        </div>
      }
    >
      <dl className={summaryStyles.list}>
        <div className={summaryStyles.row}>
          <dt className={summaryStyles.label}>{intl.formatMessage({ id: 'send.result.status' })}</dt>
          <dd className={summaryStyles.value}>
            <span role="status">
              <Badge tone={TONES[live.status]}>{intl.formatMessage({ id: `send.result.status.${live.status}` })}</Badge>
            </span>
          </dd>
        </div>
        <div className={summaryStyles.row}>
          <dt className={summaryStyles.label}>{intl.formatMessage({ id: 'send.review.recipient' })}</dt>
          <dd className={summaryStyles.value}>
            <GroupedAddress value={live.address ?? ''} />
          </dd>
        </div>
        <div className={summaryStyles.row}>
          <dt className={summaryStyles.label}>{intl.formatMessage({ id: 'send.review.amount' })}</dt>
          <dd className={summaryStyles.value}>{figure(live.amount)}</dd>
        </div>
        <div className={summaryStyles.row}>
          <dt className={summaryStyles.label}>{intl.formatMessage({ id: 'send.review.fee' })}</dt>
          <dd className={summaryStyles.value}>{figure(live.fee)}</dd>
        </div>
      </dl>
    </FormStep>
  );
}
