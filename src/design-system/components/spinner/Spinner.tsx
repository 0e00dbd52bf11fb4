import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';
import { VisuallyHidden } from '../visually-hidden';

export interface SpinnerProps extends SpinnerVariantProps {
  /**
   * What is loading, for screen readers. Defaults to "Loading…". Pass `decorative` instead when the
   * surrounding control already says it is busy (a loading button, for example).
   */
  label?: string;
  /** Hide the spinner from assistive technology (its container announces the busy state). */
  decorative?: boolean;
  className?: string;
}

/** Loading indicator. Announces itself as a status unless decorative. */
export function Spinner({ label, decorative = false, className, ...variants }: SpinnerProps) {
  const intl = useIntl();
  const ring = <span className={cx(spinner(variants), className)} aria-hidden />;
  if (decorative) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ds.spinner.label' })}</VisuallyHidden>
    </span>
  );
}
