import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, Input, useDatePattern } from '@/design-system';
import { formatLocalDate, parseLocalDate } from '@/shared/dates';

interface DateFilterFieldProps {
  label: string;
  /** The day in the URL, an ISO date; undefined when the filter is off. */
  value: string | undefined;
  /** A day typed and left (or Enter): its ISO date; an emptied field: undefined. */
  onChange: (value: string | undefined) => void;
}

/**
 * A day of the history's date range, typed the way the interface's language writes dates (tr 15.01.2026, en
 * 01/15/2026), not the browser's: its own date input follows the browser's language (ADR 0022). It applies when
 * the customer leaves the field or presses Enter; a date that does not exist says so and keeps what was typed.
 */
export function DateFilterField({ label, value, onChange }: DateFilterFieldProps) {
  const intl = useIntl();
  const shown = formatLocalDate(value, intl.locale);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // The URL changed from elsewhere (Clear filters, Back, a shared link): the field shows its day.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setInvalid(false);
  }
  const pattern = useDatePattern();

  const apply = () => {
    const typed = text.trim();
    if (typed === '') {
      setInvalid(false);
      if (value !== undefined) onChange(undefined);
      return;
    }
    const day = parseLocalDate(typed, intl.locale);
    setInvalid(day === null);
    if (day === null) return;
    if (day !== value) onChange(day);
    // The same day written another way ("1.2.2026"): shown as the locale writes it.
    else setText(shown);
  };

  return (
    <Field
      label={label}
      error={invalid ? intl.formatMessage({ id: 'transactions.history.date.invalid' }, { pattern }) : undefined}
    >
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
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
