import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const defaultLanguage = 'en';

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
