/**
 * A calendar date (a birth date, a day to filter by) as the customer's locale writes it (tr: 02.01.2006, en:
 * 01/02/2006), read back to the contract's ISO date. For plain text fields: the browser's own date input follows
 * the browser's language, not the interface's, and draws differently in every browser (ADR 0022).
 */
export type DatePart = 'day' | 'month' | 'year';

export interface DatePattern {
  order: readonly DatePart[];
  separator: string;
}

export function datePattern(locale: string): DatePattern {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2006, 0, 2));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  return { order, separator };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** "2006-01-02" → "02.01.2006" (tr) / "01/02/2006" (en); '' for anything else. */
export function formatLocalDate(iso: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  const values: Record<DatePart, string> = { day: day ?? '', month: month ?? '', year: year ?? '' };
  const { order, separator } = datePattern(locale);
  return order.map((part) => values[part]).join(separator);
}

/** Reads a date typed in the locale's order (any non-digit separates); null unless it is a real calendar date. */
export function parseLocalDate(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  const { order } = datePattern(locale);
  if (numbers.length !== 3) return null;
  const value = (part: DatePart) => Number.parseInt(numbers[order.indexOf(part)] ?? '', 10);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  if ((numbers[order.indexOf('year')] ?? '').length !== 4) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Today in the customer's time zone, as an ISO date (a calendar day, not an instant). */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}
