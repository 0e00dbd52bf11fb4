import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useFrozenNow } from '@/design-system';
import { quoteMachine, type QuoteEvent, type QuoteRequest } from '@/machines/quote';
import { confirmConversion, fetchQuote } from '../queries';

/** The ticking clock (outside render: React's purity rule). */
const systemNow = () => Date.now();

/** How often the countdown moves. */
const TICK_MS = 250;

/**
 * The quote machine with the app's actors: quotes and the confirmation over the API, a ticker on the clock.
 * Under the design system's FrozenNow (stories) the clock stands still at that instant.
 */
export function useQuoteActor() {
  const queryClient = useQueryClient();
  const frozen = useFrozenNow();
  const machine = useMemo(() => {
    const now = frozen === null ? systemNow : () => frozen;
    return quoteMachine.provide({
      actors: {
        fetchQuote: fromPromise(async ({ input }: { input: QuoteRequest }) => ({
          quote: await fetchQuote(queryClient, input),
          receivedAt: now(),
        })),
        confirm: fromPromise(({ input }: { input: { quoteId: string; idempotencyKey: string } }) =>
          confirmConversion(queryClient, input),
        ),
        ticker: fromCallback<QuoteEvent>(({ sendBack }) => {
          const timer = setInterval(() => sendBack({ type: 'TICK', now: now() }), TICK_MS);
          return () => clearInterval(timer);
        }),
      },
    });
  }, [queryClient, frozen]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  return { actor, snapshot };
}
