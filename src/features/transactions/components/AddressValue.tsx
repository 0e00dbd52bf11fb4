import { CopyToClipboard, GroupedAddress } from '@/design-system';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';

interface AddressValueProps {
  value: string;
  /** The copy button's accessible name; without it the value has no copy button (a deposit's sender). */
  copyLabel?: string;
}

const rowClass = flex({ align: 'flex-start', gap: '2' });
const valueClass = css({ flex: '1', minWidth: '0', pt: '1' });
const copyClass = css({ flexShrink: '0' });

/** An address, hash or memo in groups of four (read in groups too), with an optional copy button beside it. */
export function AddressValue({ value, copyLabel }: AddressValueProps) {
  return (
    <div className={rowClass}>
      <div className={valueClass}>
        <GroupedAddress value={value} size="sm" />
      </div>
      {copyLabel && (
        <div className={copyClass}>
          <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />
        </div>
      )}
    </div>
  );
}
