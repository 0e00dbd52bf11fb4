import { RotateCw } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/design-system';
import { css } from 'styled-system/css';
import { hstack } from 'styled-system/patterns';

const resendClass = hstack({ gap: '2', flexWrap: 'wrap', textStyle: 'body.md' });
const notReceivedClass = css({ color: 'fg.muted' });

export interface ResendCodeProps {
  onResend: () => void;
  /** Seconds until a new code may be asked for (shown as a countdown); 0 when it may be asked now. */
  secondsLeft: number;
  sending: boolean;
}

/** "Didn't get the code?" with a resend button that counts down before it can be used again. */
export function ResendCode({ onResend, secondsLeft, sending }: ResendCodeProps) {
  const waiting = secondsLeft > 0;
  return (
    <div className={resendClass}>
      <span className={notReceivedClass}>
        <FormattedMessage id="auth.code.notReceived" />
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={onResend}
        loading={sending}
        disabled={waiting}
        icon={<RotateCw size={14} aria-hidden />}
      >
        {waiting ? (
          <FormattedMessage id="auth.code.resendIn" values={{ seconds: secondsLeft }} />
        ) : (
          <FormattedMessage id="auth.code.resend" />
        )}
      </Button>
    </div>
  );
}
