import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, walletApi } from '@/services/api';
import { isApiError } from '@/services/api';
import { actAsDemoUser } from '../../act-as';
import { getDb } from '../../db';
import { runPendingJobs } from '../../db/store';

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG-typed file of `bytes` (signature first, then zeros): what the contract's size rule sees. */
function pngOf(bytes: number, name = 'big.png'): File {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type: 'image/png' });
}

const mint = (image: File, name: string) =>
  walletApi.mintNft({ image, name, supply: 1 }, { idempotencyKey: newIdempotencyKey() });

describe('demo backend: minting an NFT', { timeout: 30_000 }, () => {
  it('accepts a 6 MB image, as the contract does, serves it whole and keeps it out of the stored database', async () => {
    actAsDemoUser();
    const image = pngOf(6 * MB);
    const nft = await mint(image, 'Six megabytes');
    expect(nft.name).toBe('Six megabytes');
    const served = await fetch(nft.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBe(6 * MB);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The database (JSON in localStorage in the demo app) holds no copy of the bytes.
    expect(JSON.stringify(getDb()).length).toBeLessThan(1 * MB);
  });

  it('answers 413 above 10 MB', async () => {
    actAsDemoUser();
    const refused = await mint(pngOf(10 * MB + 1), 'Too big').catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(413);
  });
});

describe('demo backend: NFTs in the transaction history (ADR 0030)', { timeout: 30_000 }, () => {
  it('lists a mint as units in, and a transfer as units out, pending until it lands', async () => {
    actAsDemoUser();
    const image = pngOf(1024, 'sword.png');
    const nft = await walletApi.mintNft({ image, name: 'Sword of Tests', supply: 5 }, { idempotencyKey: newIdempotencyKey() });
    const minted = (await walletApi.listTransactions({ type: 'nft_mint' })).data[0];
    expect(minted).toMatchObject({ type: 'nft_mint', status: 'completed', asset: 'Sword of Tests', amount: '5', nftId: nft.id });
    expect(minted?.txHash).toBe(nft.txHash);

    const to = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    await walletApi.transferNft({ nftId: nft.id, toAddress: to, amount: 2 }, { idempotencyKey: newIdempotencyKey() });
    const sent = (await walletApi.listTransactions({ type: 'nft_transfer' })).data[0];
    expect(sent).toMatchObject({
      status: 'pending',
      asset: 'Sword of Tests',
      amount: '2',
      address: to,
      nftId: nft.id,
      txHash: null,
    });

    runPendingJobs();
    const landed = (await walletApi.listTransactions({ id: sent?.id })).data[0];
    expect(landed).toMatchObject({ status: 'completed', networkId: 'polygon' });
    expect(landed?.explorerUrl).toMatch(/^https:\/\/polygonscan\.com\/tx\/0x/);
    const logs = await walletApi.listTransactionLogs(sent?.id ?? '');
    expect(logs.data.map((log) => log.event)).toEqual(['created', 'broadcast', 'completed']);
  });
});
