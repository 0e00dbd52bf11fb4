import { Field as ArkField } from '@ark-ui/react/field';
import { forwardRef, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { amountInput } from 'styled-system/recipes';
import { formatDecimal, formatUsd, multiply, parseAmountInput, type AmountInputError, type DecimalString } from '@/shared/money';
import { useFieldDescribedBy } from '../field';

export interface AmountInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'value' | 'onChange' | 'defaultValue'
> {
  /** What the customer typed, kept as typed (never reformatted under their cursor). */
  value: string;
  onValueChange: (text: string) => void;
  /** The asset's symbol, shown inside the field. */
  symbol: string;
  /** Puts the largest amount that can be used into the field; no button without it. */
  onMax?: () => void;
  maxDisabled?: boolean;
}

/**
 * A decimal amount field: a text field with `inputMode="decimal"`, so phones show the decimal keypad with the
 * locale's mark, and either `,` or `.` is read as the decimal mark (parseAmountInput). Put it in a Field; show
 * `AmountEcho` as its hint and `amountInputErrorMessage` as its error.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onValueChange, symbol, onMax, maxDisabled, className, ...props },
  ref,
) {
  const intl = useIntl();
  const styles = amountInput();
  const describedBy = useFieldDescribedBy();
  return (
    <div className={cx(styles.root, className)}>
      <ArkField.Input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatNumber(0)}
        aria-describedby={describedBy}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...props}
      />
      <span className={styles.symbol}>
        {onMax && (
          <button
            type="button"
            className={styles.max}
            disabled={maxDisabled}
            aria-label={intl.formatMessage({ id: 'ds.amountInput.maxLabel' }, { symbol })}
            onClick={onMax}
          >
            {intl.formatMessage({ id: 'ds.amountInput.max' })}
          </button>
        )}
        <span aria-hidden="true">{symbol}</span>
      </span>
    </div>
  );
});

export interface AmountEchoProps {
  /** The text in the field. */
  text: string;
  decimals: number;
  symbol: string;
  /** Dollars per unit; without it only the amount is echoed. */
  usdPrice?: DecimalString | null | undefined;
  className?: string;
}

/** The typed amount read back exactly ("0.5 BTC ≈ $21,605.25"), so "0,5" and "0.5" are visibly the same. */
export function AmountEcho({ text, decimals, symbol, usdPrice, className }: AmountEchoProps) {
  const intl = useIntl();
  const parsed = parseAmountInput(text, { decimals });
  if (!parsed.ok) return null;
  const amount = `${formatDecimal(parsed.value, intl.locale, { maximumFractionDigits: decimals })} ${symbol}`;
  return (
    <span className={cx(amountInput().echo, className)}>
      {usdPrice
        ? intl.formatMessage({ id: 'ds.amountInput.echoWithUsd' }, { amount, usd: formatUsd(multiply(parsed.value, usdPrice)) })
        : amount}
    </span>
  );
}

/** The message for what parseAmountInput refused (the caller adds its own rules: minimum, balance, …). */
export function useAmountInputErrorMessage(): (
  reason: AmountInputError,
  options: { decimals: number; symbol: string },
) => string {
  const intl = useIntl();
  return (reason, { decimals, symbol }) => intl.formatMessage({ id: `ds.amountInput.error.${reason}` }, { decimals, symbol });
}
