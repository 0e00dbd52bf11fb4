import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormStepFlow, toast } from '@/design-system';
import type { CodeDelivery } from '@/services/auth';
import { readAuthLocationState } from '../model/location-state';
import { pathTo } from '@/shared/routes';
import { RequestCodeStep } from './forgot-password/RequestCodeStep';
import { ResetPasswordStep } from './forgot-password/ResetPasswordStep';

export interface ForgotPasswordScreenProps {
  /** Seconds before another code may be asked for (default 30). */
  resendCooldownSeconds?: number;
}

type Step = { name: 'request' } | { name: 'reset'; email: string; destination: string | undefined };

/**
 * Route 'forgot-password': ask for a code by email, then the code and a new password; on success, sign-in
 * with the email filled in and a success toast.
 */
export function ForgotPasswordScreen({ resendCooldownSeconds = 30 }: ForgotPasswordScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(() => readAuthLocationState(location.state).email ?? '');
  const [step, setStep] = useState<Step>({ name: 'request' });

  // The step's button goes with its step: the flow gives the next step's title the focus it had.
  return (
    <FormStepFlow step={step.name}>
      {step.name === 'reset' ? (
        <ResetPasswordStep
          email={step.email}
          destination={step.destination}
          resendCooldownSeconds={resendCooldownSeconds}
          onChangeEmail={() => setStep({ name: 'request' })}
          onDone={() => {
            toast.success({ id: 'auth.forgot.success' });
            void navigate(pathTo('sign-in'), { replace: true, state: { email: step.email } });
          }}
        />
      ) : (
        <RequestCodeStep
          email={email}
          onEmailChange={setEmail}
          onSent={(sentTo: string, delivery: CodeDelivery) => {
            setEmail(sentTo);
            setStep({ name: 'reset', email: sentTo.trim(), destination: delivery.destination });
          }}
        />
      )}
    </FormStepFlow>
  );
}
