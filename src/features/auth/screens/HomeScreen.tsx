import { ArrowLeftRight, Gamepad2, ShieldCheck, WalletMinimal } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Heading, LinkButton } from '@/design-system';
import { css } from 'styled-system/css';
import { grid, hstack, stack } from 'styled-system/patterns';
import { pathTo } from '@/shared/routes';

const highlights: ReadonlyArray<{ id: string; icon: ReactNode }> = [
  { id: 'wallet', icon: <WalletMinimal size={20} aria-hidden /> },
  { id: 'transfers', icon: <ArrowLeftRight size={20} aria-hidden /> },
  { id: 'games', icon: <Gamepad2 size={20} aria-hidden /> },
  { id: 'security', icon: <ShieldCheck size={20} aria-hidden /> },
];

const screenClass = stack({ gap: '8', width: 'full' });
const introClass = stack({ gap: '3' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted' });
const highlightsClass = grid({ columns: { base: 1, sm: 2 }, gap: '4' });
const highlightClass = hstack({ gap: '3', alignItems: 'flex-start' });
const iconClass = css({
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  width: '9',
  height: '9',
  borderRadius: 'lg',
  bg: 'accent.muted',
  color: 'accent.text',
});
const highlightTextClass = stack({ gap: '0.5' });
const highlightTitleClass = css({ textStyle: 'label', color: 'fg.default' });
const highlightBodyClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const actionsClass = grid({ columns: { base: 1, sm: 2 }, gap: '3' });

/** Route 'home' (title Welcome): what the product is, and the ways in — sign in or create an account. */
export function HomeScreen() {
  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1} size="display">
          <FormattedMessage id="auth.home.heading" />
        </Heading>
        <p className={descriptionClass}>
          <FormattedMessage id="auth.home.description" />
        </p>
      </div>

      <ul className={highlightsClass}>
        {highlights.map(({ id, icon }) => (
          <li key={id} className={highlightClass}>
            <div className={iconClass}>{icon}</div>
            <div className={highlightTextClass}>
              <span className={highlightTitleClass}>
                <FormattedMessage id={`auth.home.highlights.${id}.title`} />
              </span>
              <span className={highlightBodyClass}>
                <FormattedMessage id={`auth.home.highlights.${id}.text`} />
              </span>
            </div>
          </li>
        ))}
      </ul>

      <div className={actionsClass}>
        <LinkButton to={pathTo('sign-in')} size="lg" fullWidth>
          <FormattedMessage id="auth.home.signIn" />
        </LinkButton>
        <LinkButton to={pathTo('sign-up')} variant="outline" size="lg" fullWidth>
          <FormattedMessage id="auth.home.signUp" />
        </LinkButton>
      </div>
    </div>
  );
}
