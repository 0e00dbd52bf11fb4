import { RefreshCw } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardDescription, CardFooter, CardTitle, TotalBalance } from '@/design-system';
import type { TotalState } from '../hooks/use-wallet-home';
import { computeTotalBalance } from '../model/total-balance';

interface TotalSectionProps {
  state: TotalState;
  onRetryAccounts: () => void;
  onRetryPrices: () => void;
  /** Hide the retry when another one on the page already retries the same thing (the grid's). */
  retryElsewhere?: boolean;
}

/**
 * The Total Balance box: a skeleton while loading (never $0.00 or ---), the dollar total, '---' without
 * accounts. When the accounts or the prices could not be loaded, no number at all — a wrong total is worse
 * than none — with the reason and a retry.
 */
export function TotalSection({ state, onRetryAccounts, onRetryPrices, retryElsewhere = false }: TotalSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const label = intl.formatMessage({ id: 'wallet.total.label' });

  if (state.kind === 'unavailable') {
    const accounts = state.reason === 'accounts';
    return (
      <Card variant="outline" role="region" aria-labelledby={titleId}>
        <CardTitle id={titleId}>{label}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: accounts ? 'wallet.total.unavailableAccounts' : 'wallet.total.unavailablePrices' })}
        </CardDescription>
        {!(accounts && retryElsewhere) && (
          <CardFooter>
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw aria-hidden />}
              onClick={accounts ? onRetryAccounts : onRetryPrices}
            >
              {intl.formatMessage({ id: 'wallet.retry' })}
            </Button>
          </CardFooter>
        )}
      </Card>
    );
  }

  return <TotalFigure label={label} state={state} />;
}

/** The total (or its skeleton) with how many accounts it covers and how many it leaves out. */
function TotalFigure({ label, state }: { label: string; state: Extract<TotalState, { kind: 'loading' | 'ready' }> }) {
  const intl = useIntl();
  const sum = useMemo(
    () => (state.kind === 'ready' ? computeTotalBalance(state.accounts, state.priceIndex) : undefined),
    [state],
  );
  const description =
    state.kind === 'ready' && sum?.total != null
      ? [
          intl.formatMessage({ id: 'wallet.total.accounts' }, { count: state.accounts.length }),
          sum.excluded.length > 0 ? intl.formatMessage({ id: 'wallet.total.excluded' }, { count: sum.excluded.length }) : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : undefined;

  return <TotalBalance label={label} loading={state.kind === 'loading'} total={sum?.total} description={description} />;
}
