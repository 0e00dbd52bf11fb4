export { RelativeTime, type RelativeTimeProps } from './RelativeTime';
export { FrozenNow, useFrozenNow } from '../../hooks/frozen-now';
