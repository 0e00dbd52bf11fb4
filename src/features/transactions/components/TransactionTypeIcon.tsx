import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight } from 'lucide-react';
import type { TransactionType } from '@/services/api';

/** Money in, money out, one asset for another. Decorative: the type's name is always written beside it. */
export function TransactionTypeIcon({ type }: { type: TransactionType }) {
  if (type === 'deposit') return <ArrowDownLeft aria-hidden />;
  if (type === 'withdrawal') return <ArrowUpRight aria-hidden />;
  return <ArrowLeftRight aria-hidden />;
}
