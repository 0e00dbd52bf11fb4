export {
  FEE_MAX_AGE_MS,
  attemptsLeft,
  resumableStep,
  stepOf,
  withdrawalMachine,
  type QuoteAnswer,
  type ResumableStep,
  type WithdrawalActorRef,
  type WithdrawalContext,
  type WithdrawalEvent,
  type WithdrawalInput,
  type WithdrawalSnapshot,
  type WithdrawalStep,
} from './withdrawal.machine';
export {
  EMPTY_FORM,
  draftOf,
  toSendError,
  type Codes,
  type Quote,
  type ReviewNotice,
  type SendError,
  type SendForm,
  type SendWarning,
} from './model';
export { amountProblem, maxByBalance, maxByDailyLimit, maxSendable, type AmountLimits, type AmountProblem } from './amount-rules';
