import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@/design-system';
import { authProblemMessageIds, type AuthProblem } from '../model/auth-errors';

/**
 * The alert of an auth form step: what went wrong with the last attempt (with the action that gets the customer
 * out of it, e.g. "Sign in instead"), else a success notice ("We sent a new code"), else nothing.
 */
export function StepAlert({
  problem,
  action,
  notice,
}: {
  problem: AuthProblem | null | undefined;
  action?: ReactNode;
  notice?: ReactNode;
}) {
  if (problem)
    return (
      <FormAlert action={action}>
        <FormattedMessage id={authProblemMessageIds[problem]} />
      </FormAlert>
    );
  if (notice) return <FormAlert tone="success">{notice}</FormAlert>;
  return null;
}

/** The alert of a step that waits for an emailed code: the last attempt's problem, else where a new code was sent. */
export function CodeStepAlert({ problem, resentTo }: { problem: AuthProblem | null | undefined; resentTo?: string }) {
  return (
    <StepAlert
      problem={problem}
      notice={resentTo && <FormattedMessage id="auth.code.sent" values={{ destination: resentTo }} />}
    />
  );
}
