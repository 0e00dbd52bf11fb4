import { describe, expect, it } from 'vitest';
import {
  depositAssistanceLink,
  explorerLinkOf,
  isDust,
  isUnknownSender,
  nftLink,
  offersDepositAssistance,
  supportLink,
} from './transaction-detail';
import { aTransaction } from './transaction.fixture';

describe('explorer link', () => {
  it('fills the hash into an https template', () => {
    expect(explorerLinkOf('https://mempool.space/tx/{txHash}', 'ab12')).toBe('https://mempool.space/tx/ab12');
    expect(explorerLinkOf('https://tronscan.org/#/transaction/{txHash}', 'ab12')).toBe('https://tronscan.org/#/transaction/ab12');
  });

  it('gives no link for anything but https, a template without the hash, or no hash yet', () => {
    expect(explorerLinkOf('http://mempool.space/tx/{txHash}', 'ab12')).toBeNull();
    expect(explorerLinkOf('javascript:alert(1)//{txHash}', 'ab12')).toBeNull();
    expect(explorerLinkOf('ftp://example.com/{txHash}', 'ab12')).toBeNull();
    expect(explorerLinkOf('not a url {txHash}', 'ab12')).toBeNull();
    expect(explorerLinkOf('https://mempool.space/tx/', 'ab12')).toBeNull();
    expect(explorerLinkOf(undefined, 'ab12')).toBeNull();
    expect(explorerLinkOf('https://mempool.space/tx/{txHash}', null)).toBeNull();
  });

  it('cannot be steered to another host by the hash', () => {
    expect(explorerLinkOf('https://{txHash}/x', 'evil.example/@a')).toBeNull();
    expect(explorerLinkOf('https://mempool.space/tx/{txHash}', '../../x?y')).toBe('https://mempool.space/tx/..%2F..%2Fx%3Fy');
  });
});

describe('possible spam', () => {
  it('calls a deposit below the minimum deposit dust, exactly (no floats)', () => {
    expect(isDust(aTransaction({ amount: '0.00000999' }), '0.00001')).toBe(true);
    expect(isDust(aTransaction({ amount: '0.00001' }), '0.00001')).toBe(false);
    expect(isDust(aTransaction({ amount: '0.100000000000000001' }), '0.1')).toBe(false);
    expect(isDust(aTransaction({ type: 'withdrawal', amount: '0.000001' }), '0.00001')).toBe(false);
    expect(isDust(aTransaction({ amount: '0.000001' }), undefined)).toBe(false);
  });

  it('knows a sender the customer has withdrawn to (any letter case), not one they never sent to', () => {
    const withdrawals = [aTransaction({ type: 'withdrawal', address: '0xAbC' })];
    expect(isUnknownSender('0xabc', withdrawals)).toBe(false);
    expect(isUnknownSender('0xdef', withdrawals)).toBe(true);
    expect(isUnknownSender(null, withdrawals)).toBe(false);
  });
});

describe('help links', () => {
  it('prefills the deposit assistance with the hash, asset and network, and support with the id', () => {
    const deposit = aTransaction({ id: 'tx-9', status: 'processing', txHash: 'ab&12', networkId: 'bitcoin' });
    expect(depositAssistanceLink(deposit)).toBe('/unreceived-deposit-assistance?txHash=ab%2612&asset=BTC&network=bitcoin');
    expect(supportLink(deposit)).toBe('/support?txId=tx-9');
  });

  it('offers deposit assistance for a deposit not yet credited or failed, not a credited one or a withdrawal', () => {
    expect(offersDepositAssistance(aTransaction({ status: 'pending' }))).toBe(true);
    expect(offersDepositAssistance(aTransaction({ status: 'failed' }))).toBe(true);
    expect(offersDepositAssistance(aTransaction({ status: 'completed' }))).toBe(false);
    expect(offersDepositAssistance(aTransaction({ type: 'withdrawal', status: 'pending' }))).toBe(false);
  });

  it('opens the NFT an NFT entry minted or sent on the NFT screen; other entries have none', () => {
    expect(nftLink(aTransaction({ type: 'nft_transfer', nftId: 'nft_0007' }))).toBe('/nft?nft=nft_0007');
    expect(nftLink(aTransaction({ type: 'nft_mint', nftId: 'nft 8&' }))).toBe('/nft?nft=nft+8%26');
    expect(nftLink(aTransaction())).toBeUndefined();
  });
});
