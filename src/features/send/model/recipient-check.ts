import {
  checkAddress,
  checkMemo,
  findLookAlike,
  isFirstTimeRecipient,
  isOwnAddress,
  networksAcceptingAddress,
  type AddressCheck,
  type LookAlike,
  type MemoCheck,
} from '@/services/addresses';
import type { SendForm } from '@/machines/withdrawal';
import type { NetworkOfAsset } from '../hooks/use-send-data';

export interface RecipientCheck {
  address: AddressCheck;
  memo: MemoCheck;
  /** Other networks of the asset on which the address is valid (shown when it is not valid here). */
  otherNetworks: NetworkOfAsset[];
  ownAddress: boolean;
  firstTime: boolean;
  lookAlike: LookAlike | null;
  /** Everything required is there and every warning that needs an answer has one. */
  canContinue: boolean;
}

function asRules(item: NetworkOfAsset) {
  return {
    network: { id: item.network.id, name: item.network.name, nativeAsset: item.network.nativeAsset },
    rules: { addressRegex: item.rules.addressRegex, memoRequired: item.rules.memoRequired, memoRegex: item.rules.memoRegex },
  };
}

/** Every pre-send check of the recipient step, from the form and what the customer has done before. */
export function checkRecipient(
  form: SendForm,
  current: NetworkOfAsset,
  networksOfAsset: readonly NetworkOfAsset[],
  recipients: readonly string[],
  ownAddresses: readonly string[],
): RecipientCheck {
  const { network, rules } = asRules(current);
  const address = checkAddress(form.address, network, rules);
  const memo = checkMemo(form.memo, rules);
  const valid = address.kind === 'valid';
  const candidates = networksOfAsset.map(asRules);
  const otherIds =
    valid || form.address === ''
      ? []
      : networksAcceptingAddress(form.address, network.id, candidates).map((item) => item.network.id);
  const otherNetworks = networksOfAsset.filter((item) => otherIds.includes(item.network.id));
  const ownAddress = valid && isOwnAddress(form.address, ownAddresses);
  const lookAlike = valid ? findLookAlike(form.address, recipients) : null;
  const firstTime = valid && isFirstTimeRecipient(form.address, recipients);
  const memoOk = memo.kind === 'valid' || memo.kind === 'not-needed' || (memo.kind === 'missing' && form.noMemoConfirmed);
  const lookAlikeOk = lookAlike === null || form.acceptedWarnings.includes('look-alike');
  return {
    address,
    memo,
    otherNetworks,
    ownAddress,
    firstTime,
    lookAlike,
    canContinue: valid && !ownAddress && memoOk && lookAlikeOk,
  };
}
