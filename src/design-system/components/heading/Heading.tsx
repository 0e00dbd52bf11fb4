import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { heading, type HeadingVariantProps } from 'styled-system/recipes';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement>, HeadingVariantProps {
  /** The outline level (h1–h4); the look follows it unless `size` says otherwise. */
  level?: 1 | 2 | 3 | 4;
}

const sizeForLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' } as const;

/** Page and section headings. Each screen has exactly one level-1 heading. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, className, ...props },
  ref,
) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} className={cx(heading({ size: size ?? sizeForLevel[level] }), className)} {...props} />;
});
