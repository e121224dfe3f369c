import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, themes, type Language, type Theme } from '../../../shared/settings.ts';
import { RadioCardSection } from '../../components/ui/radio-card-section.tsx';
import { DictionarySection } from './dictionary-section.tsx';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Both choices are sections of the tab, their cards three to a row on wide screens. */
const choice = { level: 3, headingClassName: 'font-semibold text-fg', gridClassName: 'mt-4 grid gap-3 sm:grid-cols-3' } as const;
const card =
  'min-h-11 items-center gap-3 px-4 py-3 text-sm font-medium text-fg hover:border-primary/60 data-[state=checked]:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Theme and language: both take effect at once; the theme is kept by Save Changes, the language is saved as it is picked.
 * The writing dictionary follows the language: its words are saved as they are added or removed.
 */
export function AppearanceTab({
  theme,
  language,
  onTheme,
  onLanguage,
}: {
  theme: Theme;
  language: Language;
  onTheme: (theme: Theme) => void;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const themeCards = themes.map((value) => ({ value, Icon: themeIcons[value], content: t(`settings.appearance.themes.${value}`) }));
  const languageCards = languages.map((value) => ({ value, lang: value, content: languageNames[value] }));
  return (
    <div className="space-y-8">
      <RadioCardSection {...choice} headingId="settings-theme" title={t('settings.appearance.theme')} hint={t('settings.appearance.themeHint')} value={theme} onValueChange={onTheme} cards={themeCards} cardClassName={card} iconClassName="size-5" />
      <RadioCardSection {...choice} headingId="settings-language" title={t('settings.appearance.language')} hint={t('settings.appearance.languageHint')} value={language} onValueChange={onLanguage} cards={languageCards} cardClassName={`${card} justify-between`} />
      <DictionarySection />
    </div>
  );
}
