import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORKS } from '@/mocks/db/catalog';
import {
  checkAddress,
  checksumCoveredAssets,
  loadChecksums,
  networksAcceptingAddress,
  type AddressRules,
  type NetworkWithRules,
} from '.';

beforeAll(() => loadChecksums());

// The demo backend's networks carry the same addressRegex / memo rules the real API sends.
function network(id: string): NetworkWithRules {
  const spec = NETWORKS.find((item) => item.id === id);
  if (!spec) throw new Error(`no network ${id}`);
  const rules: AddressRules = {
    addressRegex: spec.addressRegex,
    memoRequired: spec.memo !== undefined,
    memoRegex: spec.memo?.regex ?? null,
  };
  return { network: { id: spec.id, name: spec.name, nativeAsset: spec.nativeAsset }, rules };
}

/** Real addresses, checked with each coin's own checksum. */
const VALID: Record<string, string[]> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // legacy P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // bech32 (segwit v0)
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', // bech32m (taproot)
  ],
  ethereum: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
  bsc: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  tron: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  solana: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
  litecoin: [
    'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz',
    'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN',
    'ltc1qpvc9275lcn5suv6c0k3v0mq3xedcpfw24vvr3x',
  ],
  dogecoin: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'DBXu2kgc3xtvCUWFcxFE3r9hEYgmuaaCyD'],
  'bitcoin-cash': ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  stellar: ['GAI3GJ2Q3B35AOZJ36C4ANE3HSS4NK7WI6DNO4ZSHRAX6NG7BMX6VJER'],
  cardano: ['addr1vpu5vlrf4xkxv2qpwngf6cjhtw542ayty80v8dyr49rf5eg0yu80w'],
  polkadot: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  cosmos: ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
  algorand: ['VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA'],
  tezos: ['tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb', 'tz1KqTpEZ7Yob7QbPE4Hy4Wo8fHG8LhKxZSx'],
  near: ['example.near'],
};

/** One character changed, so the format still fits but the checksum does not. */
const BAD_CHECKSUM: Record<string, string[]> = {
  bitcoin: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
  ethereum: ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi'],
  litecoin: ['LaMT348PWRnrqeeWArpwQPbuanpXDZGEUy'],
  dogecoin: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M'],
  cosmos: ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03'],
  tezos: ['tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjc'],
  stellar: ['GAI3GJ2Q3B35AOZJ36C4ANE3HSS4NK7WI6DNO4ZSHRAX6NG7BMX6VJEA'],
};

/** Not the network's format at all. */
const BAD_FORMAT: Record<string, string[]> = {
  bitcoin: ['', 'hello', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'bc1', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ethereum: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  ],
  tron: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ALa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh0'],
};

describe('recipient address corpus', () => {
  for (const [id, addresses] of Object.entries(VALID)) {
    it.each(addresses)(`${id}: %s is valid`, (address) => {
      const { network: net, rules } = network(id);
      expect(checkAddress(address, net, rules)).toMatchObject({ kind: 'valid' });
    });
  }
  for (const [id, addresses] of Object.entries(BAD_CHECKSUM)) {
    it.each(addresses)(`${id}: %s fails its checksum`, (address) => {
      const { network: net, rules } = network(id);
      expect(checkAddress(address, net, rules)).toEqual({ kind: 'checksum' });
    });
  }
  for (const [id, addresses] of Object.entries(BAD_FORMAT)) {
    it.each(addresses)(`${id}: "%s" is not its format`, (address) => {
      const { network: net, rules } = network(id);
      expect(checkAddress(address, net, rules).kind).toMatch(/^(format|empty)$/);
    });
  }

  it('says which networks checksums cover and which only match the pattern', async () => {
    expect(await checksumCoveredAssets()).toEqual(expect.arrayContaining(['BTC', 'ETH', 'TRX', 'SOL', 'XRP', 'LTC', 'DOGE']));
    const ton = network('ton');
    expect(checkAddress('EQ' + 'A'.repeat(46), ton.network, ton.rules)).toEqual({ kind: 'valid', checksum: 'not-covered' });
    const btc = network('bitcoin');
    expect(checkAddress(VALID.bitcoin?.[0] ?? '', btc.network, btc.rules)).toEqual({ kind: 'valid', checksum: 'valid' });
  });

  it('caps the length before any pattern runs', () => {
    const eth = network('ethereum');
    expect(checkAddress('0x' + 'a'.repeat(200), eth.network, eth.rules)).toEqual({ kind: 'too-long', max: 128 });
  });

  it('refuses to run a pattern that could backtrack for ever', () => {
    const eth = network('ethereum');
    expect(checkAddress('aaaa', eth.network, { ...eth.rules, addressRegex: '^(a+)+$' })).toEqual({ kind: 'rule-unusable' });
    expect(checkAddress('aaaa', eth.network, { ...eth.rules, addressRegex: '^([a' })).toEqual({ kind: 'rule-unusable' });
  });
});

describe('wrong network', () => {
  const usdtNetworks = ['ethereum', 'tron', 'solana', 'bsc'].map(network);

  it('finds TRON for a TRON address typed on Ethereum', () => {
    const found = networksAcceptingAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ethereum', usdtNetworks);
    expect(found.map((item) => item.network.id)).toEqual(['tron']);
  });

  it('finds the other EVM chains for an EVM address', () => {
    const found = networksAcceptingAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'tron', usdtNetworks);
    expect(found.map((item) => item.network.id)).toEqual(['ethereum', 'bsc']);
  });

  it('suggests nothing for an address with a broken checksum, or on its own network', () => {
    expect(networksAcceptingAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'ethereum', usdtNetworks)).toEqual([]);
    expect(networksAcceptingAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tron', usdtNetworks)).toEqual([]);
    expect(networksAcceptingAddress('', 'tron', usdtNetworks)).toEqual([]);
  });
});
