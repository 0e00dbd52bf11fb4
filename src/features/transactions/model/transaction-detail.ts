import type { Network, Transaction } from '@/services/api';
import { compare, isDecimal } from '@/shared/money';
import { NFT_PARAM, pathTo } from '@/shared/routes';

/**
 * The network's explorer page of a transaction: its URL template with `{txHash}` filled in. Only an https
 * address is a link (a template from a misconfigured network must not become a `javascript:` or plain-http
 * link in the customer's wallet); anything else gives no link.
 */
export function explorerLinkOf(template: string | undefined, txHash: string | null): string | null {
  if (!template || !txHash || !template.includes('{txHash}')) return null;
  const filled = template.replaceAll('{txHash}', encodeURIComponent(txHash));
  try {
    return new URL(filled).protocol === 'https:' ? filled : null;
  } catch {
    return null;
  }
}

/** The minimum deposit of an entry's asset on its network ('0' when the network does not say). */
export function depositMinOf(transaction: Transaction, network: Network | undefined): string | undefined {
  const entry = network?.assets.find((asset) => asset.assetId === transaction.assetId || asset.asset === transaction.asset);
  return entry?.depositMin;
}

/** Dust (ADR 0017): a deposit smaller than the asset's minimum deposit on its network. */
export function isDust(transaction: Transaction, depositMin: string | undefined): boolean {
  if (transaction.type !== 'deposit' || !isDecimal(depositMin) || !isDecimal(transaction.amount)) return false;
  return compare(transaction.amount, depositMin) < 0;
}

/**
 * An unknown sender (ADR 0017): a sender address the customer has never withdrawn to, among their latest
 * withdrawals of the same asset. No sender address: nothing to judge, not unknown.
 */
export function isUnknownSender(sender: string | null | undefined, withdrawals: readonly Transaction[]): boolean {
  if (!sender) return false;
  const wanted = sender.toLowerCase();
  return !withdrawals.some((withdrawal) => withdrawal.address?.toLowerCase() === wanted);
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** "Deposit not arrived?": the assistance form, prefilled with the entry's hash, asset and network. */
export function depositAssistanceLink(transaction: Transaction): string {
  return withQuery(pathTo('unreceived-deposit-assistance'), {
    txHash: transaction.txHash ?? '',
    asset: transaction.asset,
    network: transaction.networkId ?? '',
  });
}

/** "View NFT": the NFT an NFT entry minted or sent, opened on the NFT screen (?nft=); none for other entries. */
export function nftLink(transaction: Transaction): string | undefined {
  return transaction.nftId ? withQuery(pathTo('nft'), { [NFT_PARAM]: transaction.nftId }) : undefined;
}

/** "Get help": the support form about this entry. */
export function supportLink(transaction: Transaction): string {
  return withQuery(pathTo('support'), { txId: transaction.id });
}

/** Whether "Deposit not arrived?" applies: a deposit the wallet has not credited yet, or that failed. */
export function offersDepositAssistance(transaction: Transaction): boolean {
  return transaction.type === 'deposit' && transaction.status !== 'completed' && transaction.status !== 'cancelled';
}
