import type { Nft, Transaction } from '@/services/api';
import { networkSpec, type NetworkSpec } from '../catalog';
import { iso } from '../format';
import { explorerTxUrl, nextId } from '../seed';
import { amountText, languageOf, serverText } from '../texts';
import type { DemoDatabase } from '../types';
import { landOnChain } from './on-chain';
import { log } from './transaction-log';

interface NftMovement {
  userId: string;
  nft: Pick<Nft, 'id' | 'name' | 'networkId'>;
  /** Units minted or sent. */
  units: number;
  /** The receiving address of a transfer; none for a mint. */
  address: string | null;
  txHash: string | null;
}

/** The history's entry for an NFT minted or sent (ADR 0030): its units, named by the NFT, on the NFT's network. */
function nftEntry(db: DemoDatabase, type: 'nft_mint' | 'nft_transfer', movement: NftMovement): Transaction {
  const network = networkSpec(movement.nft.networkId) as NetworkSpec;
  const now = iso(Date.now());
  const done = movement.txHash !== null;
  const entry: Transaction = {
    id: nextId(db, 'tx'),
    userId: movement.userId,
    accountId: movement.nft.id,
    type,
    status: done ? 'completed' : 'pending',
    assetId: movement.nft.id,
    asset: movement.nft.name,
    amount: String(movement.units),
    // The demo's minting and transfers are free; a real chain's gas would be here, in the network's coin.
    fee: '0',
    feeAsset: network.nativeAsset,
    networkId: network.id,
    address: movement.address,
    nftId: movement.nft.id,
    memo: null,
    txHash: movement.txHash,
    explorerUrl: movement.txHash ? explorerTxUrl(network, movement.txHash) : null,
    confirmations: done ? network.requiredConfirmations : 0,
    requiredConfirmations: network.requiredConfirmations,
    counterAsset: null,
    counterAmount: null,
    rate: null,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    completedAt: done ? now : null,
  };
  db.transactions.unshift(entry);
  return entry;
}

/** A log line about the entry's units ("3 Gem minted."), in its owner's language. */
function unitsLine(
  db: DemoDatabase,
  entry: Transaction,
  id: 'demo.backend.log.nft.minted' | 'demo.backend.log.nft.transferRequested',
) {
  const language = languageOf(db, entry.userId);
  return serverText(language, id, { amount: amountText(entry.amount, language), asset: entry.asset });
}

/** A mint lands at once in the demo: its entry is completed, with the mint's hash. */
export function recordNftMint(db: DemoDatabase, movement: Omit<NftMovement, 'address'>): Transaction {
  const entry = nftEntry(db, 'nft_mint', { ...movement, address: null });
  log(db, entry, {
    status: 'completed',
    event: 'completed',
    message: unitsLine(db, entry, 'demo.backend.log.nft.minted'),
    confirmations: null,
  });
  return entry;
}

/** A transfer's entry, pending until the transfer lands (settleNftTransfer). */
export function recordNftTransfer(db: DemoDatabase, movement: Omit<NftMovement, 'txHash'>): Transaction {
  const entry = nftEntry(db, 'nft_transfer', { ...movement, txHash: null });
  log(db, entry, {
    status: 'pending',
    event: 'created',
    message: unitsLine(db, entry, 'demo.backend.log.nft.transferRequested'),
    confirmations: null,
  });
  return entry;
}

/** The transfer landed on chain with `txHash`: its entry completes. */
export function settleNftTransfer(db: DemoDatabase, entryId: string, txHash: string): void {
  const entry = db.transactions.find((item) => item.id === entryId);
  if (!entry || entry.status !== 'pending' || !entry.networkId) return;
  landOnChain(db, entry, networkSpec(entry.networkId) as NetworkSpec, txHash);
}
