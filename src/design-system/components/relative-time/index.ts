export { RelativeTime, type RelativeTimeProps } from './RelativeTime';
export { FrozenNow } from '../../hooks/frozen-now';
