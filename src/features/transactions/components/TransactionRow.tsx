import { useIntl } from 'react-intl';
import { Badge, RelativeTime, SpriteIcon } from '@/design-system';
import type { Transaction } from '@/services/api';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { EntryWords } from '../hooks/use-entry-words';
import { STATUS_TONES, writtenLinesOf } from '../model/transaction-lines';
import { DetailLink, type OpenDetail } from './DetailLink';

const rowClass = flex({ gap: '3', align: 'center', py: '3', px: '4', position: 'relative', _hover: { bg: 'surface.hover' } });
// Spelled out, not flex.raw(): Panda's extractor reads a pattern's raw call as plain styles (align, justify).
const iconClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  width: '10',
  height: '10',
  borderRadius: 'full',
  bg: 'surface.sunken',
  color: 'fg.muted',
  '& svg': { width: '5', height: '5' },
});
const textClass = stack({ gap: '0.5', flex: '1', minWidth: '0' });
const typeClass = css({ textStyle: 'label' });
const timeClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const amountsClass = stack({ gap: '1', align: 'flex-end', minWidth: '0', maxWidth: '3/5' });
const amountInClass = css({ textStyle: 'amount', color: 'success.text', overflowWrap: 'anywhere', textAlign: 'end' });
const amountOutClass = css({ textStyle: 'amount', color: 'fg.default', overflowWrap: 'anywhere', textAlign: 'end' });

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
    <div className={rowClass} data-testid="transaction-row" data-status={transaction.status}>
      <div className={iconClass}>
        <SpriteIcon sprite={icons} name={transaction.type} />
      </div>
      <div className={textClass}>
        <span className={typeClass}>
          <DetailLink
            transaction={transaction}
            openDetail={openDetail}
            stretched
            type={words.type[transaction.type]}
            lines={lines}
            date={intl.formatDate(transaction.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          />
        </span>
        <span className={timeClass}>
          <RelativeTime dateTime={transaction.createdAt} />
        </span>
      </div>
      {/* At most three fifths of the row: a long NFT name wraps here instead of squeezing the type and time. */}
      <div className={amountsClass}>
        {lines.map((line) => (
          <span key={`${line.direction}-${line.asset}`} className={line.direction === 'in' ? amountInClass : amountOutClass}>
            {line.text}
          </span>
        ))}
        <Badge tone={STATUS_TONES[transaction.status]} size="sm">
          {words.status[transaction.status]}
        </Badge>
      </div>
    </div>
  );
}
