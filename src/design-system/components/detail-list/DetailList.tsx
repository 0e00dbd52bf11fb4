import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const listClass = css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0' });
const itemClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const termClass = css({ textStyle: 'label', color: 'fg.muted' });
const valueClass = css({ m: '0', textStyle: 'body.md', overflowWrap: 'anywhere' });

/** Facts as a description list (a transaction, an NFT, a review): a term above its value, one per row. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className={listClass}>{children}</dl>;
}

export function DetailItem({ term, children, testId }: { term: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={itemClass} data-testid={testId}>
      <dt className={termClass}>{term}</dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}
