/** The FAQ's groups, in the order the help screen shows them. */
export const FAQ_GROUPS = ['account', 'deposits', 'withdrawals', 'conversion', 'nft', 'security'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export interface FaqEntry {
  /** Stable, for the accordion and links (`#faq-deposits-missing`). */
  id: string;
  group: FaqGroup;
  questionId: string;
  answerId: string;
}

const entry = (group: FaqGroup, name: string): FaqEntry => ({
  id: `${group}-${name}`,
  group,
  questionId: `support.faq.${group}.${name}.question`,
  answerId: `support.faq.${group}.${name}.answer`,
});

/**
 * The questions shipped with the app (en and tr in the catalogues). The text is in the catalogues so the
 * search reads exactly what the customer sees, in their language.
 */
export const FAQ: readonly FaqEntry[] = [
  entry('account', 'profile'),
  entry('account', 'password'),
  entry('account', 'kyc'),
  entry('deposits', 'duration'),
  entry('deposits', 'missing'),
  entry('deposits', 'networks'),
  entry('withdrawals', 'code'),
  entry('withdrawals', 'fee'),
  entry('withdrawals', 'limit'),
  entry('conversion', 'how'),
  entry('conversion', 'rate'),
  entry('nft', 'create'),
  entry('nft', 'transfer'),
  entry('security', 'codes'),
  entry('security', 'compromised'),
  entry('security', 'signedOut'),
];

/** Message ids of the group headings. */
export const FAQ_GROUP_TITLE_IDS: Readonly<Record<FaqGroup, string>> = {
  account: 'support.faq.groups.account',
  deposits: 'support.faq.groups.deposits',
  withdrawals: 'support.faq.groups.withdrawals',
  conversion: 'support.faq.groups.conversion',
  nft: 'support.faq.groups.nft',
  security: 'support.faq.groups.security',
};
