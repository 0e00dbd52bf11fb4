import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { CodeDelivery } from '@/services/auth';
import { resetRequestLooksSent } from '../model/auth-errors';
import { useCodeResend, type CodeResendOptions } from './use-code-resend';

afterEach(() => {
  vi.useRealTimers();
});

/** An error as Amplify throws it: the provider's exception name on an Error. */
function cognitoError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

function renderCodeStep(send: () => Promise<CodeDelivery>, options: Partial<CodeResendOptions> = {}) {
  return renderHook(() => useCodeResend({ send, initialDestination: 'd***@w***', cooldownSeconds: 30, ...options }));
}

it('counts down from the first code, then a resend says where the new code went and counts down again', async () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const send = vi.fn(async (): Promise<CodeDelivery> => ({ destination: 'n***@w***' }));
  const { result } = renderCodeStep(send);
  expect(result.current).toMatchObject({ destination: 'd***@w***', secondsLeft: 30, resent: false, problem: null });

  act(() => void vi.advanceTimersByTime(30_000));
  expect(result.current.secondsLeft).toBe(0);

  await act(() => result.current.resend());
  expect(send).toHaveBeenCalledTimes(1);
  expect(result.current).toMatchObject({ destination: 'n***@w***', resent: true, sending: false, secondsLeft: 30 });
});

it('keeps the known destination when the provider does not say, and sends without a notice when asked', async () => {
  const { result } = renderCodeStep(async () => ({ destination: undefined }));
  await act(() => result.current.resend({ announce: false }));
  expect(result.current).toMatchObject({ destination: 'd***@w***', resent: false, problem: null });
});

it('names a failed resend and starts no countdown; the step clears it when its form is sent', async () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const { result } = renderCodeStep(async () => Promise.reject(cognitoError('LimitExceededException')));
  act(() => void vi.advanceTimersByTime(30_000));
  await act(() => result.current.resend());
  expect(result.current).toMatchObject({ problem: 'tooManyAttempts', resent: false, sending: false, secondsLeft: 0 });

  act(() => result.current.clearNotice());
  expect(result.current.problem).toBeNull();
});

it('treats the failures the step names as a sent code (a reset for an unknown email)', async () => {
  const { result } = renderCodeStep(async () => Promise.reject(cognitoError('UserNotFoundException')), {
    looksSent: resetRequestLooksSent,
  });
  await act(() => result.current.resend());
  expect(result.current).toMatchObject({ problem: null, resent: true, destination: 'd***@w***' });
});
