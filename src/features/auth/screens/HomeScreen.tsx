import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Stack } from 'styled-system/jsx';

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '11',
  px: '5',
  borderRadius: 'md',
  textStyle: 'label',
  bg: 'accent.default',
  color: 'accent.fg',
  _hover: { bg: 'accent.emphasized' },
});

/** The signed-out landing screen (route 'home'). */
export function HomeScreen() {
  return (
    <main className={css({ minHeight: 'screenH', display: 'grid', placeItems: 'center', p: '6' })}>
      <Stack gap="4" alignItems="center" textAlign="center" maxWidth="md">
        <h1 className={css({ textStyle: 'display' })}>
          <FormattedMessage id="auth.home.heading" />
        </h1>
        <p className={css({ color: 'fg.muted', textStyle: 'body.lg' })}>
          <FormattedMessage id="auth.home.description" />
        </p>
        <Link to="/sign-in" className={linkStyle}>
          <FormattedMessage id="auth.home.signIn" />
        </Link>
      </Stack>
    </main>
  );
}
