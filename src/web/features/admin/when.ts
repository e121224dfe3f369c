import { i18next } from '../../lib/i18n.ts';

/** A moment as the console shows it: date and time in the admin's language and the browser's time zone. */
export function formatDateTime(iso: string, language = i18next.language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
