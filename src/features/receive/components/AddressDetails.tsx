import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CopyToClipboard, FormAlert, GroupedAddress, QrCode, Skeleton } from '@/design-system';
import type { WalletAddress } from '@/services/api';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { qrValueOf } from '../model/payment-uri';
import type { ReceiveNetwork } from '../model/receive-networks';
import type { ReceiveAsset } from '../model/receive-options';
import { formatMinimum } from './NetworkFacts';

const copyableClass = stack({ gap: '1.5' });
const copyableLabelClass = css({ textStyle: 'label' });
const copyableValueClass = css({
  px: '3',
  py: '2',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'surface.raised',
});
const detailsClass = stack({ gap: '5' });
const qrAndValuesClass = flex({
  gap: '6',
  direction: { base: 'column', md: 'row' },
  align: { base: 'center', md: 'flex-start' },
});
const valuesClass = stack({ gap: '4', flex: '1', minWidth: '0', width: 'full' });
const memoClass = stack({ gap: '3' });
const minimumClass = flex({ gap: '2', align: 'center', textStyle: 'body.sm', color: 'fg.muted' });

// Placeholders in the values' own typography, as long as a typical address (34–44 characters) and memo, so they
// take as many lines as the values will at any width.
const ADDRESS_PLACEHOLDER = '0'.repeat(40);
const MEMO_PLACEHOLDER = '0'.repeat(8);

/**
 * A value to send to, in groups of four (read out in groups, selected as one string), named by its label, with
 * a copy button that says "Copied" only when the clipboard took it and explains when it did not. Without a value
 * (loading), placeholders of the same size stand in for the value and its button.
 */
function CopyableValue({
  label,
  value,
  placeholder,
  copyLabel,
}: {
  label: string;
  value: string | undefined;
  placeholder: string;
  copyLabel: string;
}) {
  const labelId = useId();
  return (
    <div className={copyableClass}>
      <span id={labelId} className={copyableLabelClass}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={copyableValueClass}>
        {value === undefined ? (
          <Skeleton>
            <GroupedAddress value={placeholder} size="lg" />
          </Skeleton>
        ) : (
          <GroupedAddress value={value} size="lg" />
        )}
      </div>
      {value === undefined ? (
        <Skeleton width="8" height="8" />
      ) : (
        <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />
      )}
    </div>
  );
}

interface AddressDetailsProps {
  asset: ReceiveAsset;
  network: ReceiveNetwork;
  /** Undefined while it loads: the same layout, busy, with placeholders of the same size (nothing moves after). */
  address: WalletAddress | undefined;
}

/**
 * The deposit address: a QR code (the payment URI where the network has one), the address with its copy
 * button, the memo with its own copy button and the warning that a deposit without it is lost, and the
 * rule "Send only {asset} on {network}" with the minimum deposit. While the address loads, everything the network
 * already tells is shown (the warnings, the memo's label, the minimum) and the code and the values are placeholders.
 */
export function AddressDetails({ asset, network, address }: AddressDetailsProps) {
  const intl = useIntl();
  const memoLabel = intl.formatMessage({ id: `receive.memo.label.${network.memoLabel ?? 'memo'}` });
  const loading = address === undefined;
  // A network with a memo label gives its addresses a memo: its place is kept while the address loads.
  const hasMemo = address ? address.memo !== null : network.memoLabel !== null;
  return (
    <div className={detailsClass}>
      <FormAlert tone="danger" title={intl.formatMessage({ id: 'receive.warning.title' })}>
        {intl.formatMessage({ id: 'receive.warning.onlyThis' }, { asset: asset.symbol, network: network.name })}
      </FormAlert>
      <div
        className={qrAndValuesClass}
        {...(loading
          ? { role: 'status', 'aria-busy': true, 'aria-label': intl.formatMessage({ id: 'receive.address.loading' }) }
          : {})}
      >
        {address ? (
          <QrCode
            value={qrValueOf(network.id, network.native, address.address)}
            label={intl.formatMessage({ id: 'receive.qr.label' }, { asset: asset.symbol, network: network.name })}
            size="lg"
            withLogo
          />
        ) : (
          <Skeleton width="64" height="64" />
        )}
        <div className={valuesClass}>
          <CopyableValue
            value={address?.address}
            placeholder={ADDRESS_PLACEHOLDER}
            label={intl.formatMessage({ id: 'receive.address.label' }, { asset: asset.symbol })}
            copyLabel={intl.formatMessage({ id: 'receive.address.copy' })}
          />
          {hasMemo && (
            <div className={memoClass}>
              <CopyableValue
                value={address?.memo ?? undefined}
                placeholder={MEMO_PLACEHOLDER}
                label={memoLabel}
                copyLabel={intl.formatMessage({ id: 'receive.memo.copy' }, { label: memoLabel })}
              />
              <FormAlert tone="danger" title={intl.formatMessage({ id: 'receive.memo.warningTitle' }, { label: memoLabel })}>
                {intl.formatMessage({ id: 'receive.memo.warning' }, { label: memoLabel, asset: asset.symbol })}
              </FormAlert>
            </div>
          )}
          <div className={minimumClass}>
            <TriangleAlert aria-hidden size={16} />
            <p>{intl.formatMessage({ id: 'receive.minimum' }, { minimum: formatMinimum(asset, network, intl.locale) })}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
