import { useIntl } from 'react-intl';
import { Button, Card, CardBody, FormAlert, LinkButton, Skeleton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { ConversionView } from '../hooks/use-conversion';
import { formatConversionAmount } from '../model/format';

const doneClass = stack({ gap: '6' });
const balancesTitleClass = css({ textStyle: 'heading.sm', mb: '3' });
const balancesClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '2',
  fontVariantNumeric: 'tabular-nums',
});
const balanceRowClass = css({ display: 'contents' });
const symbolClass = css({ color: 'fg.muted' });
const balanceClass = css({ textAlign: 'end' });
const actionsClass = flex({ gap: '3', wrap: 'wrap' });

/** Success: what was converted and the new balances of both assets (read again after the conversion). */
export function ConversionDone({ view }: { view: ConversionView }) {
  const intl = useIntl();
  const { transaction } = view;
  if (!transaction) return null;
  const given = formatConversionAmount(transaction.amount, transaction.asset, intl.locale, view.fromDecimals);
  const received = formatConversionAmount(
    transaction.counterAmount ?? '0',
    transaction.counterAsset ?? view.to,
    intl.locale,
    view.toDecimals,
  );
  return (
    <div className={doneClass}>
      <FormAlert tone="success" focusOnShow title={intl.formatMessage({ id: 'conversion.done.title' })}>
        {intl.formatMessage({ id: 'conversion.done.body' }, { given, received })}
      </FormAlert>
      <Card>
        <CardBody>
          <h2 className={balancesTitleClass}>{intl.formatMessage({ id: 'conversion.done.balances' })}</h2>
          <dl className={balancesClass}>
            {[
              { symbol: view.from, balance: view.fromBalance, decimals: view.fromDecimals },
              { symbol: view.to, balance: view.toBalance, decimals: view.toDecimals },
            ].map(({ symbol, balance, decimals }) => (
              <div key={symbol} className={balanceRowClass}>
                <dt className={symbolClass}>{symbol}</dt>
                <dd className={balanceClass}>
                  {balance === null ? (
                    <Skeleton variant="text" width="24" />
                  ) : (
                    formatConversionAmount(balance, symbol, intl.locale, decimals)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      <div className={actionsClass}>
        <Button onClick={view.startOver}>{intl.formatMessage({ id: 'conversion.done.again' })}</Button>
        <LinkButton variant="outline" to={pathTo('transaction-history')}>
          {intl.formatMessage({ id: 'conversion.done.history' })}
        </LinkButton>
      </div>
    </div>
  );
}
