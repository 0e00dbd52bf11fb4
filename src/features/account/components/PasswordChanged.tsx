import { CircleCheck, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, LinkButton } from '@/design-system';
import { useSignOut } from '@/machines';
import { pathTo } from '@/shared/routes';
import { Box, HStack, Stack, styled } from 'styled-system/jsx';

/**
 * The password was changed. Like Cognito's ChangePassword, it signs no session out: other devices stay
 * signed in until they sign out or their session ends (ADR 0019), so the screen says so and offers the
 * global sign-out (the Log Out flow, which signs out every device).
 */
export function PasswordChanged() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { signOut, pending } = useSignOut();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="6" width="full" maxWidth="xl">
      <Heading level={1}>{t('account.password.title')}</Heading>
      <Card padding="lg" role="status" aria-labelledby="password-changed-heading">
        <Stack gap="4" alignItems="flex-start">
          <Box color="success.text">
            <CircleCheck size={32} aria-hidden />
          </Box>
          <Heading level={2} size="md" id="password-changed-heading" ref={heading} tabIndex={-1}>
            {t('account.password.changed.title')}
          </Heading>
          <styled.p textStyle="body.md">{t('account.password.changed.otherDevices')}</styled.p>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" icon={<LogOut aria-hidden />} loading={pending} onClick={signOut}>
              {t('account.password.changed.signOutEverywhere')}
            </Button>
            <LinkButton to={pathTo('profile-settings')} variant="ghost">
              {t('account.password.back')}
            </LinkButton>
          </HStack>
        </Stack>
      </Card>
    </Stack>
  );
}
