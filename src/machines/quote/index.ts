export {
  CONFIRM_MIN_REMAINING_MS,
  isWorse,
  PRICE_TOLERANCE,
  quoteMachine,
  remainingMs,
  validityMs,
  type QuoteActorRef,
  type QuoteContext,
  type QuoteEvent,
  type QuoteRequest,
  type QuoteSnapshot,
  type ReceivedQuote,
} from './quote.machine';
