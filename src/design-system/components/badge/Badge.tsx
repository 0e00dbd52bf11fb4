import { forwardRef, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';
import { VisuallyHidden } from '../visually-hidden';

export interface BadgeProps extends ComponentProps<'span'>, BadgeVariantProps {}

/**
 * Status label. `tone`: neutral, accent, success, warning, danger, info; `variant`: subtle, solid; `size`: sm, md.
 * A plain span (a list shows one per row).
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, variant, size, className, ...props }, ref) {
  return <span ref={ref} className={cx(badge({ tone, variant, size }), className)} {...props} />;
});

/** The 'Soon' marker on features that are not available yet. */
export function SoonBadge({ size = 'sm', ...props }: Omit<BadgeProps, 'children' | 'tone'>) {
  const intl = useIntl();
  return (
    <Badge tone="accent" size={size} {...props}>
      {intl.formatMessage({ id: 'ds.badge.soon' })}
    </Badge>
  );
}

export interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
  /** Counts above this show as "{max}+". */
  max?: number;
  /**
   * What the number counts, for screen readers (e.g. "3 unread"). Without it the badge is decorative
   * (aria-hidden), for places whose control already says the count.
   */
  label?: string;
}

/** A number in a pill (unread notifications, tab counts), formatted for the interface language. */
export function CountBadge({
  count,
  max = 99,
  label,
  tone = 'accent',
  variant = 'solid',
  size = 'sm',
  ...props
}: CountBadgeProps) {
  const intl = useIntl();
  const text = count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count);
  return (
    <Badge tone={tone} variant={variant} size={size} aria-hidden={label ? undefined : true} {...props}>
      {label ? (
        <>
          <span aria-hidden>{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </Badge>
  );
}
