import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { iconButton, type IconButtonVariantProps } from 'styled-system/recipes';

export interface IconButtonProps extends Omit<HTMLArkProps<'button'>, 'aria-label' | 'children'>, IconButtonVariantProps {
  /** The accessible name (required: an icon alone says nothing to a screen reader). */
  label: string;
  /** A lucide icon (lucide hides it from assistive technology by default). */
  children: ReactNode;
}

/** Icon-only button. `variant`: ghost (default), outline, solid, danger; `size`: xs, sm, md, lg. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant, size, className, children, type = 'button', ...props },
  ref,
) {
  return (
    <ark.button ref={ref} type={type} aria-label={label} className={cx(iconButton({ variant, size }), className)} {...props}>
      {children}
    </ark.button>
  );
});
