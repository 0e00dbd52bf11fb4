import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '@/design-system';
import { formatDecimal } from '@/shared/money';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { arrivalMinutes, type ReceiveNetwork } from '../model/receive-networks';
import type { ReceiveAsset } from '../model/receive-options';

const factClass = flex({ direction: 'column', gap: '0.5' });
const termClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const detailClass = css({ textStyle: 'label' });
const factsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: '4',
  p: '4',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'surface.raised',
});

const STATUS_TONES = { online: 'success', congested: 'warning', maintenance: 'danger' } as const;

/** The minimum deposit in full precision ("0.00001487 BTC"). */
export function formatMinimum(asset: ReceiveAsset, network: ReceiveNetwork, locale: string): string {
  return `${formatDecimal(network.depositMin, locale, { maximumFractionDigits: asset.decimals })} ${asset.symbol}`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={factClass}>
      <dt className={termClass}>{term}</dt>
      <dd className={detailClass}>{children}</dd>
    </div>
  );
}

/** What to know about the chosen network before sending: its state, the minimum, confirmations and arrival. */
export function NetworkFacts({ asset, network }: { asset: ReceiveAsset; network: ReceiveNetwork }) {
  const intl = useIntl();
  return (
    <dl aria-label={intl.formatMessage({ id: 'receive.facts.label' }, { network: network.name })} className={factsClass}>
      <Fact term={intl.formatMessage({ id: 'receive.facts.status' })}>
        <Badge tone={STATUS_TONES[network.status]} size="sm">
          {intl.formatMessage({ id: `receive.network.status.${network.status}` })}
        </Badge>
      </Fact>
      <Fact term={intl.formatMessage({ id: 'receive.facts.minimum' })}>{formatMinimum(asset, network, intl.locale)}</Fact>
      <Fact term={intl.formatMessage({ id: 'receive.facts.confirmations' })}>{intl.formatNumber(network.confirmations)}</Fact>
      <Fact term={intl.formatMessage({ id: 'receive.facts.arrival' })}>
        {intl.formatMessage({ id: 'receive.facts.arrivalMinutes' }, { minutes: arrivalMinutes(network.arrivalSeconds) })}
      </Fact>
    </dl>
  );
}
