import { ArrowDownUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, IconButton, useAmountInputErrorMessage } from '@/design-system';
import { flex, stack } from 'styled-system/patterns';
import type { ConversionView } from '../hooks/use-conversion';
import { formatConversionAmount } from '../model/format';
import { AmountRow } from './AmountRow';
import { LoadFailed } from './LoadFailed';
import { problemText } from './ProblemText';
import { QuotePanel } from './QuotePanel';

const formClass = stack({ gap: '6' });
const rowsClass = stack({ gap: '4' });
const swapClass = flex({ justify: 'center' });

/** From and To with their amounts, swap and Max, the quote, Confirm. */
export function ConversionForm({ view }: { view: ConversionView }) {
  const intl = useIntl();
  const busy = view.phase === 'confirming';
  const fromAsset = { symbol: view.from, decimals: view.fromDecimals };
  const amount = (value: string, symbol: string, decimals: number) =>
    formatConversionAmount(value, symbol, intl.locale, decimals);
  const parseMessage = useAmountInputErrorMessage();
  const error = problemText(
    view.problem,
    intl,
    parseMessage,
    view.side === 'from' ? fromAsset : { symbol: view.to, decimals: view.toDecimals },
    fromAsset,
  );
  // Shown once known: never a balance of 0 while it loads.
  const balance = (value: string | null, symbol: string, decimals: number) =>
    value === null ? undefined : intl.formatMessage({ id: 'conversion.balance' }, { amount: amount(value, symbol, decimals) });
  const limits = view.pair
    ? intl.formatMessage(
        { id: 'conversion.limits' },
        {
          min: amount(view.pair.minAmount, view.from, view.fromDecimals),
          max: amount(view.pair.maxAmount, view.from, view.fromDecimals),
        },
      )
    : null;

  return (
    <div className={formClass}>
      <Card>
        <CardBody>
          <div className={rowsClass}>
            <AmountRow
              label={intl.formatMessage({ id: 'conversion.from' })}
              assetLabel={intl.formatMessage({ id: 'conversion.fromAsset' })}
              asset={view.from}
              assets={view.fromOptions}
              onAssetChange={view.chooseFrom}
              value={view.shown('from')}
              onValueChange={(text) => view.edit('from', text)}
              decimals={view.fromDecimals}
              usdPrice={view.fromPrice}
              error={view.side === 'from' ? error : null}
              disabled={busy}
              hint={[balance(view.fromBalance, view.from, view.fromDecimals), limits].filter(Boolean).join(' · ') || undefined}
              onMax={view.useMax}
              maxDisabled={view.most === null}
            />
            <div className={swapClass}>
              <IconButton
                label={intl.formatMessage({ id: 'conversion.swap' })}
                variant="outline"
                onClick={view.swap}
                disabled={busy || !view.canSwap}
              >
                <ArrowDownUp aria-hidden />
              </IconButton>
            </div>
            <AmountRow
              label={intl.formatMessage({ id: 'conversion.to' })}
              assetLabel={intl.formatMessage({ id: 'conversion.toAsset' })}
              asset={view.to}
              assets={view.toOptions}
              onAssetChange={view.chooseTo}
              value={view.shown('to')}
              onValueChange={(text) => view.edit('to', text)}
              decimals={view.toDecimals}
              usdPrice={view.toPrice}
              error={view.side === 'to' ? error : null}
              disabled={busy}
              hint={balance(view.toBalance, view.to, view.toDecimals)}
            />
          </div>
        </CardBody>
      </Card>
      {view.phase === 'unavailable' ? <LoadFailed onRetry={view.retryLoad} /> : <QuotePanel view={view} />}
      <Button size="lg" fullWidth disabled={!view.confirmable && !busy} loading={busy} onClick={view.confirm}>
        {intl.formatMessage({ id: 'conversion.confirm' })}
      </Button>
    </div>
  );
}
