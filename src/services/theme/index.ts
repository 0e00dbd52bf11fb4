export { applyStoredTheme } from './stored-theme';
export {
  readThemeChoice,
  resolveTheme,
  setThemeChoice,
  startTheme,
  THEME_STORAGE_KEY,
  useThemeChoice,
  type Theme,
  type ThemeChoice,
} from './theme';
