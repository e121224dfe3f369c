import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const defaultLanguage = 'en';

export type Messages = Record<string, unknown>;

/**
 * Starts i18next with one language's messages. The browser fetches them as
 * JSON (lib/messages.ts) so they are data, not JavaScript; the build-time
 * prerenderer imports them directly.
 */
export async function initI18n(language: string, messages: Messages): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    lng: language,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18next };
