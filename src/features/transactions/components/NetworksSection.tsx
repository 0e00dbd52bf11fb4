import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge, EmptyState, Heading } from '@/design-system';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { Section } from '../hooks/use-asset-detail';
import type { AssetNetwork } from '../model/asset-networks';
import { SectionError } from './SectionError';

const NETWORK_TONES = { online: 'success', congested: 'warning', maintenance: 'danger' } as const;

const availabilityClass = flex({ gap: '2', align: 'center' });
const mutedClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const listClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '3' });
const networkClass = stack({
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'surface.raised',
});
const networkHeaderClass = flex({ gap: '2', align: 'center', justify: 'space-between', wrap: 'wrap' });
const networkNamesClass = stack({ gap: '0.5', minWidth: '0' });
const networkNameClass = css({ textStyle: 'label', overflowWrap: 'anywhere' });
const availabilitiesClass = flex({ gap: '4', wrap: 'wrap' });

interface NetworksSectionProps {
  section: Section<AssetNetwork[]>;
  onRetry: () => void;
}

function Availability({ label, open }: { label: string; open: boolean }) {
  const intl = useIntl();
  return (
    <span className={availabilityClass}>
      <span className={mutedClass}>{label}</span>
      <Badge tone={open ? 'success' : 'neutral'} size="sm">
        {intl.formatMessage({ id: open ? 'transactions.network.open' : 'transactions.network.paused' })}
      </Badge>
    </span>
  );
}

/** The networks the asset moves on, each with its state and whether deposits and withdrawals are open. */
export function NetworksSection({ section, onRetry }: NetworksSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'transactions.asset.networks' });
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {section.kind === 'loading' && <EmptyState loading bordered />}
      {section.kind === 'error' && <SectionError error={section.error} messageId="errors.wallet.networks" onRetry={onRetry} />}
      {section.kind === 'ready' && section.data.length === 0 && <EmptyState bordered />}
      {section.kind === 'ready' && section.data.length > 0 && (
        <ul aria-label={title} className={listClass}>
          {section.data.map((network) => (
            <li key={network.id} className={networkClass}>
              <div className={networkHeaderClass}>
                <div className={networkNamesClass}>
                  <span className={networkNameClass}>{network.name}</span>
                  <span className={mutedClass}>{network.protocol}</span>
                </div>
                <Badge tone={NETWORK_TONES[network.status]} size="sm">
                  {intl.formatMessage({ id: `transactions.network.status.${network.status}` })}
                </Badge>
              </div>
              <div className={availabilitiesClass}>
                <Availability label={intl.formatMessage({ id: 'transactions.network.deposit' })} open={network.depositOpen} />
                <Availability label={intl.formatMessage({ id: 'transactions.network.withdraw' })} open={network.withdrawOpen} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
