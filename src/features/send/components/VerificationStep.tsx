import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormAlert, FormStep } from '@/design-system';
import type { Codes, SendError } from '@/machines/withdrawal';
import type { VerificationChallenge } from '@/services/api';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { useNow } from '../hooks/use-now';
import { CodeInput } from './CodeInput';
import { STEP_TOTAL } from './step-total';

const timingClass = stack({ gap: '2', align: 'flex-start' });
const expiresClass = css({ textStyle: 'body.sm', color: 'fg.muted' });

interface VerificationStepProps {
  challenge: VerificationChallenge;
  sentAt: number;
  codes: Codes;
  expired: boolean;
  /** Verifying the codes or submitting the withdrawal: the button is busy and cannot be pressed twice. */
  busy: boolean;
  resending: boolean;
  attemptsLeft: number | null;
  error: SendError | null;
  onCode: (channel: VerificationChallenge['channels'][number]['channel'], code: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onExpired: () => void;
  onBack: () => void;
  alert?: ReactNode;
}

function clock(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Step 5: a code per channel, a live countdown to expiry, resend after the server's delay, attempts left. */
export function VerificationStep(props: VerificationStepProps) {
  const {
    challenge,
    sentAt,
    codes,
    expired,
    busy,
    resending,
    attemptsLeft,
    error,
    onCode,
    onVerify,
    onResend,
    onExpired,
    onBack,
  } = props;
  const intl = useIntl();
  const now = useNow(!expired);
  const expiresIn = Math.ceil((sentAt + challenge.expiresInSeconds * 1000 - now) / 1000);
  const resendIn = Math.ceil((sentAt + challenge.resendInSeconds * 1000 - now) / 1000);
  useEffect(() => {
    if (!expired && expiresIn <= 0) onExpired();
  }, [expired, expiresIn, onExpired]);
  const wrongCode = error?.status === 422;
  const complete = challenge.channels.every(({ channel }) => (codes[channel] ?? '').length === challenge.codeLength);

  const alert = expired ? (
    <FormAlert
      focusOnShow
      title={intl.formatMessage({ id: 'send.code.expiredTitle' })}
      action={
        <Button type="button" size="sm" onClick={onResend} loading={resending}>
          {intl.formatMessage({ id: 'send.code.new' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: error?.status === 410 ? 'send.code.tooMany' : 'send.code.expired' })}
    </FormAlert>
  ) : wrongCode ? (
    <FormAlert focusOnShow title={intl.formatMessage({ id: 'send.code.wrong' })}>
      {intl.formatMessage({ id: 'send.code.attemptsLeft' }, { count: attemptsLeft ?? 0 })}
    </FormAlert>
  ) : (
    props.alert
  );

  return (
    <FormStep
      title={intl.formatMessage({ id: 'send.code.title' })}
      step={{ current: 5, total: STEP_TOTAL }}
      description={intl.formatMessage({ id: 'send.code.description' })}
      alert={alert}
      submitting={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy && !expired) onVerify();
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
            {intl.formatMessage({ id: 'send.back' })}
          </Button>
          <Button type="submit" loading={busy} disabled={!complete || expired}>
            {intl.formatMessage({ id: 'send.code.verify' })}
          </Button>
        </>
      }
      footer={
        !expired && (
          <div className={timingClass}>
            <div aria-live="off" className={expiresClass}>
              {intl.formatMessage({ id: 'send.code.expiresIn' }, { time: clock(expiresIn) })}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={onResend}
              disabled={resendIn > 0 || busy}
              loading={resending}
            >
              {resendIn > 0
                ? intl.formatMessage({ id: 'send.code.resendIn' }, { time: clock(resendIn) })
                : intl.formatMessage({ id: 'send.code.resend' })}
            </Button>
          </div>
        )
      }
    >
      {challenge.channels.map(({ channel, destination }) => (
        <CodeInput
          key={channel}
          label={intl.formatMessage({ id: `send.code.channel.${channel}` }, { destination: destination ?? '' })}
          length={challenge.codeLength}
          value={codes[channel] ?? ''}
          onChange={(code) => onCode(channel, code)}
          invalid={wrongCode}
          disabled={busy || expired}
        />
      ))}
    </FormStep>
  );
}
