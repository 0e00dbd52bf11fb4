import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Country } from 'react-phone-number-input';
import { FormStepFlow } from '@/design-system';
import { signIn, type SignUpResult } from '@/services/auth';
import { config } from '@/services/config/env';
import { createCountryLookup } from '@/services/country-lookup';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthLocationState } from '../model/location-state';
import { pathTo } from '@/shared/routes';
import { EMPTY_PHONE, signUpSchema, type SignUpValues } from '../model/schemas';
import { ConfirmSignUpStep } from './sign-up/ConfirmSignUpStep';
import { DetailsStep } from './sign-up/DetailsStep';

export interface SignUpScreenProps {
  /** Seconds before another code may be asked for (default 30). */
  resendCooldownSeconds?: number;
  /**
   * Country the phone input starts with. Default: looked up from the visitor's IP (the spec's default; the
   * demo backend answers Turkey), else the interface language's region.
   */
  phoneDefaultCountry?: Country;
  lookupCountry?: () => Promise<string>;
}

type Step =
  | { name: 'details' }
  /** `fromSignIn`: an unconfirmed account sent here by sign-in; a fresh code is sent and no password is known. */
  | { name: 'confirm'; email: string; destination?: string; fromSignIn: boolean };

const lookupOptions = { url: config.countryLookupUrl };

/**
 * Route 'sign-up': the details, then the six-digit code from the email. A confirmed sign-up signs in at
 * once (the password is still in the form) and continues like any sign-in — new users (nw = 1) are taken
 * to /registered by the guard. An unconfirmed account arriving from sign-in confirms here, then signs in.
 */
export function SignUpScreen({
  resendCooldownSeconds = 30,
  phoneDefaultCountry,
  lookupCountry: lookupCountryProp,
}: SignUpScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [lookupCountry] = useState(
    () => lookupCountryProp ?? (phoneDefaultCountry ? undefined : createCountryLookup(lookupOptions)),
  );
  const [step, setStep] = useState<Step>(() => {
    const { confirmEmail } = readAuthLocationState(location.state);
    return confirmEmail ? { name: 'confirm', email: confirmEmail, fromSignIn: true } : { name: 'details' };
  });
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: EMPTY_PHONE,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const goToSignIn = (email: string) =>
    void navigate(pathTo('sign-in'), { replace: true, state: { email, notice: 'emailConfirmed' } });

  /** Signs in with the password just chosen; on any problem the customer signs in by hand. */
  const signInNow = async (email: string) => {
    try {
      const result = await signIn({ email, password: form.getValues('password'), rememberMe: false });
      if (result.status === 'signedIn' && (await completeSignIn())) return;
    } catch {
      // Fall through: the account is confirmed, signing in by hand will work.
    }
    goToSignIn(email);
  };

  const onSignedUp = async (values: SignUpValues, result: SignUpResult) => {
    const email = values.email.trim();
    if (result.status === 'done') {
      await signInNow(email);
      return;
    }
    setStep({ name: 'confirm', email, destination: result.destination, fromSignIn: false });
  };

  // The step's button goes with its step: the flow gives the next step's title the focus it had.
  return (
    <FormStepFlow step={step.name}>
      {step.name === 'confirm' ? (
        <ConfirmSignUpStep
          email={step.email}
          destination={step.destination}
          sendCodeOnOpen={step.fromSignIn}
          resendCooldownSeconds={resendCooldownSeconds}
          onConfirmed={() => (step.fromSignIn ? Promise.resolve(goToSignIn(step.email)) : signInNow(step.email))}
          onChangeEmail={step.fromSignIn ? undefined : () => setStep({ name: 'details' })}
        />
      ) : (
        <DetailsStep
          form={form}
          phoneDefaultCountry={phoneDefaultCountry}
          lookupCountry={lookupCountry}
          onSignedUp={onSignedUp}
        />
      )}
    </FormStepFlow>
  );
}
