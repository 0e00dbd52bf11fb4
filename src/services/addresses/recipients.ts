import { addressKey, sameAddress } from './compare';

/** What the recipient checks need of a past transaction (a subset of the API's Transaction). */
export interface PastTransaction {
  type: string;
  status: string;
  address: string | null;
}

/** The addresses the customer has really sent to: their completed withdrawals, each once, newest first. */
export function pastRecipients(transactions: readonly PastTransaction[]): string[] {
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const tx of transactions) {
    if (tx.type !== 'withdrawal' || tx.status !== 'completed' || !tx.address) continue;
    const key = addressKey(tx.address);
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(tx.address);
  }
  return recipients;
}

/** True when the customer has never completed a withdrawal to this address. */
export function isFirstTimeRecipient(address: string, recipients: readonly string[]): boolean {
  return !recipients.some((recipient) => sameAddress(recipient, address));
}

/** True when the address is one of the customer's own deposit addresses (sending there goes nowhere useful). */
export function isOwnAddress(address: string, ownAddresses: readonly string[]): boolean {
  return ownAddresses.some((own) => sameAddress(own, address));
}
