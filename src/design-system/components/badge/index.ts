export { Badge, CountBadge, SoonBadge, type BadgeProps, type CountBadgeProps } from './Badge';
