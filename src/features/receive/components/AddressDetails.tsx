import { TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { CopyToClipboard, FormAlert, QrCode } from '@/design-system';
import type { WalletAddress } from '@/services/api';
import { Box, Flex, Stack } from 'styled-system/jsx';
import { qrValueOf } from '../model/payment-uri';
import type { ReceiveNetwork } from '../model/receive-networks';
import type { ReceiveAsset } from '../model/receive-options';
import { formatMinimum } from './NetworkFacts';

interface AddressDetailsProps {
  asset: ReceiveAsset;
  network: ReceiveNetwork;
  address: WalletAddress;
}

/**
 * The deposit address: a QR code (the payment URI where the network has one), the address with its copy
 * button, the memo with its own copy button and the warning that a deposit without it is lost, and the
 * rule "Send only {asset} on {network}" with the minimum deposit.
 */
export function AddressDetails({ asset, network, address }: AddressDetailsProps) {
  const intl = useIntl();
  const memoLabel = intl.formatMessage({ id: `receive.memo.label.${network.memoLabel ?? 'memo'}` });
  return (
    <Stack gap="5">
      <FormAlert tone="danger" title={intl.formatMessage({ id: 'receive.warning.title' })}>
        {intl.formatMessage({ id: 'receive.warning.onlyThis' }, { asset: asset.symbol, network: network.name })}
      </FormAlert>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'flex-start' }}>
        <QrCode
          value={qrValueOf(network.id, network.native, address.address)}
          label={intl.formatMessage({ id: 'receive.qr.label' }, { asset: asset.symbol, network: network.name })}
          size="lg"
          withLogo
        />
        <Stack gap="4" flex="1" minWidth="0" width="full">
          <CopyToClipboard
            value={address.address}
            label={intl.formatMessage({ id: 'receive.address.label' }, { asset: asset.symbol })}
            buttonLabel={intl.formatMessage({ id: 'receive.address.copy' })}
          />
          {address.memo !== null && (
            <Stack gap="3">
              <CopyToClipboard
                value={address.memo}
                label={memoLabel}
                buttonLabel={intl.formatMessage({ id: 'receive.memo.copy' }, { label: memoLabel })}
              />
              <FormAlert tone="danger" title={intl.formatMessage({ id: 'receive.memo.warningTitle' }, { label: memoLabel })}>
                {intl.formatMessage({ id: 'receive.memo.warning' }, { label: memoLabel, asset: asset.symbol })}
              </FormAlert>
            </Stack>
          )}
          <Flex gap="2" align="center" textStyle="body.sm" color="fg.muted">
            <TriangleAlert aria-hidden size={16} />
            <Box as="p">
              {intl.formatMessage({ id: 'receive.minimum' }, { minimum: formatMinimum(asset, network, intl.locale) })}
            </Box>
          </Flex>
        </Stack>
      </Flex>
    </Stack>
  );
}
