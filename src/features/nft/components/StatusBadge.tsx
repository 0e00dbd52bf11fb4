import { useIntl } from 'react-intl';
import { Badge } from '@/design-system';
import type { NftStatus } from '@/services/api';

const TONES = { minting: 'info', minted: 'success', transferring: 'warning', failed: 'danger' } as const satisfies Record<
  NftStatus,
  string
>;

export function StatusBadge({ status }: { status: NftStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={TONES[status]} size="sm">
      {intl.formatMessage({ id: `nft.status.${status}` })}
    </Badge>
  );
}
