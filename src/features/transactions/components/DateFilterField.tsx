import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateInput, Field, useDatePattern } from '@/design-system';
import { formatLocalDate, parseLocalDate } from '@/shared/dates';

interface DateFilterFieldProps {
  label: string;
  /** The day in the URL, an ISO date; undefined when the filter is off. */
  value: string | undefined;
  /** The range's other end, when set: a start is on or before it (`latest`), an end on or after it (`earliest`). */
  earliest?: string | undefined;
  latest?: string | undefined;
  /** A day typed and left (or Enter): its ISO date; an emptied field: undefined. */
  onChange: (value: string | undefined) => void;
}

/** What is wrong with a day typed: no such date, or outside the range's other end. */
type Problem = 'invalid' | 'beforeStart' | 'afterEnd';

function problemOf(day: string | null, earliest: string | undefined, latest: string | undefined): Problem | null {
  if (day === null) return 'invalid';
  if (earliest !== undefined && day < earliest) return 'beforeStart';
  if (latest !== undefined && day > latest) return 'afterEnd';
  return null;
}

/**
 * A day of the history's date range, typed the way the interface's language writes dates (tr 15.01.2026, en
 * 01/15/2026), not the browser's: its own date input follows the browser's language (ADR 0022). It applies when
 * the customer leaves the field or presses Enter; a date that does not exist, or an end before the start, says so
 * and keeps what was typed.
 */
export function DateFilterField({ label, value, earliest, latest, onChange }: DateFilterFieldProps) {
  const intl = useIntl();
  const shown = formatLocalDate(value, intl.locale);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The URL changed from elsewhere (Clear filters, Back, a shared link): the field shows its day.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setProblem(null);
  }
  const pattern = useDatePattern();

  const apply = () => {
    const typed = text.trim();
    if (typed === '') {
      setProblem(null);
      if (value !== undefined) onChange(undefined);
      return;
    }
    const day = parseLocalDate(typed, intl.locale);
    const found = problemOf(day, earliest, latest);
    setProblem(found);
    if (day === null || found !== null) return;
    if (day !== value) onChange(day);
    // The same day written another way ("1.2.2026"): shown as the locale writes it.
    else setText(shown);
  };

  // Worded at render, so a change of language rewords it.
  const message =
    problem === null
      ? undefined
      : intl.formatMessage(
          { id: `transactions.history.date.${problem}` },
          { pattern, day: formatLocalDate(problem === 'beforeStart' ? earliest : latest, intl.locale) },
        );

  return (
    <Field label={label} error={message}>
      <DateInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </Field>
  );
}
