import type { Nft } from '@/services/api';
import type { DemoUser } from '../../fixtures/demo-users';
import { nftArt } from '../art';
import { networkSpec, type NetworkSpec } from '../catalog';
import { DAY, MINUTE, iso } from '../format';
import { mediaUrl } from '../media';
import type { Random } from '../prng';
import type { DemoDatabase } from '../types';
import { nextId } from './ids';
import { explorerTxUrl } from './networks';

const NFT_NAMES = [
  'Arena Champion',
  'Neon Dragon',
  'Pixel Samurai',
  'Cosmic Koi',
  'Golden Gauntlet',
  'Forest Spirit',
  'Cyber Fox',
  'Crystal Golem',
  'Lunar Racer',
  'Ember Phoenix',
  'Shadow Blade',
  'Tidal Serpent',
  'Sky Citadel',
  'Clockwork Owl',
];

/** The demo contract's name: every seeded token belongs to it. */
export const DEMO_COLLECTION = 'Game Hub Heroes';
const RARITIES = ['Common', 'Rare', 'Epic', 'Legendary'];
const ELEMENTS = ['Fire', 'Water', 'Earth', 'Air', 'Void'];

// Traits follow the index, not the random source: drawing more numbers here would change every record seeded after.
const traitsOf = (index: number) => [
  { trait: 'Rarity', value: RARITIES[index % RARITIES.length] ?? 'Common' },
  { trait: 'Element', value: ELEMENTS[index % ELEMENTS.length] ?? 'Fire' },
];

export function buildNfts(db: DemoDatabase, random: Random, user: DemoUser, now: number): Nft[] {
  const contract = `0x${'7a1fd0'.padEnd(40, '3')}`;
  const polygon = networkSpec('polygon') as NetworkSpec;
  return NFT_NAMES.map((name, index) => {
    const id = nextId(db, 'nft');
    const key = `nft/${id}.svg`;
    db.media[key] = { contentType: 'image/svg+xml', encoding: 'text', body: nftArt(random, name) };
    const supply = random.pick([1, 1, 5, 10, 25, 100, 500, 1000]);
    const status = index === 0 ? 'minting' : index === 3 ? 'transferring' : 'minted';
    const txHash = status === 'minting' ? null : polygon.txHash(random);
    return {
      id,
      userId: user.userId,
      standard: 'ERC1155',
      networkId: 'polygon',
      contractAddress: contract,
      tokenId: String(1000 + index * 7),
      name: supply > 1 ? `${name} #${random.int(1, 99)}` : name,
      description: `${name} from the Game Hub collection. Use it in supported games or trade it on any ERC1155 marketplace.`,
      imageUrl: mediaUrl(key),
      supply,
      balance: status === 'transferring' ? Math.max(0, supply - 1) : supply === 1 ? 1 : random.int(1, supply),
      collection: DEMO_COLLECTION,
      properties: traitsOf(index),
      externalUrl: null,
      status,
      txHash,
      explorerUrl: txHash ? explorerTxUrl(polygon, txHash) : null,
      createdAt: iso(now - (index === 0 ? 2 * MINUTE : (index * 11 + random.int(0, 9)) * DAY)),
    } satisfies Nft;
  });
}
