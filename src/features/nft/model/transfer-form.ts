import {
  checkAddress,
  findLookAlike,
  isFirstTimeRecipient,
  type AddressCheck,
  type AddressNetwork,
  type LookAlike,
} from '@/services/addresses';

/** ERC1155 lives on EVM chains only: 0x and 40 hex digits, EIP-55 checksum when mixed case. */
export const EVM_ADDRESS_RULES = { addressRegex: '^0x[0-9a-fA-F]{40}$', memoRequired: false, memoRegex: null } as const;

export type QuantityProblem = 'required' | 'whole' | 'min' | 'max';

/** A whole number from 1 to the units held, from the digits typed. */
export function quantityProblem(quantity: string, owned: number): QuantityProblem | undefined {
  const text = quantity.trim();
  if (text === '') return 'required';
  if (!/^\d+$/.test(text)) return 'whole';
  const digits = text.replace(/^0+(?=\d)/, '');
  if (digits === '0') return 'min';
  if (digits.length > 9 || Number(digits) > owned) return 'max';
  return undefined;
}

export interface TransferCheck {
  address: AddressCheck;
  lookAlike: LookAlike | null;
  firstTime: boolean;
  quantity: QuantityProblem | undefined;
  /** Valid address and quantity, and a look-alike (if any) acknowledged. */
  canReview: boolean;
}

/** The send flow's recipient checks (services/addresses), applied to an NFT transfer. */
export function checkTransfer(
  form: { address: string; quantity: string; lookAlikeAccepted: boolean },
  network: AddressNetwork,
  owned: number,
  recipients: readonly string[],
): TransferCheck {
  const address = checkAddress(form.address, network, EVM_ADDRESS_RULES);
  const valid = address.kind === 'valid';
  const lookAlike = valid ? findLookAlike(form.address, recipients) : null;
  const firstTime = valid && isFirstTimeRecipient(form.address, recipients);
  const quantity = quantityProblem(form.quantity, owned);
  return {
    address,
    lookAlike,
    firstTime,
    quantity,
    canReview: valid && quantity === undefined && (lookAlike === null || form.lookAlikeAccepted),
  };
}
