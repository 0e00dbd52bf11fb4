import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LocaleSwitcher, Select } from '@/design-system';
import { useLocale } from '@/services/i18n';
import { useThemeChoice, type ThemeChoice } from '@/services/theme';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';

const THEME_OPTIONS: ReadonlyArray<{ value: ThemeChoice; labelId: string }> = [
  { value: 'system', labelId: 'account.preferences.theme.system' },
  { value: 'light', labelId: 'account.preferences.theme.light' },
  { value: 'dark', labelId: 'account.preferences.theme.dark' },
];

const isThemeChoice = (value: string): value is ThemeChoice => THEME_OPTIONS.some((option) => option.value === value);

const sectionClass = stack({ gap: '4' });
const titleClass = css({ textStyle: 'heading.md', color: 'fg.default' });
const languageClass = stack({ gap: '2', alignItems: 'flex-start' });
const languageLabelClass = css({ textStyle: 'label', color: 'fg.default' });

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
    <section className={sectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClass}>
        {t('account.preferences.title')}
      </h2>
      <div className={languageClass}>
        <span className={languageLabelClass} aria-hidden>
          {t('account.preferences.language')}
        </span>
        <LocaleSwitcher value={locale} onChange={setLocale} />
      </div>
      <Select
        label={t('account.preferences.theme.label')}
        hint={t('account.preferences.theme.hint')}
        value={theme}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setTheme(value);
        }}
        options={THEME_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelId) }))}
      />
    </section>
  );
}
