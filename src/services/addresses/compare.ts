// Hex (EVM) and bech32 addresses are case-insensitive: 0xAbC… and 0xabc… are one address. Base58 ones are not.
const CASE_INSENSITIVE = /^(0x[0-9a-f]+|(bc|tb|ltc|cosmos|addr)1[0-9a-z]+|(bitcoincash:)?[qp][0-9a-z]{41})$/i;

/** The form two addresses are compared in (for past recipients, look-alikes, own addresses). */
export function addressKey(address: string): string {
  return CASE_INSENSITIVE.test(address) ? address.toLowerCase() : address;
}

export function sameAddress(a: string, b: string): boolean {
  return addressKey(a) === addressKey(b);
}
