import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { DEMO_KYC_PROVIDER_API, demoKycOutcomes, type DemoKycOutcome } from './constants';

const styles = {
  main: css({ minHeight: 'screenH', display: 'grid', placeItems: 'center', p: '6', bg: 'canvas', color: 'fg.default' }),
  card: css({
    width: 'full',
    maxWidth: 'lg',
    display: 'grid',
    gap: '4',
    p: '6',
    borderRadius: 'xl',
    borderWidth: 'thin',
    borderColor: 'border.default',
    bg: 'surface',
  }),
  tag: css({ textStyle: 'label', color: 'fg.muted', textTransform: 'uppercase' }),
  heading: css({ textStyle: 'heading.lg' }),
  text: css({ textStyle: 'body.md', color: 'fg.muted' }),
  actions: css({ display: 'grid', gap: '2' }),
  button: css({
    px: '4',
    py: '2',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderColor: 'border.default',
    bg: 'surface',
    color: 'fg.default',
    cursor: 'pointer',
    textAlign: 'start',
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  }),
  error: css({ color: 'danger.text', textStyle: 'body.md' }),
};

export interface ProviderPageProps {
  sessionId: string;
  /** Where the provider sends the customer back to (already checked to be on the app's origin). */
  returnUrl: string;
  /** Leaves for `returnUrl`; stories pass a spy. */
  goBack?: (url: string) => void;
}

/**
 * The demo's stand-in for the verification provider's hosted page (ADR 0023): the customer picks the verdict,
 * the provider's API records it (as its webhook would tell our backend), and the customer is sent back.
 */
export function ProviderPage({ sessionId, returnUrl, goBack = (url) => globalThis.location.assign(url) }: ProviderPageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const decide = async (outcome: DemoKycOutcome) => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(`${DEMO_KYC_PROVIDER_API}/sessions/${encodeURIComponent(sessionId)}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });
      if (!response.ok) throw new Error(`decision answered ${response.status}`);
      goBack(returnUrl);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <main className={styles.main}>
      <div className={styles.card}>
        <p className={styles.tag}>{t('demoKyc.tag')}</p>
        <h1 className={styles.heading}>{t('demoKyc.title')}</h1>
        <p className={styles.text}>{t('demoKyc.description')}</p>
        <div className={styles.actions}>
          {demoKycOutcomes.map((outcome) => (
            <button key={outcome} type="button" className={styles.button} disabled={busy} onClick={() => void decide(outcome)}>
              {t(`demoKyc.outcome.${outcome}`)}
            </button>
          ))}
          <button type="button" className={styles.button} disabled={busy} onClick={() => goBack(returnUrl)}>
            {t('demoKyc.cancel')}
          </button>
        </div>
        {failed && (
          <p role="alert" className={styles.error}>
            {t('demoKyc.failed')}
          </p>
        )}
      </div>
    </main>
  );
}
