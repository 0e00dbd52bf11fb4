import { forwardRef } from 'react';
import { PathLink, type PathLinkProps } from '@/design-system';
import { css, cx } from 'styled-system/css';

const linkStyle = css({
  color: 'accent.text',
  textStyle: 'label',
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: 'xs',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: 'none', boxShadow: 'focus', textDecoration: 'underline' },
});

/** An inline link in running text ("Forgot password?", "Create an account"). */
export const TextLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function TextLink({ className, ...props }, ref) {
  return <PathLink ref={ref} className={cx(linkStyle, className)} {...props} />;
});
