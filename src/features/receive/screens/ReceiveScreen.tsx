import { LifeBuoy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { AddressPanel } from '../components/AddressPanel';
import { NetworkFacts } from '../components/NetworkFacts';
import { ReceiveChoice } from '../components/ReceiveChoice';
import { useReceive } from '../hooks/use-receive';

const screenClass = stack({ gap: '8', width: 'full', maxWidth: '4xl' });
const introClass = stack({ gap: '2' });
const descriptionClass = css({ color: 'fg.muted' });

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Receive (/receive?asset=…&network=…): pick the asset and the network, then the deposit address with its
 * QR code, memo and warnings. Sending on the wrong network or without the memo loses a deposit: the screen
 * names both next to the address.
 */
export function ReceiveScreen() {
  const intl = useIntl();
  const receive = useReceive();
  const { asset, network } = receive;
  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'receive.title' })}</Heading>
        <p className={descriptionClass}>{intl.formatMessage({ id: 'receive.description' })}</p>
      </div>
      <ReceiveChoice
        assets={receive.assets}
        asset={asset}
        networks={receive.networks}
        network={network}
        onAssetChange={receive.chooseAsset}
        onNetworkChange={receive.chooseNetwork}
      />
      {asset && network && asset.balance !== null && <NetworkFacts asset={asset} network={network} />}
      <AddressPanel
        panel={receive.panel}
        onCreateAccount={receive.createAccount}
        creatingAccount={receive.creatingAccount}
        onGenerate={receive.generate}
        generating={receive.generating}
        onRetryLoad={receive.retryLoad}
        onRetryAddress={receive.retryAddress}
      />
      {asset && network && (
        <div>
          <LinkButton
            variant="ghost"
            icon={<LifeBuoy aria-hidden />}
            to={withQuery(pathTo('unreceived-deposit-assistance'), { asset: asset.symbol, network: network.id })}
          >
            {intl.formatMessage({ id: 'receive.notArrived' })}
          </LinkButton>
        </div>
      )}
    </div>
  );
}
