export { LOCALE_OPTIONS, LocaleSwitcher, type LocaleSwitcherProps, type SwitchableLocale } from './LocaleSwitcher';
