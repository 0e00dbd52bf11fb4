import type { Nft } from '@/services/api';

/** A link from server data, only when it is https (never javascript:, http: or a relative path). */
export function httpsLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Units can move once the token is on chain and the customer still holds some. */
export function canTransfer(nft: Pick<Nft, 'status' | 'balance'>): boolean {
  return nft.balance > 0 && (nft.status === 'minted' || nft.status === 'transferring');
}
