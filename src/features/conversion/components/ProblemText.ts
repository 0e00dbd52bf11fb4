import type { IntlShape } from 'react-intl';
import type { InputProblem } from '../hooks/use-conversion';
import { formatConversionAmount } from '../model/format';

/** The message of an amount problem; limits are in the from asset. */
export function problemText(
  problem: InputProblem | null,
  intl: IntlShape,
  asset: { symbol: string; decimals: number },
  from: { symbol: string; decimals: number },
): string | null {
  if (problem === null) return null;
  const amount = (value: string) => formatConversionAmount(value, from.symbol, intl.locale, from.decimals);
  switch (problem.kind) {
    case 'invalid':
      return intl.formatMessage({ id: 'conversion.error.invalid' });
    case 'too-many-decimals':
      return intl.formatMessage({ id: 'conversion.error.tooManyDecimals' }, { symbol: asset.symbol, decimals: problem.decimals });
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
