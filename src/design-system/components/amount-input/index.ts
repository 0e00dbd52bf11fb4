export { AmountEcho, AmountInput, useAmountInputErrorMessage, type AmountEchoProps, type AmountInputProps } from './AmountInput';
