import { css } from 'styled-system/css';

/**
 * The review's and the result's label/value list. Classes made once, not style props: `Box` and `Stack` work their
 * styles out at every render (Panda's runtime `css()`), which opening the review paid for.
 */
export const summaryStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '0', m: '0' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '12rem minmax(0, 1fr)' },
    gap: { base: '1', sm: '4' },
    py: '3',
    borderBottomWidth: 'thin',
    borderColor: 'border.muted',
  }),
  label: css({ textStyle: 'body.sm', color: 'fg.muted' }),
  value: css({
    m: '0',
    textStyle: 'body.md',
    color: 'fg.default',
    minWidth: '0',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  }),
  warnings: css({ listStyle: 'disc', pl: '5', mt: '1', textStyle: 'body.sm', color: 'fg.muted' }),
  warningsTitle: css({ textStyle: 'label' }),
  /** The rows' placeholders while the fee is on its way. */
  skeletons: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
};
