// Amounts as decimal strings: exact arithmetic (big.js), typed input in either language, Intl formatting.
export {
  add,
  compare,
  CONTRACT_DECIMALS,
  DECIMAL_PATTERN,
  divide,
  fromUnits,
  isDecimal,
  isZero,
  multiply,
  round,
  subtract,
  sum,
  toDecimal,
  toUnits,
  truncate,
  type DecimalString,
  type Rounding,
} from './decimal';
export {
  BALANCE_DECIMALS,
  DOLLAR_DECIMALS,
  DOLLAR_LOCALE,
  formatAmountInput,
  formatAssetAmount,
  formatDecimal,
  formatUsd,
} from './format';
export { parseAmountInput, type AmountInputError, type AmountInputOptions, type AmountInputResult } from './parse-input';
