import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge, EmptyState, Heading } from '@/design-system';
import { Box, Flex, Stack } from 'styled-system/jsx';
import type { Section } from '../hooks/use-asset-detail';
import type { AssetNetwork } from '../model/asset-networks';
import { SectionError } from './SectionError';

const NETWORK_TONES = { online: 'success', congested: 'warning', maintenance: 'danger' } as const;

interface NetworksSectionProps {
  section: Section<AssetNetwork[]>;
  onRetry: () => void;
}

function Availability({ label, open }: { label: string; open: boolean }) {
  const intl = useIntl();
  return (
    <Flex as="span" gap="2" align="center">
      <Box as="span" textStyle="body.sm" color="fg.muted">
        {label}
      </Box>
      <Badge tone={open ? 'success' : 'neutral'} size="sm">
        {intl.formatMessage({ id: open ? 'transactions.network.open' : 'transactions.network.paused' })}
      </Badge>
    </Flex>
  );
}

/** The networks the asset moves on, each with its state and whether deposits and withdrawals are open. */
export function NetworksSection({ section, onRetry }: NetworksSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'transactions.asset.networks' });
  return (
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="4">
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {section.kind === 'loading' && <EmptyState loading bordered />}
      {section.kind === 'error' && <SectionError error={section.error} messageId="errors.wallet.networks" onRetry={onRetry} />}
      {section.kind === 'ready' && section.data.length === 0 && <EmptyState bordered />}
      {section.kind === 'ready' && section.data.length > 0 && (
        <Box as="ul" aria-label={title} display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
          {section.data.map((network) => (
            <Stack
              as="li"
              key={network.id}
              gap="3"
              p="4"
              borderWidth="thin"
              borderColor="border.default"
              borderRadius="lg"
              bg="surface.raised"
            >
              <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                <Stack gap="0.5" minWidth="0">
                  <Box as="span" textStyle="label" overflowWrap="anywhere">
                    {network.name}
                  </Box>
                  <Box as="span" textStyle="body.sm" color="fg.muted">
                    {network.protocol}
                  </Box>
                </Stack>
                <Badge tone={NETWORK_TONES[network.status]} size="sm">
                  {intl.formatMessage({ id: `transactions.network.status.${network.status}` })}
                </Badge>
              </Flex>
              <Flex gap="4" wrap="wrap">
                <Availability label={intl.formatMessage({ id: 'transactions.network.deposit' })} open={network.depositOpen} />
                <Availability label={intl.formatMessage({ id: 'transactions.network.withdraw' })} open={network.withdrawOpen} />
              </Flex>
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
