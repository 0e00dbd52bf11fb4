import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, ImagePlus, Send, type LucideIcon } from 'lucide-react';
import { IconSprite } from '@/design-system';
import type { TransactionType } from '@/services/api';

/** Money in, money out, one asset for another; an NFT made, an NFT sent. */
const TYPE_ICONS = {
  deposit: ArrowDownLeft,
  withdrawal: ArrowUpRight,
  conversion: ArrowLeftRight,
  nft_mint: ImagePlus,
  nft_transfer: Send,
} satisfies Record<TransactionType, LucideIcon>;

/** The type icons of a list, drawn once; its rows show theirs with `<SpriteIcon sprite={id} name={type} />`. */
export function TransactionTypeIcons({ id }: { id: string }) {
  return <IconSprite id={id} icons={TYPE_ICONS} />;
}
