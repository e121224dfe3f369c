import { i18next } from './i18n.ts';

/** Money in the interface language, e.g. "$9.99" or "9,99 $US". */
export function formatPrice(amount: number, currency: string, language = i18next.language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
}

/** A calendar date in the interface language and the browser's time zone. */
export function formatDate(iso: string | Date, language = i18next.language, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style }).format(typeof iso === 'string' ? new Date(iso) : iso);
}
