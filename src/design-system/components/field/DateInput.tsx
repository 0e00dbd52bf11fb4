import { forwardRef } from 'react';
import { useDatePattern } from '../../hooks/use-date-pattern';
import { Input, type InputProps } from './Field';

/**
 * A calendar date or a time of day typed as text (src/shared/dates reads it), on a keypad of digits with a
 * separator key: iOS's numeric keypad has digits only, where "15.01.2026" or "14:30" could not be typed. A date
 * field shows the interface language's pattern ("GG.AA.YYYY") unless given another placeholder.
 */
export const DateInput = forwardRef<HTMLInputElement, InputProps>(function DateInput(props, ref) {
  const pattern = useDatePattern();
  return <Input ref={ref} inputMode="decimal" autoComplete="off" placeholder={pattern} {...props} />;
});
