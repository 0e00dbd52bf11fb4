import { useIntl } from 'react-intl';
import { Button, Card, CardBody, FormAlert, LinkButton, Skeleton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { Box, Flex, Stack } from 'styled-system/jsx';
import type { ConversionView } from '../hooks/use-conversion';
import { formatConversionAmount } from '../model/format';

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
    <Stack gap="6">
      <FormAlert tone="success" focusOnShow title={intl.formatMessage({ id: 'conversion.done.title' })}>
        {intl.formatMessage({ id: 'conversion.done.body' }, { given, received })}
      </FormAlert>
      <Card>
        <CardBody>
          <Box as="h2" textStyle="heading.sm" mb="3">
            {intl.formatMessage({ id: 'conversion.done.balances' })}
          </Box>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" fontVariantNumeric="tabular-nums">
            {[
              { symbol: view.from, balance: view.fromBalance, decimals: view.fromDecimals },
              { symbol: view.to, balance: view.toBalance, decimals: view.toDecimals },
            ].map(({ symbol, balance, decimals }) => (
              <Box key={symbol} display="contents">
                <Box as="dt" color="fg.muted">
                  {symbol}
                </Box>
                <Box as="dd" textAlign="end">
                  {balance === null ? (
                    <Skeleton variant="text" width="24" />
                  ) : (
                    formatConversionAmount(balance, symbol, intl.locale, decimals)
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </CardBody>
      </Card>
      <Flex gap="3" wrap="wrap">
        <Button onClick={view.startOver}>{intl.formatMessage({ id: 'conversion.done.again' })}</Button>
        <LinkButton variant="outline" to={pathTo('transaction-history')}>
          {intl.formatMessage({ id: 'conversion.done.history' })}
        </LinkButton>
      </Flex>
    </Stack>
  );
}
