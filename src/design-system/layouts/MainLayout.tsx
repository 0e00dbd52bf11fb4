import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { createContext, memo, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mainLayout } from 'styled-system/recipes';
import { Avatar } from '../components/avatar';
import { SoonBadge } from '../components/badge';
import { Drawer } from '../components/drawer';
import { IconButton } from '../components/icon-button';
import { LocaleSwitcher, type SwitchableLocale } from '../components/locale-switcher';
import { PathLink } from '../components/link';
import { Logo } from '../components/logo';
import { NotificationBell } from '../components/notifications';
import { Skeleton } from '../components/skeleton';
import { Spinner } from '../components/spinner';
import { VisuallyHidden } from '../components/visually-hidden';
import { avatarSrc, displayNameOf, MAIN_CONTENT_ID, type LayoutUser, type NavItem } from './navigation';

export interface MainLayoutProps {
  /** The menu entries, in order. */
  navItems: readonly NavItem[];
  /** The entry of the current page (aria-current), if any. */
  activeNavId?: string | undefined;
  /** Where the logo leads. */
  homeHref: string;
  /** Where the avatar (mobile header) leads. */
  profileHref: string;
  /** The signed-in user; undefined while it loads (placeholders show). */
  user?: LayoutUser | null;
  unreadCount: number;
  onOpenNotifications: () => void;
  onSignOut: () => void;
  /** Sign-out is in progress (the Log Out entry shows a spinner and ignores presses). */
  signingOut?: boolean;
  /** The language switch, shown when both are given. */
  locale?: SwitchableLocale;
  onLocaleChange?: (locale: SwitchableLocale) => void;
  /** The page (it brings its own h1). */
  children: ReactNode;
}

type Styles = ReturnType<typeof mainLayout>;

interface NavListProps {
  styles: Styles;
  items: readonly NavItem[];
  onNavigate?: () => void;
}

/**
 * The current page's menu entry, for the menus only: a navigation changes it, and through a context it re-renders
 * the menus and not the whole shell (locale switcher, profile, links, bell) around the new screen.
 */
const ActiveNavId = createContext<string | undefined>(undefined);

/** Memoised: the shell's data (user, unread count) changing re-renders none of its links. */
const NavList = memo(function NavList({ styles, items, onNavigate }: NavListProps) {
  const intl = useIntl();
  const activeId = useContext(ActiveNavId);
  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <li key={item.id}>
            <PathLink to={item.href} className={styles.navLink} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              <span className={styles.navIcon} data-part="nav-icon">
                {item.icon}
              </span>
              <span className={styles.navLabel}>{intl.formatMessage({ id: item.labelId })}</span>
              {item.soon && <SoonBadge />}
            </PathLink>
          </li>
        );
      })}
    </ul>
  );
});

function SignOutButton({ styles, onSignOut, signingOut }: { styles: Styles; onSignOut: () => void; signingOut: boolean }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.navLink}
      data-tone="danger"
      aria-busy={signingOut || undefined}
      onClick={() => {
        if (!signingOut) onSignOut();
      }}
    >
      <span className={styles.navIcon} data-part="nav-icon">
        {signingOut ? <Spinner size="sm" decorative /> : <LogOut aria-hidden />}
      </span>
      <span className={styles.navLabel}>{intl.formatMessage({ id: 'ds.nav.logOut' })}</span>
    </button>
  );
}

function Profile({ styles, user, bell }: { styles: Styles; user: LayoutUser | null | undefined; bell: ReactNode }) {
  const intl = useIntl();
  if (!user) {
    return (
      <div className={styles.profile} aria-busy="true">
        <Skeleton variant="circle" width="10" />
        <div className={styles.profileText}>
          <VisuallyHidden>{intl.formatMessage({ id: 'ds.spinner.label' })}</VisuallyHidden>
          <Skeleton variant="text" width="32" />
          <Skeleton variant="text" width="40" height="3" />
        </div>
        {bell}
      </div>
    );
  }
  const name = displayNameOf(user);
  return (
    <div className={styles.profile}>
      <Avatar src={avatarSrc(user)} name={name} fallback="logo" />
      <div className={styles.profileText}>
        <span className={styles.profileName}>{name}</span>
        {name !== user.email && <span className={styles.profileEmail}>{user.email}</span>}
      </div>
      {bell}
    </div>
  );
}

interface MenuActionsProps {
  styles: Styles;
  locale?: SwitchableLocale | undefined;
  onLocaleChange?: ((locale: SwitchableLocale) => void) | undefined;
  onSignOut: () => void;
  signingOut: boolean;
}

function LocaleSwitch({ locale, onLocaleChange }: Pick<MenuActionsProps, 'locale' | 'onLocaleChange'>) {
  return locale && onLocaleChange ? <LocaleSwitcher value={locale} onChange={onLocaleChange} /> : null;
}

/** The sidebar's foot: the language switch and Log Out. */
const SidebarFooter = memo(function SidebarFooter({ styles, locale, onLocaleChange, onSignOut, signingOut }: MenuActionsProps) {
  return (
    <div className={styles.footer}>
      <LocaleSwitch locale={locale} onLocaleChange={onLocaleChange} />
      <SignOutButton styles={styles} onSignOut={onSignOut} signingOut={signingOut} />
    </div>
  );
});

/** The phone header's menu: a button opening the menu in a slide-in drawer, with the language switch and Log Out. */
const MobileMenu = memo(function MobileMenu({ navItems, ...actions }: MenuActionsProps & { navItems: readonly NavItem[] }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { styles } = actions;
  return (
    <Drawer
      side="left"
      size="sm"
      open={menuOpen}
      onOpenChange={setMenuOpen}
      title={intl.formatMessage({ id: 'ds.layout.menu' })}
      hideTitle
      headerStart={<Logo size="sm" />}
      trigger={
        <IconButton label={intl.formatMessage({ id: 'ds.layout.openMenu' })}>
          <MenuIcon />
        </IconButton>
      }
      footer={
        <div className={styles.menuFooter}>
          <LocaleSwitch locale={actions.locale} onLocaleChange={actions.onLocaleChange} />
          <SignOutButton styles={styles} onSignOut={actions.onSignOut} signingOut={actions.signingOut} />
        </div>
      }
    >
      <nav aria-label={intl.formatMessage({ id: 'ds.layout.navigation' })}>
        <NavList styles={styles} items={navItems} onNavigate={closeMenu} />
      </nav>
    </Drawer>
  );
});

/** A link to the home page with the logo. */
const BrandLink = memo(function BrandLink({ to, className, size }: { to: string; className: string; size?: 'sm' }) {
  return (
    <PathLink to={to} className={className}>
      <Logo size={size} />
    </PathLink>
  );
});

/**
 * The signed-in shell. Desktop (≥ lg): a 300 px sidebar with the logo (to homeHref), the user's avatar
 * and name, the notification bell and the menu. Mobile: a header with a menu button, the bell and the
 * avatar (to profileHref), and the menu in a slide-in drawer with Log Out. A skip link leads to the main
 * area, a scroll container with id "main-content". Menu, data and actions come in as props.
 */
export function MainLayout({ activeNavId, ...shell }: MainLayoutProps) {
  return (
    <ActiveNavId.Provider value={activeNavId}>
      <LayoutShell {...shell} />
    </ActiveNavId.Provider>
  );
}

/**
 * Everything but the menus' current entry: the same props, and the same screen element, render nothing anew. When
 * the user or the unread count arrives, only the profile, the bells and the avatar render again: the links, menus
 * and switches are memoised parts (a first visit renders the shell for each of them, in tasks that hold input).
 */
const LayoutShell = memo(function LayoutShell({
  navItems,
  homeHref,
  profileHref,
  user,
  unreadCount,
  onOpenNotifications,
  onSignOut,
  signingOut = false,
  locale,
  onLocaleChange,
  children,
}: Omit<MainLayoutProps, 'activeNavId'>) {
  const intl = useIntl();
  const styles = mainLayout();
  const actions = { styles, locale, onLocaleChange, onSignOut, signingOut };
  // First in each header (only one header shows at a time), so it is the first Tab stop and sits in a landmark.
  const skipLink = (
    <VisuallyHidden focusable asChild>
      <a href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage({ id: 'ds.layout.skipToContent' })}</a>
    </VisuallyHidden>
  );
  const bell = <NotificationBell unreadCount={unreadCount} onClick={onOpenNotifications} />;

  return (
    <div className={styles.root}>
      <header className={styles.sidebar}>
        {skipLink}
        <BrandLink to={homeHref} className={styles.brand} />
        <Profile styles={styles} user={user} bell={bell} />
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'ds.layout.navigation' })}>
          <NavList styles={styles} items={navItems} />
        </nav>
        <SidebarFooter {...actions} />
      </header>

      <header className={styles.header}>
        {skipLink}
        <MobileMenu navItems={navItems} {...actions} />
        <BrandLink to={homeHref} className={styles.headerBrand} size="sm" />
        <div className={styles.headerActions}>
          {bell}
          <PathLink to={profileHref} className={styles.avatarLink} aria-label={intl.formatMessage({ id: 'ds.layout.profile' })}>
            {user ? (
              <Avatar src={avatarSrc(user)} name={displayNameOf(user)} fallback="logo" size="sm" />
            ) : (
              <Skeleton variant="circle" width="8" />
            )}
          </PathLink>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
});
