import { useIntl } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { Stack, styled } from 'styled-system/jsx';

/** After an account deletion (public route /goodbye): the customer is signed out everywhere; say so and part well. */
export function GoodbyeScreen() {
  const intl = useIntl();
  return (
    <Stack gap="5" alignItems="flex-start">
      <Heading level={1}>{intl.formatMessage({ id: 'account.goodbye.heading' })}</Heading>
      <styled.p color="fg.muted">{intl.formatMessage({ id: 'account.goodbye.body' })}</styled.p>
      <LinkButton to={pathTo('home')} variant="outline">
        {intl.formatMessage({ id: 'account.goodbye.home' })}
      </LinkButton>
    </Stack>
  );
}
