import { networkSpec, type NetworkSpec } from '../catalog';
import { registerJobRunner } from '../store';
import { settleNftTransfer } from './nft-entries';
import { runtimeRandom } from './runtime-random';

/** A pending NFT transfer lands, with its history entry; the NFT is minted again once none of its transfers is pending. */
registerJobRunner('complete-nft-transfer', (db, job) => {
  const transfer = db.nftTransfers.find((item) => item.id === job.ref);
  if (!transfer || transfer.status !== 'pending') return;
  transfer.status = 'completed';
  transfer.txHash = (networkSpec('polygon') as NetworkSpec).txHash(runtimeRandom(db));
  settleNftTransfer(db, transfer.entryId, transfer.txHash);
  const nft = db.nfts.find((item) => item.id === transfer.nftId);
  if (
    nft &&
    nft.status === 'transferring' &&
    !db.nftTransfers.some((other) => other.nftId === nft.id && other.status === 'pending')
  )
    nft.status = 'minted';
});
