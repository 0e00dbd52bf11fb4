import { describe, expect, it } from 'vitest';
import { walletApi } from '@/services/api';
import { actAsDemoUser } from '../act-as';

describe('demo backend: media', () => {
  it('gives asset icons as image URLs and draws each one, with its ticker, when asked', async () => {
    actAsDemoUser();
    const page = await walletApi.listAssets();
    const btc = page.data.find((asset) => asset.symbol === 'BTC');
    expect(btc?.imageUrl).toMatch(/^https:\/\/.+\.svg$/);
    const served = await fetch(btc?.imageUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await served.text()).toMatch(/<svg[^]*>BTC<\/text><\/svg>$/);
  });

  it('answers 404 for an icon it does not draw', async () => {
    const missing = await fetch('https://api.wallet.demo/demo-media/asset-icons/BTC/red/ffffff.svg');
    expect(missing.status).toBe(404);
  });
});
