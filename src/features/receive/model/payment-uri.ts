/**
 * BIP 21 style URI schemes of the networks whose wallets read them from a QR code (the coin itself only:
 * a token on these networks has no agreed URI form, so its QR holds the bare address).
 */
const SCHEMES: Readonly<Record<string, string>> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  'bitcoin-cash': 'bitcoincash',
};

/** What the QR code encodes: the payment URI where the network has one for this asset, else the address. */
export function qrValueOf(networkId: string, native: boolean, address: string): string {
  const scheme = native ? SCHEMES[networkId] : undefined;
  if (!scheme) return address;
  // Bitcoin Cash addresses may already carry their scheme.
  return address.startsWith(`${scheme}:`) ? address : `${scheme}:${address}`;
}
