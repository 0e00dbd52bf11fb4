import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Checkbox, Field, FormStep, Input, PasswordInput } from '@/design-system';
import { hostedSignInConfigured, signIn, signInWithHostedUi } from '@/services/auth';
import { demoCredentials as buildDemoCredentials, type DemoCredentials } from '@/services/config/demo';
import { css } from 'styled-system/css';
import { hstack, stack } from 'styled-system/patterns';
import { DemoCredentialsBox } from '../components/DemoCredentialsBox';
import { TextLink } from '../components/TextLink';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { authProblemOf, type AuthProblem } from '../model/auth-errors';
import { readAuthLocationState } from '../model/location-state';
import { pathTo } from '@/shared/routes';
import { StepAlert } from '../components/StepAlert';
import { SubmitButton } from '../components/SubmitButton';

const hostedClass = stack({ gap: '4' });
const dividerClass = hstack({ gap: '3', color: 'fg.subtle', textStyle: 'caption' });
const ruleClass = css({ flex: '1', height: 'px', bg: 'border.default' });
const noAccountClass = css({ textStyle: 'body.md', color: 'fg.muted', textAlign: 'center' });
const passwordClass = stack({ gap: '1.5' });
const forgotClass = hstack({ justifyContent: 'flex-end' });

export interface SignInScreenProps {
  /** Offer the provider's hosted sign-in (default: when an OAuth domain is configured). */
  hostedSignIn?: boolean;
  /** The demo account to show (default: demo mode's credentials, undefined outside demo mode); null for none. */
  demoCredentials?: DemoCredentials | null;
}

/** Route 'sign-in': email and password, remember me, and the way on to the stored target or the wallet. */
export function SignInScreen({ hostedSignIn: hostedSignInProp, demoCredentials = buildDemoCredentials }: SignInScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [arrival] = useState(() => readAuthLocationState(location.state));
  const [hostedSignIn] = useState(() => hostedSignInProp ?? hostedSignInConfigured());
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const completeSignIn = useCompleteSignIn();

  const form = useSignInForm({ email: arrival.email ?? '', password: '', rememberMe: false }, async (values) => {
    setProblem(null);
    try {
      const result = await signIn({ email: values.email, password: values.password, rememberMe: values.rememberMe });
      if (result.status === 'signedIn') {
        if (!(await completeSignIn())) setProblem('unknown');
        return;
      }
      setProblem(
        result.status === 'confirmSignUp'
          ? 'notConfirmed'
          : result.status === 'resetPassword'
            ? 'passwordResetRequired'
            : 'unknown',
      );
    } catch (error) {
      setProblem(authProblemOf(error, 'signIn'));
    }
  });
  const { problems, submitting: isSubmitting, getValues } = form;
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);

  const fillDemo = (credentials: DemoCredentials) => {
    setProblem(null);
    form.fill('email', credentials.email);
    form.fill('password', credentials.password);
  };

  const startHostedSignIn = async () => {
    setProblem(null);
    setRedirecting(true);
    try {
      await signInWithHostedUi({ rememberMe: getValues().rememberMe });
    } catch (error) {
      setRedirecting(false);
      setProblem(authProblemOf(error, 'signIn'));
    }
  };

  // Handed to forgot-password and sign-up, so the customer does not type it twice.
  const typedEmail = form.values.email.trim();
  const email = () => getValues().email.trim();

  return (
    <FormStep
      title={<FormattedMessage id="auth.signIn.heading" />}
      description={<FormattedMessage id="auth.signIn.description" />}
      alert={
        <StepAlert
          problem={problem}
          action={
            problem === 'notConfirmed' ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void navigate(pathTo('sign-up'), { state: { confirmEmail: email() } })}
              >
                <FormattedMessage id="auth.signIn.confirmEmail" />
              </Button>
            ) : (
              problem === 'passwordResetRequired' && (
                <TextLink to={pathTo('forgot-password')} state={{ email: typedEmail }}>
                  <FormattedMessage id="auth.signIn.forgotPassword" />
                </TextLink>
              )
            )
          }
          notice={arrival.notice === 'emailConfirmed' && <FormattedMessage id="auth.signIn.emailConfirmed" />}
        />
      }
      beforeForm={
        // A build-time constant: production builds leave the demo box out of the download.
        __DEMO_MODE__ &&
        demoCredentials && <DemoCredentialsBox credentials={demoCredentials} onFill={() => fillDemo(demoCredentials)} />
      }
      onSubmit={form.submit}
      submitting={isSubmitting}
      actions={
        <SubmitButton
          submitting={isSubmitting}
          disabled={redirecting}
          messageId="auth.signIn.submit"
          busyMessageId="auth.signIn.submitting"
        />
      }
      footer={
        <>
          {hostedSignIn && (
            <div className={hostedClass}>
              <div className={dividerClass} aria-hidden>
                <span className={ruleClass} />
                <FormattedMessage id="auth.signIn.or" />
                <span className={ruleClass} />
              </div>
              <Button
                variant="outline"
                size="lg"
                fullWidth
                loading={redirecting}
                disabled={isSubmitting}
                icon={<LogIn size={18} aria-hidden />}
                onClick={() => void startHostedSignIn()}
              >
                <FormattedMessage id="auth.signIn.hosted" />
              </Button>
            </div>
          )}
          <p className={noAccountClass}>
            <FormattedMessage
              id="auth.signIn.noAccount"
              values={{ link: (chunks) => <TextLink to={pathTo('sign-up')}>{chunks}</TextLink> }}
            />
          </p>
        </>
      }
    >
      <Field label={<FormattedMessage id="auth.fields.email" />} error={message(problems.email)} required>
        <Input type="email" autoComplete="username" inputMode="email" spellCheck={false} {...form.bind('email')} />
      </Field>

      <div className={passwordClass}>
        <Field label={<FormattedMessage id="auth.fields.password" />} error={message(problems.password)} required>
          <PasswordInput autoComplete="current-password" {...form.bind('password')} />
        </Field>
        <div className={forgotClass}>
          <TextLink to={pathTo('forgot-password')} state={{ email: typedEmail }}>
            <FormattedMessage id="auth.signIn.forgotPassword" />
          </TextLink>
        </div>
      </div>

      <Checkbox
        name="rememberMe"
        checked={form.values.rememberMe}
        onCheckedChange={form.setRememberMe}
        label={<FormattedMessage id="auth.signIn.rememberMe" />}
        hint={<FormattedMessage id="auth.signIn.rememberMeHint" />}
      />
    </FormStep>
  );
}
