// Interface languages and themes, without zod: the browser's entry bundle
// (footer picker, preferences before the first render) imports these, and
// must not pull the schema library in with them.

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

/** The interface languages, in the order the language picker lists them. */
export const languages = ['en', 'fr', 'es', 'de', 'zh'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's own name, shown as is in every interface language (a picker lists "Deutsch", not "German"). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  zh: '中文',
};

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/**
 * The best interface language for a list of BCP 47 tags in order of
 * preference ("fr-CA" → fr, "zh-Hant-TW" → zh), English when none fits.
 */
export function languageFor(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
