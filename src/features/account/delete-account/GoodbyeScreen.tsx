import { useIntl } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';

const screenClass = stack({ gap: '5', alignItems: 'flex-start' });
const bodyClass = css({ color: 'fg.muted' });

/** After an account deletion (public route /goodbye): the customer is signed out everywhere; say so and part well. */
export function GoodbyeScreen() {
  const intl = useIntl();
  return (
    <div className={screenClass}>
      <Heading level={1}>{intl.formatMessage({ id: 'account.goodbye.heading' })}</Heading>
      <p className={bodyClass}>{intl.formatMessage({ id: 'account.goodbye.body' })}</p>
      <LinkButton to={pathTo('home')} variant="outline">
        {intl.formatMessage({ id: 'account.goodbye.home' })}
      </LinkButton>
    </div>
  );
}
