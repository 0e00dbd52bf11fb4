import { ArrowLeftRight, Gamepad2, ShieldCheck, WalletMinimal } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { Box, Grid, HStack, Stack, styled } from 'styled-system/jsx';
import { pathTo } from '@/shared/routes';

const highlights: ReadonlyArray<{ id: string; icon: ReactNode }> = [
  { id: 'wallet', icon: <WalletMinimal size={20} aria-hidden /> },
  { id: 'transfers', icon: <ArrowLeftRight size={20} aria-hidden /> },
  { id: 'games', icon: <Gamepad2 size={20} aria-hidden /> },
  { id: 'security', icon: <ShieldCheck size={20} aria-hidden /> },
];

/** Route 'home' (title Welcome): what the product is, and the ways in — sign in or create an account. */
export function HomeScreen() {
  return (
    <Stack gap="8" width="full">
      <Stack gap="3">
        <Heading level={1} size="display">
          <FormattedMessage id="auth.home.heading" />
        </Heading>
        <styled.p textStyle="body.lg" color="fg.muted">
          <FormattedMessage id="auth.home.description" />
        </styled.p>
      </Stack>

      <Grid as="ul" columns={{ base: 1, sm: 2 }} gap="4">
        {highlights.map(({ id, icon }) => (
          <HStack as="li" key={id} gap="3" alignItems="flex-start">
            <Box
              flexShrink="0"
              display="grid"
              placeItems="center"
              width="9"
              height="9"
              borderRadius="lg"
              bg="accent.muted"
              color="accent.text"
            >
              {icon}
            </Box>
            <Stack gap="0.5">
              <styled.span textStyle="label" color="fg.default">
                <FormattedMessage id={`auth.home.highlights.${id}.title`} />
              </styled.span>
              <styled.span textStyle="body.sm" color="fg.muted">
                <FormattedMessage id={`auth.home.highlights.${id}.text`} />
              </styled.span>
            </Stack>
          </HStack>
        ))}
      </Grid>

      <Grid columns={{ base: 1, sm: 2 }} gap="3">
        <LinkButton to={pathTo('sign-in')} size="lg" fullWidth>
          <FormattedMessage id="auth.home.signIn" />
        </LinkButton>
        <LinkButton to={pathTo('sign-up')} variant="outline" size="lg" fullWidth>
          <FormattedMessage id="auth.home.signUp" />
        </LinkButton>
      </Grid>
    </Stack>
  );
}
