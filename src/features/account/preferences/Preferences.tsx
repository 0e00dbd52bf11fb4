import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LocaleSwitcher, Select } from '@/design-system';
import { useLocale } from '@/services/i18n';
import { useThemeChoice, type ThemeChoice } from '@/services/theme';
import { Stack, styled } from 'styled-system/jsx';

const THEME_OPTIONS: ReadonlyArray<{ value: ThemeChoice; labelId: string }> = [
  { value: 'system', labelId: 'account.preferences.theme.system' },
  { value: 'light', labelId: 'account.preferences.theme.light' },
  { value: 'dark', labelId: 'account.preferences.theme.dark' },
];

const isThemeChoice = (value: string): value is ThemeChoice => THEME_OPTIONS.some((option) => option.value === value);

/**
 * The interface language (the layout's own switcher, so both stay in step and the choice is stored the
 * same way) and the colour theme (stored on this device; follows the system until one is chosen).
 */
export function Preferences() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const { locale, setLocale } = useLocale();
  const [theme, setTheme] = useThemeChoice();
  return (
    <Stack gap="4" as="section" aria-labelledby={titleId}>
      <styled.h2 id={titleId} textStyle="heading.md" color="fg.default">
        {t('account.preferences.title')}
      </styled.h2>
      <Stack gap="2" alignItems="flex-start">
        <styled.span textStyle="label" color="fg.default" aria-hidden>
          {t('account.preferences.language')}
        </styled.span>
        <LocaleSwitcher value={locale} onChange={setLocale} />
      </Stack>
      <Select
        label={t('account.preferences.theme.label')}
        hint={t('account.preferences.theme.hint')}
        value={theme}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setTheme(value);
        }}
        options={THEME_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelId) }))}
      />
    </Stack>
  );
}
