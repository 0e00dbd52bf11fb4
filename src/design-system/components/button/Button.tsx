import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { PathLink, type PathLinkProps } from '../link';
import { Spinner } from '../spinner';

interface ButtonOwnProps extends ButtonVariantProps {
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps its focus and its width. */
  loading?: boolean;
  /** Icon before the label (lucide icon, decorative). Replaced by the spinner while loading. */
  icon?: ReactNode;
  /** Icon after the label. */
  trailingIcon?: ReactNode;
}

export interface ButtonProps extends Omit<HTMLArkProps<'button'>, 'color'>, ButtonOwnProps {}

/**
 * The call-to-action button. `variant`: solid (default), outline, ghost, subtle, danger; `size`: sm, md, lg.
 * While `loading`, the button stays focusable (aria-disabled rather than disabled, so focus is not lost)
 * and announces it is busy.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, icon, trailingIcon, className, children, onClick, type = 'button', ...props },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ark.button
      ref={ref}
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
      {trailingIcon}
    </ark.button>
  );
});

export interface LinkButtonProps extends PathLinkProps, ButtonVariantProps {
  icon?: ReactNode;
  trailingIcon?: ReactNode;
}

/** A link to a path of the app that looks like a button (navigation, not an action); a PathLink underneath. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, fullWidth, icon, trailingIcon, className, children, ...props },
  ref,
) {
  return (
    <PathLink ref={ref} className={cx(button({ variant, size, fullWidth }), className)} {...props}>
      {icon}
      {children}
      {trailingIcon}
    </PathLink>
  );
});
