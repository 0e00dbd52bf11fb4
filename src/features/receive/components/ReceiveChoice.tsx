import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Select, type SelectOption } from '@/design-system';
import { formatAssetAmount } from '@/shared/money';
import { Grid } from 'styled-system/jsx';
import type { ReceiveNetwork } from '../model/receive-networks';
import type { ReceiveAsset } from '../model/receive-options';

interface ReceiveChoiceProps {
  assets: ReceiveAsset[] | undefined;
  asset: ReceiveAsset | undefined;
  networks: ReceiveNetwork[] | undefined;
  network: ReceiveNetwork | undefined;
  onAssetChange: (symbol: string) => void;
  onNetworkChange: (networkId: string) => void;
  disabled?: boolean;
}

/** The asset (every supported one, with the balance held) and the network to receive it on. */
export function ReceiveChoice({
  assets,
  asset,
  networks,
  network,
  onAssetChange,
  onNetworkChange,
  disabled,
}: ReceiveChoiceProps) {
  const intl = useIntl();
  const assetOptions = useMemo(
    (): SelectOption[] =>
      (assets ?? []).map((item) => ({
        value: item.symbol,
        label: intl.formatMessage(
          { id: item.balance === null ? 'receive.asset.optionNew' : 'receive.asset.option' },
          {
            symbol: item.symbol,
            name: item.name,
            balance: item.balance === null ? '' : formatAssetAmount(item.balance, item.symbol, intl.locale),
          },
        ),
        disabled: !item.depositEnabled,
      })),
    [assets, intl],
  );
  const networkOptions = useMemo(
    (): SelectOption[] =>
      (networks ?? []).map((item) => ({
        value: item.id,
        label: item.closedReason
          ? intl.formatMessage({ id: `receive.network.optionClosed.${item.closedReason}` }, { name: item.name })
          : item.name,
        disabled: item.closedReason !== null,
      })),
    [networks, intl],
  );
  return (
    <Grid gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
      <Select
        label={intl.formatMessage({ id: 'receive.asset.label' })}
        placeholder={intl.formatMessage({ id: 'receive.asset.placeholder' })}
        options={assetOptions}
        value={asset?.symbol ?? ''}
        onValueChange={(value) => value && onAssetChange(value)}
        disabled={disabled || assets === undefined}
      />
      <Select
        label={intl.formatMessage({ id: 'receive.network.label' })}
        placeholder={intl.formatMessage({ id: 'receive.network.placeholder' })}
        hint={intl.formatMessage({ id: 'receive.network.hint' })}
        options={networkOptions}
        value={network?.id ?? ''}
        onValueChange={(value) => value && onNetworkChange(value)}
        disabled={disabled || networks === undefined || networks.length === 0}
      />
    </Grid>
  );
}
