import { FormattedMessage } from 'react-intl';
import { Button } from '@/design-system';
import { stack } from 'styled-system/patterns';
import { ResendCode, type ResendCodeProps } from './ResendCode';

const footerClass = stack({ gap: '3' });

export interface CodeStepFooterProps extends ResendCodeProps {
  /** The way back to correct the email, where the step offers one: its label's message id and what it does. */
  changeEmail?: { messageId: string; onClick: () => void };
}

/** Below a step that waits for an emailed code: the resend with its countdown, then the way back to the email. */
export function CodeStepFooter({ changeEmail, ...resend }: CodeStepFooterProps) {
  return (
    <div className={footerClass}>
      <ResendCode {...resend} />
      {changeEmail && (
        <div>
          <Button variant="ghost" size="sm" onClick={changeEmail.onClick}>
            <FormattedMessage id={changeEmail.messageId} />
          </Button>
        </div>
      )}
    </div>
  );
}
