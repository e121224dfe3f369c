import { Monitor, Moon, Sun } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, themes, type Language, type Theme } from '../../../shared/settings.ts';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

const optionClass =
  'flex min-h-11 items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-left text-sm font-medium text-fg transition-colors ' +
  'hover:border-primary/60 data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Theme and language: both take effect at once; the theme is kept by Save Changes, the language is saved as it is picked. */
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
  return (
    <div className="space-y-8">
      <TitledSection headingId="settings-theme" title={t('settings.appearance.theme')} level={3} headingClassName="font-semibold text-fg">
        <p className="mt-1 text-sm text-fg-muted">{t('settings.appearance.themeHint')}</p>
        <RadioGroup.Root
          value={theme}
          onValueChange={(value) => onTheme(value as Theme)}
          aria-labelledby="settings-theme"
          className="mt-4 grid gap-3 sm:grid-cols-3"
        >
          {themes.map((value) => {
            const Icon = themeIcons[value];
            return (
              <RadioGroup.Item key={value} value={value} className={optionClass}>
                <Icon aria-hidden="true" className="size-5" />
                {t(`settings.appearance.themes.${value}`)}
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      </TitledSection>
      <TitledSection headingId="settings-language" title={t('settings.appearance.language')} level={3} headingClassName="font-semibold text-fg">
        <p className="mt-1 text-sm text-fg-muted">{t('settings.appearance.languageHint')}</p>
        <RadioGroup.Root
          value={language}
          onValueChange={(value) => onLanguage(value as Language)}
          aria-labelledby="settings-language"
          className="mt-4 grid gap-3 sm:grid-cols-3"
        >
          {languages.map((value) => (
            <RadioGroup.Item key={value} value={value} lang={value} className={cn(optionClass, 'justify-between')}>
              {languageNames[value]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </TitledSection>
    </div>
  );
}
