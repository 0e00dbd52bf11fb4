import { CopyToClipboard, GroupedAddress } from '@/design-system';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';

const rowClass = flex({ align: 'flex-start', gap: '2' });
const valueClass = css({ flex: '1', minWidth: '0', pt: '1', textStyle: 'mono', overflowWrap: 'anywhere' });
const copyClass = css({ flexShrink: '0' });

/** A token id or contract address (the contract in groups of four), with its copy button beside it. */
export function CopyableValue({ value, copyLabel, grouped = false }: { value: string; copyLabel: string; grouped?: boolean }) {
  return (
    <div className={rowClass}>
      <div className={valueClass}>{grouped ? <GroupedAddress value={value} size="sm" /> : value}</div>
      <div className={copyClass}>
        <CopyToClipboard value={value} showValue={false} buttonLabel={copyLabel} />
      </div>
    </div>
  );
}
