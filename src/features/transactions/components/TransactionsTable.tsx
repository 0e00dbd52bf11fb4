import { useIntl } from 'react-intl';
import { Badge, VisuallyHidden } from '@/design-system';
import type { Transaction } from '@/services/api';
import { Box, Flex, styled } from 'styled-system/jsx';
import { formatLine, linesOf, STATUS_TONES } from '../model/transaction-lines';
import { DetailLink, type OpenDetail } from './DetailLink';
import { TransactionTypeIcon } from './TransactionTypeIcon';

const cell = { px: '4', py: '3', textAlign: 'start', verticalAlign: 'middle' } as const;

/** The history on a wide screen: one row per entry, dates in the customer's time zone and language. */
export function TransactionsTable({
  transactions,
  caption,
  openDetail,
}: {
  transactions: Transaction[];
  caption: string;
  openDetail: OpenDetail;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box
      as="table"
      width="full"
      borderCollapse="collapse"
      bg="surface.raised"
      borderWidth="thin"
      borderColor="border.default"
      borderRadius="lg"
      css={{ '& tbody tr': { borderTopWidth: 'thin', borderColor: 'border.default' } }}
    >
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Box as="thead" textStyle="label" color="fg.muted">
        <tr>
          <styled.th scope="col" {...cell}>
            {t('transactions.history.column.type')}
          </styled.th>
          <styled.th scope="col" {...cell} textAlign="end">
            {t('transactions.history.column.amount')}
          </styled.th>
          <styled.th scope="col" {...cell}>
            {t('transactions.history.column.status')}
          </styled.th>
          <styled.th scope="col" {...cell}>
            {t('transactions.history.column.date')}
          </styled.th>
        </tr>
      </Box>
      <tbody>
        {transactions.map((transaction) => (
          <tr key={transaction.id} data-status={transaction.status}>
            <Box as="td" {...cell}>
              <Flex gap="3" align="center" css={{ '& svg': { width: '4', height: '4', color: 'fg.muted' } }}>
                <TransactionTypeIcon type={transaction.type} />
                <DetailLink transaction={transaction} openDetail={openDetail}>
                  {t(`transactions.type.${transaction.type}`)}
                </DetailLink>
              </Flex>
            </Box>
            <Box as="td" {...cell} textAlign="end" textStyle="amount">
              {linesOf(transaction).map((line) => (
                <Box key={`${line.direction}-${line.asset}`} color={line.direction === 'in' ? 'success.text' : 'fg.default'}>
                  {formatLine(line, intl.locale)}
                </Box>
              ))}
            </Box>
            <Box as="td" {...cell}>
              <Badge tone={STATUS_TONES[transaction.status]} size="sm">
                {t(`transactions.status.${transaction.status}`)}
              </Badge>
            </Box>
            <Box as="td" {...cell} textStyle="body.md" color="fg.muted">
              <time dateTime={transaction.createdAt}>
                {intl.formatDate(transaction.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
