export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { MainLayout, type MainLayoutProps } from './MainLayout';
export {
  activeNavItem,
  avatarSrc,
  displayNameOf,
  HOME_PATH,
  isNavItemActive,
  MAIN_CONTENT_ID,
  MAIN_NAV_ITEMS,
  PROFILE_PATH,
  type LayoutUser,
  type NavItem,
} from './navigation';
