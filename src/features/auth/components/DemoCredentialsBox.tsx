import { FlaskConical } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button, Card } from '@/design-system';
import type { DemoCredentials } from '@/services/config/demo';
import { css } from 'styled-system/css';
import { grid, hstack, stack } from 'styled-system/patterns';

const contentClass = stack({ gap: '3' });
const titleRowClass = hstack({ gap: '2', color: 'accent.text' });
const titleClass = css({ textStyle: 'label' });
const descriptionClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const listClass = grid({ gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', textStyle: 'body.sm' });
const termClass = css({ color: 'fg.muted' });
const valueClass = css({ textStyle: 'mono', overflowWrap: 'anywhere' });

export interface DemoCredentialsBoxProps {
  credentials: DemoCredentials;
  onFill: () => void;
}

/** Demo mode only: the demo customer's sign-in, with a button that fills the form in. */
export function DemoCredentialsBox({ credentials, onFill }: DemoCredentialsBoxProps) {
  return (
    <Card variant="outline" padding="sm" aria-labelledby="demo-credentials-title">
      <div className={contentClass}>
        <div className={titleRowClass}>
          <FlaskConical size={16} aria-hidden />
          <h2 id="demo-credentials-title" className={titleClass}>
            <FormattedMessage id="auth.signIn.demo.title" />
          </h2>
        </div>
        <p className={descriptionClass}>
          <FormattedMessage id="auth.signIn.demo.description" />
        </p>
        <dl className={listClass}>
          <dt className={termClass}>
            <FormattedMessage id="auth.fields.email" />
          </dt>
          <dd className={valueClass}>{credentials.email}</dd>
          <dt className={termClass}>
            <FormattedMessage id="auth.fields.password" />
          </dt>
          <dd className={valueClass}>{credentials.password}</dd>
        </dl>
        <div>
          <Button variant="subtle" size="sm" onClick={onFill}>
            <FormattedMessage id="auth.signIn.demo.fill" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
