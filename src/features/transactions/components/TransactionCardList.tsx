import { useId } from 'react';
import type { Transaction } from '@/services/api';
import { css } from 'styled-system/css';
import type { OpenDetail } from './DetailLink';
import { useEntryWords } from '../hooks/use-entry-words';
import { TransactionRow } from './TransactionRow';
import { TransactionTypeIcons } from './TransactionTypeIcons';

interface TransactionCardListProps {
  transactions: readonly Transaction[];
  /** Names the list for screen readers (the section's heading). */
  label: string;
  openDetail: OpenDetail;
}

const listClass = css(
  {
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'lg',
    overflow: 'hidden',
    bg: 'surface.raised',
  },
  { '& > li + li': { borderTopWidth: 'thin', borderColor: 'border.default' } },
);

/** Entries as one bordered list of rows: the asset's latest transactions, and the history on a phone. */
export function TransactionCardList({ transactions, label, openDetail }: TransactionCardListProps) {
  const icons = useId();
  const words = useEntryWords();
  return (
    <>
      <TransactionTypeIcons id={icons} />
      <ul aria-label={label} className={listClass}>
        {transactions.map((transaction) => (
          <li key={transaction.id}>
            <TransactionRow transaction={transaction} openDetail={openDetail} icons={icons} words={words} />
          </li>
        ))}
      </ul>
    </>
  );
}
