import { FlaskConical } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button, Card } from '@/design-system';
import type { DemoCredentials } from '@/services/config/demo';
import { Box, Grid, HStack, Stack, styled } from 'styled-system/jsx';

export interface DemoCredentialsBoxProps {
  credentials: DemoCredentials;
  onFill: () => void;
}

/** Demo mode only: the demo customer's sign-in, with a button that fills the form in. */
export function DemoCredentialsBox({ credentials, onFill }: DemoCredentialsBoxProps) {
  return (
    <Card variant="outline" padding="sm" aria-labelledby="demo-credentials-title">
      <Stack gap="3">
        <HStack gap="2" color="accent.text">
          <FlaskConical size={16} aria-hidden />
          <styled.h2 id="demo-credentials-title" textStyle="label">
            <FormattedMessage id="auth.signIn.demo.title" />
          </styled.h2>
        </HStack>
        <styled.p textStyle="body.sm" color="fg.muted">
          <FormattedMessage id="auth.signIn.demo.description" />
        </styled.p>
        <Grid as="dl" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="body.sm">
          <styled.dt color="fg.muted">
            <FormattedMessage id="auth.fields.email" />
          </styled.dt>
          <styled.dd textStyle="mono" overflowWrap="anywhere">
            {credentials.email}
          </styled.dd>
          <styled.dt color="fg.muted">
            <FormattedMessage id="auth.fields.password" />
          </styled.dt>
          <styled.dd textStyle="mono" overflowWrap="anywhere">
            {credentials.password}
          </styled.dd>
        </Grid>
        <Box>
          <Button variant="subtle" size="sm" onClick={onFill}>
            <FormattedMessage id="auth.signIn.demo.fill" />
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}
