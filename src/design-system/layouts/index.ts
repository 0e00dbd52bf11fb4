export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { MainLayout, type MainLayoutProps } from './MainLayout';
export { avatarSrc, displayNameOf, MAIN_CONTENT_ID, type LayoutUser, type NavItem } from './navigation';
