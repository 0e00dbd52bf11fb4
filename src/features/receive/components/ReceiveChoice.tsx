import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AssetPicker, NetworkPicker, type AssetPickerOption, type NetworkPickerOption } from '@/design-system';
import { formatAssetAmount } from '@/shared/money';
import { grid } from 'styled-system/patterns';
import { arrivalMinutes, type ReceiveNetwork } from '../model/receive-networks';
import type { ReceiveAsset } from '../model/receive-options';
import { formatMinimum } from './NetworkFacts';

const choiceClass = grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '6', alignItems: 'start' });

interface ReceiveChoiceProps {
  assets: ReceiveAsset[] | undefined;
  asset: ReceiveAsset | undefined;
  networks: ReceiveNetwork[] | undefined;
  network: ReceiveNetwork | undefined;
  onAssetChange: (symbol: string) => void;
  onNetworkChange: (networkId: string) => void;
}

/**
 * The asset (every supported one, searchable, with the balance held) and the network to receive it on, each
 * network with its minimum, confirmations and arrival; a closed one is shown with its reason, not selectable.
 */
export function ReceiveChoice({ assets, asset, networks, network, onAssetChange, onNetworkChange }: ReceiveChoiceProps) {
  const intl = useIntl();
  const assetOptions = useMemo(
    (): AssetPickerOption[] =>
      (assets ?? []).map((item) => ({
        value: item.symbol,
        symbol: item.symbol,
        name: item.name,
        balance:
          item.balance === null
            ? intl.formatMessage({ id: 'receive.asset.notHeld' })
            : formatAssetAmount(item.balance, item.symbol, intl.locale),
        ...(item.depositEnabled ? {} : { unavailableReason: intl.formatMessage({ id: 'receive.asset.depositsPaused' }) }),
      })),
    [assets, intl],
  );
  const networkOptions = useMemo(
    (): NetworkPickerOption[] =>
      asset && networks
        ? networks.map((item) => ({
            value: item.id,
            name: item.name,
            description: item.protocol,
            facts: [
              { label: intl.formatMessage({ id: 'receive.facts.minimum' }), value: formatMinimum(asset, item, intl.locale) },
              { label: intl.formatMessage({ id: 'receive.facts.confirmations' }), value: intl.formatNumber(item.confirmations) },
              {
                label: intl.formatMessage({ id: 'receive.facts.arrival' }),
                value: intl.formatMessage(
                  { id: 'receive.facts.arrivalMinutes' },
                  { minutes: arrivalMinutes(item.arrivalSeconds) },
                ),
              },
            ],
            available: item.closedReason === null,
            ...(item.closedReason
              ? { unavailableReason: intl.formatMessage({ id: `receive.network.closedReason.${item.closedReason}` }) }
              : {}),
          }))
        : [],
    [asset, networks, intl],
  );
  return (
    <div className={choiceClass}>
      <AssetPicker
        label={intl.formatMessage({ id: 'receive.asset.label' })}
        options={assetOptions}
        value={asset?.symbol ?? ''}
        onValueChange={onAssetChange}
        loading={assets === undefined}
      />
      {asset && (
        <NetworkPicker
          label={intl.formatMessage({ id: 'receive.network.label' })}
          hint={intl.formatMessage({ id: 'receive.network.hint' })}
          options={networkOptions}
          value={network?.id ?? ''}
          onValueChange={onNetworkChange}
          loading={networks === undefined}
        />
      )}
    </div>
  );
}
