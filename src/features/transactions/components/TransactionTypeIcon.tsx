import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, ImagePlus, Send, type LucideIcon } from 'lucide-react';
import { IconSprite, SpriteIcon } from '@/design-system';
import type { TransactionType } from '@/services/api';

/** Money in, money out, one asset for another; an NFT made, an NFT sent. */
const TYPE_ICONS = {
  deposit: ArrowDownLeft,
  withdrawal: ArrowUpRight,
  conversion: ArrowLeftRight,
  nft_mint: ImagePlus,
  nft_transfer: Send,
} satisfies Record<TransactionType, LucideIcon>;

/** The type icons of a list, drawn once; its rows refer to them by `id` (TransactionTypeIcon). */
export function TransactionTypeIcons({ id }: { id: string }) {
  return <IconSprite id={id} icons={TYPE_ICONS} />;
}

/** An entry's type icon, from its list's TransactionTypeIcons. Decorative: the type's name is written beside it. */
export function TransactionTypeIcon({ icons, type }: { icons: string; type: TransactionType }) {
  return <SpriteIcon sprite={icons} name={type} />;
}
