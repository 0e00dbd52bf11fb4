import { useIntl } from 'react-intl';
import { datePattern } from '@/shared/dates';

/**
 * How the interface's language writes a date, for a date field's placeholder and hint: "GG.AA.YYYY" in Turkish,
 * "MM/DD/YYYY" in English (src/shared/dates reads and writes the dates).
 */
export function useDatePattern(): string {
  const intl = useIntl();
  const { order, separator } = datePattern(intl.locale);
  return order.map((part) => intl.formatMessage({ id: `ds.date.${part}` })).join(separator);
}
