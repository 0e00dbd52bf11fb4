import { FormattedMessage } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { Stack } from 'styled-system/jsx';

/**
 * A .well-known path that reached the app: the host serves those files before the app, so reaching here
 * means there is no such file. The guard does not redirect these (spec section 2); say so plainly.
 */
export function PassThroughScreen() {
  return (
    <Stack as="main" gap="4" alignItems="flex-start" p="8">
      <Heading level={1}>
        <FormattedMessage id="app.notFound.heading" />
      </Heading>
      <LinkButton to="/">
        <FormattedMessage id="app.notFound.home" />
      </LinkButton>
    </Stack>
  );
}
