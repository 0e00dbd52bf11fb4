import type { IntlShape } from 'react-intl';
import type { useAmountInputErrorMessage } from '@/design-system';
import type { InputProblem } from '../hooks/use-conversion';
import { formatConversionAmount } from '../model/format';

/** The message of an amount problem: what the field could not read (the design system's words), or a limit in the from asset. */
export function problemText(
  problem: InputProblem | null,
  intl: IntlShape,
  parseMessage: ReturnType<typeof useAmountInputErrorMessage>,
  asset: { symbol: string; decimals: number },
  from: { symbol: string; decimals: number },
): string | null {
  if (problem === null) return null;
  const amount = (value: string) => formatConversionAmount(value, from.symbol, intl.locale, from.decimals);
  switch (problem.kind) {
    case 'invalid':
    case 'too-many-decimals':
      return parseMessage(problem.kind, asset);
    case 'zero':
      return intl.formatMessage({ id: 'conversion.error.zero' });
    case 'below-min':
      return intl.formatMessage({ id: 'conversion.error.belowMin' }, { amount: amount(problem.limit) });
    case 'above-max':
      return intl.formatMessage({ id: 'conversion.error.aboveMax' }, { amount: amount(problem.limit) });
    case 'above-balance':
      return intl.formatMessage({ id: 'conversion.error.aboveBalance' }, { amount: amount(problem.limit) });
  }
}
