import { KeyRound, TriangleAlert, Wrench } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, FormAlert, Skeleton } from '@/design-system';
import { describeApiError } from '@/services/api';
import { flex, stack } from 'styled-system/patterns';
import type { AddressPanelState } from '../hooks/use-receive';
import { AddressDetails } from './AddressDetails';

const skeletonClass = flex({ gap: '6', direction: { base: 'column', md: 'row' }, align: { base: 'center', md: 'flex-start' } });
const skeletonLinesClass = stack({ gap: '3', flex: '1', width: 'full' });
const generateClass = stack({ gap: '4' });

interface AddressPanelProps {
  panel: AddressPanelState;
  onCreateAccount: () => void;
  creatingAccount: boolean;
  onGenerate: () => void;
  generating: boolean;
  onRetryLoad: () => void;
  onRetryAddress: () => void;
}

/** A QR-sized skeleton and address lines while the asset and network are not known yet: never an empty QR code. */
function AddressSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy aria-label={intl.formatMessage({ id: 'receive.address.loading' })} role="status" className={skeletonClass}>
      <Skeleton width="56" height="56" />
      <div className={skeletonLinesClass}>
        <Skeleton width="32" height="4" />
        <Skeleton width="full" height="10" />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

/** The address part of the receive screen, one state at a time. */
export function AddressPanel({
  panel,
  onCreateAccount,
  creatingAccount,
  onGenerate,
  generating,
  onRetryLoad,
  onRetryAddress,
}: AddressPanelProps) {
  const intl = useIntl();
  const retry = (onRetry: () => void) => (
    <Button variant="outline" size="sm" onClick={onRetry}>
      {intl.formatMessage({ id: 'receive.retry' })}
    </Button>
  );
  switch (panel.kind) {
    case 'loading':
      return <AddressSkeleton />;
    // The asset and the network are known: the address's own layout, so nothing moves when it arrives.
    case 'address-loading':
      return (
        <div>
          <AddressDetails asset={panel.asset} network={panel.network} address={undefined} />
        </div>
      );
    case 'load-error':
      return (
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={describeApiError(panel.error, intl)}
          action={retry(onRetryLoad)}
        />
      );
    case 'choose-asset':
      return <EmptyState bordered title={intl.formatMessage({ id: 'receive.chooseAsset' })} />;
    case 'no-account':
      return (
        <EmptyState
          bordered
          title={intl.formatMessage({ id: 'receive.noAccount.title' }, { asset: panel.asset.symbol })}
          description={intl.formatMessage({ id: 'receive.noAccount.description' })}
          action={
            <Button onClick={onCreateAccount} loading={creatingAccount}>
              {intl.formatMessage({ id: 'receive.noAccount.action' }, { asset: panel.asset.symbol })}
            </Button>
          }
        />
      );
    case 'no-networks':
      return (
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={intl.formatMessage({ id: 'receive.noNetworks' }, { asset: panel.asset.symbol })}
        />
      );
    case 'choose-network':
      return <EmptyState bordered title={intl.formatMessage({ id: 'receive.chooseNetwork' })} />;
    case 'closed':
      return (
        <EmptyState
          bordered
          icon={<Wrench aria-hidden />}
          title={intl.formatMessage(
            { id: `receive.closed.${panel.network.closedReason ?? 'paused'}` },
            { network: panel.network.name },
          )}
          description={intl.formatMessage({ id: 'receive.closed.description' }, { asset: panel.asset.symbol })}
        />
      );
    case 'address-error':
      return (
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={intl.formatMessage({ id: 'receive.address.loadError' })}
          description={describeApiError(panel.error, intl)}
          action={retry(onRetryAddress)}
        />
      );
    case 'no-address':
      return (
        <div className={generateClass}>
          {panel.generateError !== null && (
            <FormAlert tone="danger" title={intl.formatMessage({ id: 'receive.generate.error' })}>
              {describeApiError(panel.generateError, intl)}
            </FormAlert>
          )}
          <EmptyState
            bordered
            icon={<KeyRound aria-hidden />}
            title={intl.formatMessage(
              { id: 'receive.generate.title' },
              { asset: panel.asset.symbol, network: panel.network.name },
            )}
            description={intl.formatMessage({ id: 'receive.generate.description' })}
            action={
              <Button onClick={onGenerate} loading={generating}>
                {intl.formatMessage({ id: 'receive.generate.action' })}
              </Button>
            }
          />
        </div>
      );
    case 'ready':
      return (
        <div>
          <AddressDetails asset={panel.asset} network={panel.network} address={panel.address} />
        </div>
      );
  }
}
