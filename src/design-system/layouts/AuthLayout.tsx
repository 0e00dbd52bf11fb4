import { ArrowLeftRight, Gem, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authLayout } from 'styled-system/recipes';
import { PathLink } from '../components/link';
import { Logo } from '../components/logo';

export interface AuthLayoutProps {
  /** The screen's h1 (e.g. "Sign in"); leave it out when the screen draws its own heading (multi-step forms). */
  title?: ReactNode;
  description?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Under the card (e.g. "No account yet? Sign up"). */
  footer?: ReactNode;
  /** Top-right slot, usually <LocaleSwitcher value onChange />. */
  languageSwitcher?: ReactNode;
}

const features = [
  { icon: ShieldCheck, id: 'ds.authLayout.feature.secure' },
  { icon: ArrowLeftRight, id: 'ds.authLayout.feature.convert' },
  { icon: Gem, id: 'ds.authLayout.feature.nft' },
] as const;

/** Signed-out screens: a brand panel beside a centred card (on phones: logo bar, then the card). */
export function AuthLayout({ title, description, children, footer, languageSwitcher }: AuthLayoutProps) {
  const intl = useIntl();
  const styles = authLayout();
  return (
    <div className={styles.root}>
      <aside className={styles.brandPanel} aria-label={intl.formatMessage({ id: 'ds.authLayout.about' })}>
        <Logo size="lg" tone="inverted" />
        <p className={styles.tagline}>{intl.formatMessage({ id: 'ds.authLayout.tagline' })}</p>
        <ul className={styles.features}>
          {features.map(({ icon: Icon, id }) => (
            <li key={id} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon aria-hidden />
              </span>
              {intl.formatMessage({ id })}
            </li>
          ))}
        </ul>
      </aside>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <PathLink to="/" className={styles.homeLink}>
            <Logo size="sm" />
          </PathLink>
          {languageSwitcher}
        </header>
        <main className={styles.card}>
          {title !== undefined && (
            <div>
              <h1 className={styles.title}>{title}</h1>
            </div>
          )}
          {description && <p className={styles.description}>{description}</p>}
          {children}
        </main>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
