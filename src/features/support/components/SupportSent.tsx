import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { Box, HStack, Stack, styled } from 'styled-system/jsx';

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
      <Stack gap="4" alignItems="flex-start">
        <Box color="success.text">
          <CircleCheck size={32} aria-hidden />
        </Box>
        <Heading level={2} size="md" id="support-sent-heading" ref={heading} tabIndex={-1}>
          {intl.formatMessage({ id: 'support.sent.title' })}
        </Heading>
        <styled.p textStyle="body.md">
          {intl.formatMessage(
            { id: 'support.sent.reference' },
            { reference: ticketNumber, strong: (chunks) => <strong key="reference">{chunks}</strong> },
          )}
        </styled.p>
        <styled.p textStyle="body.sm" color="fg.muted">
          {intl.formatMessage({ id: 'support.sent.next' })}
        </styled.p>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onSendAnother}>
            {intl.formatMessage({ id: 'support.sent.another' })}
          </Button>
          <LinkButton to={pathTo('help')} variant="ghost">
            {intl.formatMessage({ id: 'support.sent.help' })}
          </LinkButton>
        </HStack>
      </Stack>
    </Card>
  );
}
