import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { skeleton } from 'styled-system/recipes';
import type { SizeToken } from 'styled-system/tokens';

export interface SkeletonProps {
  /** rect (default), text (one or more lines) or circle. */
  variant?: 'rect' | 'text' | 'circle';
  width?: SizeToken;
  height?: SizeToken;
  /** Number of lines for the text variant; the last one is shorter, like a real paragraph. */
  lines?: number;
  /** 'onBrand' for placeholders on the brand gradient. */
  tone?: 'default' | 'onBrand';
  className?: string;
  /**
   * What the placeholder stands for, kept invisible: the placeholder takes its size, so the content that replaces
   * it moves nothing on the page (e.g. a line of an address in its own typography). Width stays `width` (full).
   */
  children?: ReactNode;
}

// The content is laid out (it gives the size) but not shown.
const sizedByContentClass = css({ '& > *': { visibility: 'hidden' } });

/**
 * Placeholder while data loads. Decorative (aria-hidden): the region that is loading carries
 * aria-busy and a label, so a screen reader hears "loading" once, not once per shape.
 */
export function Skeleton({ variant = 'rect', width, height, lines = 1, tone = 'default', className, children }: SkeletonProps) {
  if (children !== undefined) {
    return (
      <div
        aria-hidden
        className={cx(skeleton({ variant, tone }), css({ width: width ?? 'full' }), sizedByContentClass, className)}
      >
        {children}
      </div>
    );
  }
  if (variant === 'text' && lines > 1) {
    return (
      <div aria-hidden className={cx(stack({ gap: '2', width: width ?? 'full' }), className)}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={cx(skeleton({ variant, tone }), css({ width: index === lines - 1 ? '3/5' : 'full' }))} />
        ))}
      </div>
    );
  }
  const size = variant === 'circle' ? (width ?? height ?? '10') : undefined;
  return (
    <div
      aria-hidden
      className={cx(
        skeleton({ variant, tone }),
        css({ width: size ?? width ?? 'full', height: size ?? height ?? (variant === 'text' ? '3.5' : '4') }),
        className,
      )}
    />
  );
}
