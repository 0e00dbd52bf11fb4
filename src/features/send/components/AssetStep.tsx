import { useIntl } from 'react-intl';
import { AssetPicker, Button, FormStep, NetworkPicker, type AssetPickerOption } from '@/design-system';
import type { SendForm } from '@/machines/withdrawal';
import type { AssetAccount, Price } from '@/services/api';
import { formatDecimal, formatUsd } from '@/shared/money';
import type { NetworkOfAsset } from '../hooks/use-send-data';
import { networkOptions, withdrawalsOpen } from '../model/network-options';
import { dollarValueOf } from '../model/dollar-value';
import { STEP_TOTAL } from './step-total';

interface AssetStepProps {
  form: SendForm;
  accounts: AssetAccount[] | undefined;
  prices: Price[];
  networks: NetworkOfAsset[];
  networksLoading: boolean;
  onEdit: (patch: Partial<SendForm>) => void;
  onNext: () => void;
  alert?: React.ReactNode;
}

/** Step 1: the asset (searchable, with balance) and the network (fee, minimum, arrival, memo, open or not). */
export function AssetStep({ form, accounts, prices, networks, networksLoading, onEdit, onNext, alert }: AssetStepProps) {
  const intl = useIntl();
  const assetOptions: AssetPickerOption[] = (accounts ?? []).map((account) => {
    const usd = dollarValueOf(account.availableBalance, account.asset, prices);
    return {
      value: account.assetId,
      symbol: account.asset,
      name: account.assetObj.name,
      balance: `${formatDecimal(account.availableBalance, intl.locale, { maximumFractionDigits: account.assetObj.decimals })} ${account.asset}`,
      balanceSecondary: usd === null ? undefined : formatUsd(usd),
    };
  });
  const chosen = networks.find((item) => item.network.id === form.networkId);
  const canContinue = form.assetId !== '' && chosen !== undefined && withdrawalsOpen(chosen);
  return (
    <FormStep
      title={intl.formatMessage({ id: 'send.title' })}
      step={{ current: 1, total: STEP_TOTAL }}
      description={intl.formatMessage({ id: 'send.asset.description' })}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) onNext();
      }}
      actions={
        <Button type="submit" disabled={!canContinue}>
          {intl.formatMessage({ id: 'send.next' })}
        </Button>
      }
    >
      <AssetPicker
        label={intl.formatMessage({ id: 'send.asset.label' })}
        options={assetOptions}
        loading={accounts === undefined}
        value={form.assetId}
        onValueChange={(assetId) => onEdit({ assetId, networkId: '', address: '', memo: '', amountText: '', amount: '' })}
        emptyText={intl.formatMessage({ id: 'send.asset.empty' })}
      />
      {form.assetId !== '' && (
        <NetworkPicker
          label={intl.formatMessage({ id: 'send.network.label' })}
          hint={intl.formatMessage({ id: 'send.network.hint' })}
          options={networkOptions(intl, networks)}
          loading={networksLoading}
          value={form.networkId}
          onValueChange={(networkId) => onEdit({ networkId })}
        />
      )}
    </FormStep>
  );
}
