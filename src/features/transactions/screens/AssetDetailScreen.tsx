import { useParams } from 'react-router-dom';
import { stack } from 'styled-system/patterns';
import { AssetHeader } from '../components/AssetHeader';
import { LatestTransactions } from '../components/LatestTransactions';
import { NetworksSection } from '../components/NetworksSection';
import { OpenTransactionDrawer } from '../components/OpenTransactionDrawer';
import { useAssetDetail } from '../hooks/use-asset-detail';
import { useDetailParam } from '@/design-system';
import { TX_PARAM } from '@/shared/routes';
import { sendNetworkOf } from '../model/asset-networks';

const screenClass = stack({ gap: '10', width: 'full', maxWidth: '6xl' });

/**
 * One asset (/wallet/{asset}): its balance and dollar value with Send, Receive and Convert, the networks
 * it moves on, its latest entries. 'My Wallet' stays the active menu entry.
 */
export function AssetDetailScreen() {
  const symbol = (useParams()['asset'] ?? '').toUpperCase();
  const detail = useAssetDetail(symbol);
  const { linkTo } = useDetailParam(TX_PARAM);
  return (
    <div className={screenClass}>
      <AssetHeader
        symbol={symbol}
        section={detail.header}
        onRetry={detail.retryAccount}
        sendNetwork={detail.networks.kind === 'ready' ? sendNetworkOf(detail.networks.data) : undefined}
      />
      <NetworksSection section={detail.networks} onRetry={detail.retryNetworks} />
      <LatestTransactions symbol={symbol} section={detail.transactions} onRetry={detail.retryTransactions} openDetail={linkTo} />
      <OpenTransactionDrawer shown={detail.transactions.kind === 'ready' ? detail.transactions.data : undefined} />
    </div>
  );
}
