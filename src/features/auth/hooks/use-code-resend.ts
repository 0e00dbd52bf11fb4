import { useState } from 'react';
import type { CodeDelivery } from '@/services/auth';
import { authProblemOf, type AuthProblem } from '../model/auth-errors';
import { useCooldown } from './use-cooldown';

export interface CodeResendOptions {
  /** Asks the provider for a new code. */
  send: () => Promise<CodeDelivery>;
  /** Where the first code went (masked), when the provider said. */
  initialDestination: string | undefined;
  /** Seconds before another code may be asked for; the countdown starts at once (a code was just sent). */
  cooldownSeconds: number;
  /** A failure that must look like a sent code (a reset for an unknown email: who has an account stays unsaid). */
  looksSent?: (error: unknown) => boolean;
}

export interface CodeResend {
  /** Where the last code went (masked), when the provider said. */
  destination: string | undefined;
  /** What went wrong last: a resend's problem, or the step's own (`setProblem`). */
  problem: AuthProblem | null;
  setProblem: (problem: AuthProblem | null) => void;
  /** A new code was sent on request: the step says so until its form is sent. */
  resent: boolean;
  /** Forgets the notice and the problem: the step's form is being sent. */
  clearNotice: () => void;
  sending: boolean;
  /** Seconds before the resend is offered again. */
  secondsLeft: number;
  /** Asks for a new code; `announce: false` sends one without a notice (the code a step asks for on opening). */
  resend: (options?: { announce?: boolean }) => Promise<void>;
}

/** The state a code step shares: where the code went, the resend with its countdown and notice, and the problem. */
export function useCodeResend({ send, initialDestination, cooldownSeconds, looksSent }: CodeResendOptions): CodeResend {
  const [destination, setDestination] = useState(initialDestination);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  const cooldown = useCooldown(cooldownSeconds, { initialSeconds: cooldownSeconds });

  const resend = async ({ announce = true }: { announce?: boolean } = {}) => {
    setSending(true);
    setProblem(null);
    try {
      const delivery = await send();
      setDestination((known) => delivery.destination ?? known);
      setResent(announce);
      cooldown.start();
    } catch (error) {
      if (looksSent?.(error)) {
        setResent(announce);
        cooldown.start();
      } else {
        setProblem(authProblemOf(error, 'resendCode'));
      }
    } finally {
      setSending(false);
    }
  };

  const clearNotice = () => {
    setProblem(null);
    setResent(false);
  };

  return { destination, problem, setProblem, resent, clearNotice, sending, secondsLeft: cooldown.secondsLeft, resend };
}
