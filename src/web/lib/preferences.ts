import { useEffect } from 'react';
import { defaultLanguage, isLanguage, type Language, type Theme } from '../../shared/languages.ts';
import { forgetEarly, settingsPath, shareEarly } from './early-data.ts';
import { i18next } from './i18n.ts';
import { loadMessages } from './messages.ts';
import { applyTheme, storeTheme } from './theme.ts';

const languageKey = 'inkwell.language';
/** Read by the server for mails to a visitor who is not signed in (src/server/i18n.ts). */
const languageCookie = 'inkwell.lang';

/** The language this browser last used (the stored choice), English by default. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(languageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function remember(language: Language): void {
  try {
    localStorage.setItem(languageKey, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the whole interface to `language`: its messages are fetched once,
 * every mounted component re-renders (react-i18next), dates and numbers
 * follow (Intl with i18next.language), `<html lang>` changes, and the choice
 * is kept for the next visit (before sign-in too).
 */
export async function applyLanguage(language: Language, options: { remember: boolean } = { remember: true }): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadMessages(language));
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (options.remember) remember(language);
}

/** The theme and language the signed-in user saved, applied here and kept for a flash-free next load. */
export async function applyPreferences(preferences: { theme: Theme; language: Language }): Promise<void> {
  storeTheme(preferences.theme);
  applyTheme(preferences.theme);
  // Already showing (Settings previews a language before it is saved): still remember it for the next load.
  if (i18next.language === preferences.language) remember(preferences.language);
  else await applyLanguage(preferences.language);
}

let appliedFor: string | undefined;

/**
 * Once per signed-in user and page load: the settings saved on the server
 * win over this browser's stored ones (a new device picks up the user's
 * theme and language; the next load there has no flash).
 */
export function useSavedPreferences(userId: string | undefined): void {
  useEffect(() => {
    if (!userId || appliedFor === userId) return;
    appliedFor = userId;
    void (async () => {
      try {
        // Asked for with the session (main.tsx); a screen that shows the settings reads that answer too.
        const response = await (shareEarly(settingsPath) ?? fetch(settingsPath, { credentials: 'same-origin', headers: { accept: 'application/json' } }));
        if (response.ok) await applyPreferences((await response.json()) as { theme: Theme; language: Language });
      } catch {
        // offline: keep this browser's choice
      }
    })();
  }, [userId]);
}

/**
 * The footer's language picker: switches at once and, for a signed-in user,
 * saves the choice in their settings (so every device follows).
 */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await applyLanguage(language);
  if (!signedIn) return;
  try {
    const response = await fetch('/api/settings', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const settings = (await response.json()) as Record<string, unknown>;
    // A change, sent without api() (not in the entry script), which would drop
    // the answers asked for early: the settings read with the session are stale now.
    forgetEarly();
    await fetch('/api/settings', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...settings, language }),
    });
  } catch {
    // offline: this browser keeps the choice; the account's setting stays as it was
  }
}
