import { useParams } from 'react-router-dom';
import { Stack } from 'styled-system/jsx';
import { AssetHeader } from '../components/AssetHeader';
import { LatestTransactions } from '../components/LatestTransactions';
import { NetworksSection } from '../components/NetworksSection';
import { useAssetDetail } from '../hooks/use-asset-detail';

/**
 * One asset (/wallet/{asset}): its balance and dollar value with Send, Receive and Convert, the networks
 * it moves on, its latest entries. 'My Wallet' stays the active menu entry.
 */
export function AssetDetailScreen() {
  const symbol = (useParams()['asset'] ?? '').toUpperCase();
  const detail = useAssetDetail(symbol);
  return (
    <Stack gap="10" width="full" maxWidth="6xl">
      <AssetHeader symbol={symbol} section={detail.header} onRetry={detail.retryAccount} />
      <NetworksSection section={detail.networks} onRetry={detail.retryNetworks} />
      <LatestTransactions symbol={symbol} section={detail.transactions} onRetry={detail.retryTransactions} />
    </Stack>
  );
}
