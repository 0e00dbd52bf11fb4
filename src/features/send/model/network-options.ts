import type { IntlShape } from 'react-intl';
import type { NetworkPickerOption } from '@/design-system';
import { formatDecimal } from '@/shared/money';
import type { NetworkOfAsset } from '../hooks/use-send-data';

/** Confirmations × block time, as "≈ 3 min" / "≈ 2 h". */
export function arrivalText(intl: IntlShape, confirmations: number, blockSeconds: number): string {
  const minutes = Math.max(1, Math.ceil((confirmations * blockSeconds) / 60));
  return minutes < 90
    ? intl.formatMessage({ id: 'send.network.arrivalMinutes' }, { minutes })
    : intl.formatMessage({ id: 'send.network.arrivalHours' }, { hours: Math.round(minutes / 60) });
}

/** Whether withdrawals can go out on this network now, and why not. */
export function withdrawalsOpen(item: NetworkOfAsset): boolean {
  return item.network.status !== 'maintenance' && item.rules.withdrawEnabled;
}

/** The network choices of Send: fee, minimum, arrival, memo, and whether withdrawals are open. */
export function networkOptions(intl: IntlShape, items: readonly NetworkOfAsset[]): NetworkPickerOption[] {
  const amount = (value: string, symbol: string) =>
    `${formatDecimal(value, intl.locale, { maximumFractionDigits: 18 })} ${symbol}`;
  return items.map(({ network, rules }) => {
    const open = withdrawalsOpen({ network, rules });
    return {
      value: network.id,
      name: network.name,
      description: network.protocol,
      available: open,
      unavailableReason: open
        ? undefined
        : intl.formatMessage(
            { id: network.status === 'maintenance' ? 'send.network.maintenance' : 'send.network.paused' },
            { network: network.name, asset: rules.asset },
          ),
      facts: [
        { label: intl.formatMessage({ id: 'send.network.fee' }), value: amount(rules.withdrawFee, rules.asset) },
        { label: intl.formatMessage({ id: 'send.network.minimum' }), value: amount(rules.withdrawMin, rules.asset) },
        {
          label: intl.formatMessage({ id: 'send.network.arrival' }),
          value: arrivalText(intl, network.requiredConfirmations, network.averageBlockSeconds),
        },
        {
          label: intl.formatMessage({ id: `send.memo.label.${rules.memoLabel ?? 'memo'}` }),
          value: intl.formatMessage({ id: rules.memoRequired ? 'send.network.memoRequired' : 'send.network.memoNotNeeded' }),
        },
      ],
    };
  });
}
