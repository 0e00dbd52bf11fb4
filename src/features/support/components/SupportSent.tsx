import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { hstack, stack } from 'styled-system/patterns';

const contentClass = stack({ gap: '4', alignItems: 'flex-start' });
const iconClass = css({ color: 'success.text' });
const referenceClass = css({ textStyle: 'body.md' });
const nextClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const actionsClass = hstack({ gap: '3', flexWrap: 'wrap' });

export interface SupportSentProps {
  ticketNumber: string;
  onSendAnother: () => void;
}

/** The request went through: its reference, what happens next, and where to go. */
export function SupportSent({ ticketNumber, onSendAnother }: SupportSentProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: land on the confirmation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card padding="lg" role="status" aria-labelledby="support-sent-heading">
      <div className={contentClass}>
        <div className={iconClass}>
          <CircleCheck size={32} aria-hidden />
        </div>
        <Heading level={2} size="md" id="support-sent-heading" ref={heading} tabIndex={-1}>
          {intl.formatMessage({ id: 'support.sent.title' })}
        </Heading>
        <p className={referenceClass}>
          {intl.formatMessage(
            { id: 'support.sent.reference' },
            { reference: ticketNumber, strong: (chunks) => <strong key="reference">{chunks}</strong> },
          )}
        </p>
        <p className={nextClass}>{intl.formatMessage({ id: 'support.sent.next' })}</p>
        <div className={actionsClass}>
          <Button variant="outline" onClick={onSendAnother}>
            {intl.formatMessage({ id: 'support.sent.another' })}
          </Button>
          <LinkButton to={pathTo('help')} variant="ghost">
            {intl.formatMessage({ id: 'support.sent.help' })}
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}
