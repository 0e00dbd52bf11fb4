import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
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

/** An inline router link in running text ("Forgot password?", "Create an account"). */
export const TextLink = forwardRef<HTMLAnchorElement, LinkProps>(function TextLink({ className, ...props }, ref) {
  return <Link ref={ref} className={cx(linkStyle, className)} {...props} />;
});
