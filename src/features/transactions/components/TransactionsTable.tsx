import { memo, useId, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Badge, SpriteIcon, VisuallyHidden } from '@/design-system';
import type { Transaction } from '@/services/api';
import { css, cx } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { useEntryWords, type EntryWords } from '../hooks/use-entry-words';
import { STATUS_TONES, writtenLinesOf } from '../model/transaction-lines';
import { DetailLink, type OpenDetail } from './DetailLink';
import { TransactionTypeIcons } from './TransactionTypeIcons';

const cell = { px: '4', py: '3', textAlign: 'start', verticalAlign: 'middle' } as const;

// The rows' class names, worked out once: computed in the render, they would be again for every cell of every row.
const ROW = {
  cell: css(cell),
  type: cx(flex({ gap: '3', align: 'center' }), css({ '& svg': { width: '4', height: '4', color: 'fg.muted' } })),
  amount: css({ ...cell, textAlign: 'end', textStyle: 'amount' }),
  in: css({ color: 'success.text' }),
  out: css({ color: 'fg.default' }),
  date: css({ ...cell, textStyle: 'body.md', color: 'fg.muted' }),
};

const tableClass = css(
  {
    width: 'full',
    borderCollapse: 'collapse',
    bg: 'surface.raised',
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'lg',
  },
  { '& tbody tr': { borderTopWidth: 'thin', borderColor: 'border.default' } },
);
const headClass = css({ textStyle: 'label', color: 'fg.muted' });
const headCellClass = css(cell);
const headAmountCellClass = css({ ...cell, textAlign: 'end' });

/** The entries' dates as intl.formatDate writes them, with one formatter for the whole page. */
function dateFormat(intl: IntlShape): Intl.DateTimeFormat {
  return intl.formatters.getDateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(intl.timeZone ? { timeZone: intl.timeZone } : {}),
  });
}

interface RowProps {
  transaction: Transaction;
  openDetail: OpenDetail;
  date: Intl.DateTimeFormat;
  /** The id of the table's type icons. */
  icons: string;
  words: EntryWords;
}

/** Memoised: a live refresh that changes one entry re-renders that row only. */
const TransactionTableRow = memo(function TransactionTableRow({ transaction, openDetail, date, icons, words }: RowProps) {
  const intl = useIntl();
  const lines = writtenLinesOf(transaction, intl.locale);
  const when = date.format(new Date(transaction.createdAt));
  return (
    <tr data-status={transaction.status}>
      <td className={ROW.cell}>
        <div className={ROW.type}>
          <SpriteIcon sprite={icons} name={transaction.type} />
          <DetailLink
            transaction={transaction}
            openDetail={openDetail}
            type={words.type[transaction.type]}
            lines={lines}
            date={when}
          />
        </div>
      </td>
      <td className={ROW.amount}>
        {lines.map((line) => (
          <div key={`${line.direction}-${line.asset}`} className={line.direction === 'in' ? ROW.in : ROW.out}>
            {line.text}
          </div>
        ))}
      </td>
      <td className={ROW.cell}>
        <Badge tone={STATUS_TONES[transaction.status]} size="sm">
          {words.status[transaction.status]}
        </Badge>
      </td>
      <td className={ROW.date}>
        <time dateTime={transaction.createdAt}>{when}</time>
      </td>
    </tr>
  );
});

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
  const date = useMemo(() => dateFormat(intl), [intl]);
  const icons = useId();
  const words = useEntryWords();
  return (
    <>
      <TransactionTypeIcons id={icons} />
      <table className={tableClass}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead className={headClass}>
          <tr>
            <th scope="col" className={headCellClass}>
              {t('transactions.history.column.type')}
            </th>
            <th scope="col" className={headAmountCellClass}>
              {t('transactions.history.column.amount')}
            </th>
            <th scope="col" className={headCellClass}>
              {t('transactions.history.column.status')}
            </th>
            <th scope="col" className={headCellClass}>
              {t('transactions.history.column.date')}
            </th>
          </tr>
        </thead>
        <tbody>
          {/* Keyed by place, not by entry: a page change then updates the 20 rows in place instead of removing
            them and building 20 new ones (the rows hold no state of their own). */}
          {transactions.map((transaction, index) => (
            <TransactionTableRow
              key={index}
              transaction={transaction}
              openDetail={openDetail}
              date={date}
              icons={icons}
              words={words}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}
