import { useIntl } from 'react-intl';
import { Badge, RelativeTime, SpriteIcon } from '@/design-system';
import type { Transaction } from '@/services/api';
import { Box, Flex, Stack } from 'styled-system/jsx';
import type { EntryWords } from '../hooks/use-entry-words';
import { STATUS_TONES, writtenLinesOf } from '../model/transaction-lines';
import { DetailLink, type OpenDetail } from './DetailLink';

interface TransactionRowProps {
  transaction: Transaction;
  openDetail: OpenDetail;
  /** The id of the list's type icons (TransactionTypeIcons). */
  icons: string;
  words: EntryWords;
}

/** One entry as a row: type icon and name, signed amounts, status, how long ago. The whole row opens its details. */
export function TransactionRow({ transaction, openDetail, icons, words }: TransactionRowProps) {
  const intl = useIntl();
  const lines = writtenLinesOf(transaction, intl.locale);
  return (
    <Flex
      gap="3"
      align="center"
      py="3"
      px="4"
      position="relative"
      _hover={{ bg: 'surface.hover' }}
      data-testid="transaction-row"
      data-status={transaction.status}
    >
      <Flex
        flexShrink="0"
        align="center"
        justify="center"
        width="10"
        height="10"
        borderRadius="full"
        bg="surface.sunken"
        color="fg.muted"
        css={{ '& svg': { width: '5', height: '5' } }}
      >
        <SpriteIcon sprite={icons} name={transaction.type} />
      </Flex>
      <Stack gap="0.5" flex="1" minWidth="0">
        <Box as="span" textStyle="label">
          <DetailLink
            transaction={transaction}
            openDetail={openDetail}
            stretched
            type={words.type[transaction.type]}
            lines={lines}
            date={intl.formatDate(transaction.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          />
        </Box>
        <Box as="span" textStyle="body.sm" color="fg.muted">
          <RelativeTime dateTime={transaction.createdAt} />
        </Box>
      </Stack>
      {/* At most three fifths of the row: a long NFT name wraps here instead of squeezing the type and time. */}
      <Stack gap="1" align="flex-end" minWidth="0" maxWidth="3/5">
        {lines.map((line) => (
          <Box
            key={`${line.direction}-${line.asset}`}
            as="span"
            textStyle="amount"
            color={line.direction === 'in' ? 'success.text' : 'fg.default'}
            overflowWrap="anywhere"
            textAlign="end"
          >
            {line.text}
          </Box>
        ))}
        <Badge tone={STATUS_TONES[transaction.status]} size="sm">
          {words.status[transaction.status]}
        </Badge>
      </Stack>
    </Flex>
  );
}
