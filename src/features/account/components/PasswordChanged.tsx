import { CircleCheck, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, LinkButton } from '@/design-system';
import { useSignOut } from '@/machines';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { hstack, stack } from 'styled-system/patterns';

const screenClass = stack({ gap: '6', width: 'full', maxWidth: 'xl' });
const contentClass = stack({ gap: '4', alignItems: 'flex-start' });
const iconClass = css({ color: 'success.text' });
const bodyClass = css({ textStyle: 'body.md' });
const actionsClass = hstack({ gap: '3', flexWrap: 'wrap' });

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
    <div className={screenClass}>
      <Heading level={1}>{t('account.password.title')}</Heading>
      <Card padding="lg" role="status" aria-labelledby="password-changed-heading">
        <div className={contentClass}>
          <div className={iconClass}>
            <CircleCheck size={32} aria-hidden />
          </div>
          <Heading level={2} size="md" id="password-changed-heading" ref={heading} tabIndex={-1}>
            {t('account.password.changed.title')}
          </Heading>
          <p className={bodyClass}>{t('account.password.changed.otherDevices')}</p>
          <div className={actionsClass}>
            <Button variant="outline" icon={<LogOut aria-hidden />} loading={pending} onClick={signOut}>
              {t('account.password.changed.signOutEverywhere')}
            </Button>
            <LinkButton to={pathTo('profile-settings')} variant="ghost">
              {t('account.password.back')}
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  );
}
