import { FormattedMessage } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { stack } from 'styled-system/patterns';

const screenClass = stack({ gap: '4', alignItems: 'flex-start', p: '8' });

/**
 * A .well-known path that reached the app: the host serves those files before the app, so reaching here
 * means there is no such file. The guard does not redirect these (spec section 2); say so plainly.
 */
export function PassThroughScreen() {
  return (
    <main className={screenClass}>
      <Heading level={1}>
        <FormattedMessage id="app.notFound.heading" />
      </Heading>
      <LinkButton to="/">
        <FormattedMessage id="app.notFound.home" />
      </LinkButton>
    </main>
  );
}
