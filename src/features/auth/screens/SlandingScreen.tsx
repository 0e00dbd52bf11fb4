import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Heading, LinkButton, Spinner } from '@/design-system';
import { useSession } from '@/machines';
import { listenToAuthEvents } from '@/services/auth';
import { takeRedirectPath } from '@/services/storage';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { pathTo } from '@/shared/routes';

const screenClass = stack({ gap: '5', alignItems: 'center', textAlign: 'center', maxWidth: 'md', width: 'full' });
const failedIconClass = css({ color: 'danger.text' });
const failedMessageClass = stack({ gap: '2' });
const leadClass = css({ textStyle: 'body.lg', color: 'fg.muted' });

export interface SlandingScreenProps {
  /** Give up waiting for the hosted sign-in to complete after this long (default 15 s). */
  timeoutMs?: number;
}

/** The hosted sign-in's answer carried an OAuth error (`?error=…` or `#error=…`). */
export function oauthErrorIn(location: Pick<Location, 'search' | 'hash'>): boolean {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  return new URLSearchParams(location.search).has('error') || new URLSearchParams(hash).has('error');
}

/**
 * Route 'slanding', where the hosted sign-in returns. Amplify reads the tokens from the URL when it is
 * configured and announces the sign-in; this screen waits for the session machine to have it, then goes on
 * to the stored target or the wallet. A failed or abandoned hosted sign-in ends in a clear error with a
 * way back to sign-in.
 */
export function SlandingScreen({ timeoutMs = 15_000 }: SlandingScreenProps) {
  const navigate = useNavigate();
  const { status } = useSession();
  const [failed, setFailed] = useState(() => typeof window !== 'undefined' && oauthErrorIn(window.location));

  useEffect(
    () =>
      listenToAuthEvents((event) => {
        if (event.type === 'signInWithRedirect_failure') setFailed(true);
      }),
    [],
  );

  useEffect(() => {
    if (status !== 'signedIn' || failed) return;
    void navigate(takeRedirectPath() ?? pathTo('wallet'), { replace: true });
  }, [status, failed, navigate]);

  useEffect(() => {
    if (status === 'signedIn' || failed) return undefined;
    const timer = setTimeout(() => setFailed(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [status, failed, timeoutMs]);

  if (failed) {
    return (
      <div className={screenClass}>
        <div className={failedIconClass}>
          <CircleAlert size={40} aria-hidden />
        </div>
        <div className={failedMessageClass} role="alert">
          <Heading level={1}>
            <FormattedMessage id="auth.slanding.failed.heading" />
          </Heading>
          <p className={leadClass}>
            <FormattedMessage id="auth.slanding.failed.description" />
          </p>
        </div>
        <LinkButton to={pathTo('sign-in')} replace size="lg">
          <FormattedMessage id="auth.slanding.failed.backToSignIn" />
        </LinkButton>
      </div>
    );
  }

  return (
    <div className={screenClass} aria-busy>
      <Spinner size="lg" tone="accent" decorative />
      <Heading level={1}>
        <FormattedMessage id="auth.slanding.heading" />
      </Heading>
      <p role="status" className={leadClass}>
        <FormattedMessage id="auth.slanding.waiting" />
      </p>
    </div>
  );
}
