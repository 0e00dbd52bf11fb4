import { useIntl } from 'react-intl';
import { pastRelativeTimeParts } from '../../format/relative-time';
import { useFrozenNow } from '../../hooks/frozen-now';
import { useNow } from '../../hooks/use-now';

export interface RelativeTimeProps {
  /** ISO-8601 instant of something that has happened. */
  dateTime: string;
  className?: string;
}

/**
 * "5 minutes ago" in the interface language, kept true by a once-a-minute tick; the full date and time in
 * the customer's time zone as its title, for those who need the exact moment. Inside FrozenNow, "now" is pinned.
 */
export function RelativeTime({ dateTime, className }: RelativeTimeProps) {
  const intl = useIntl();
  const ticking = useNow();
  const now = useFrozenNow() ?? ticking;
  const then = Date.parse(dateTime);
  if (Number.isNaN(then)) return null;
  const { value, unit } = pastRelativeTimeParts(then, now);
  return (
    <time dateTime={dateTime} title={intl.formatDate(then, { dateStyle: 'medium', timeStyle: 'short' })} className={className}>
      {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
    </time>
  );
}
