/**
 * A time of day as customers type it: "14:30", "14.30" (the Turkish way), "14,30" (a phone's decimal keypad in
 * Turkish), "9:05", "2:30 pm", "2 PM". Read back as
 * "HH:MM" on the 24-hour clock; null unless it is a real time. For a plain text field beside a date field
 * (local-date.ts): the browser's own time input follows the browser's language, not the interface's.
 */
export function parseTimeOfDay(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.,](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  const [, hoursText = '', minutesText, meridiem] = match;
  // "14" alone could be a typo as well as a time; an hour without minutes needs am/pm ("2 pm").
  if (minutesText === undefined && meridiem === undefined) return null;
  const minutes = minutesText === undefined ? 0 : Number.parseInt(minutesText, 10);
  let hours = Number.parseInt(hoursText, 10);
  if (meridiem !== undefined) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
