import { useIntl } from 'react-intl';
import type { Transaction } from '@/services/api';
import { css } from 'styled-system/css';
import type { DetailParam } from '@/design-system';
import type { WrittenLine } from '../model/transaction-lines';

/** How a row opens its entry's details (the screen's ?tx= link). */
export type OpenDetail = DetailParam['linkTo'];

const link = css({
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  // The whole row (position: relative) answers the click; the text alone is the link for assistive technology.
  '&[data-stretched]::after': { content: '""', position: 'absolute', inset: '0' },
});

/**
 * The entry's type as a link to its details, named with what sets it apart from the rows around it: its amounts
 * and date as the row shows them (the row formats them once, for the cells and this name).
 */
export function DetailLink({
  transaction,
  openDetail,
  stretched = false,
  type,
  lines,
  date,
}: {
  transaction: Transaction;
  openDetail: OpenDetail;
  stretched?: boolean;
  /** The entry's type, as the row writes it ("Withdrawal"): the link's text. */
  type: string;
  /** The entry's signed amounts, as the row writes them ("−0.5 BTC", "+20,000 USDT"). */
  lines: readonly WrittenLine[];
  /** The entry's date and time (dateStyle medium, timeStyle short). */
  date: string;
}) {
  const intl = useIntl();
  const { href, onClick } = openDetail(transaction.id);
  const label = intl.formatMessage(
    { id: 'transactions.detail.open' },
    {
      type,
      amount: lines.map((line) => line.text).join(' '),
      date,
    },
  );
  return (
    <a href={href} onClick={onClick} className={link} aria-label={label} data-stretched={stretched || undefined}>
      {type}
    </a>
  );
}
