import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { screenReaderOnly } from 'styled-system/recipes';

export interface VisuallyHiddenProps extends HTMLArkProps<'span'> {
  /** Show the content while it has keyboard focus (for skip links rendered asChild). */
  focusable?: boolean;
}

/** Content for screen readers only. */
export function VisuallyHidden({ focusable = false, className, ...props }: VisuallyHiddenProps) {
  return <ark.span className={cx(screenReaderOnly({ focusable }), className)} {...props} />;
}
