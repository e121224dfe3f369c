import { i18next } from './i18n.ts';

/** Money in the interface language, e.g. "$9.99" or "9,99 $US". */
export function formatPrice(amount: number, currency: string, language = i18next.language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
}

/** A count in the interface language (digits and grouping follow it). */
export function formatNumber(value: number, language = i18next.language): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A calendar date in the interface language and the browser's time zone. */
export function formatDate(iso: string | Date, language = i18next.language, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole calendar days from `date` to `now` in the browser's time zone (DST-safe). */
export function calendarDaysBetween(date: Date, now: Date): number {
  const start = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((start(now) - start(date)) / dayMs);
}

export type RelativeDate =
  | { kind: 'today' | 'yesterday'; time: string }
  | { kind: 'daysAgo'; count: number }
  | { kind: 'date'; date: string };

/**
 * How History shows times: same day 'Today at {time}', one day 'Yesterday at {time}',
 * under 7 days 'N days ago', otherwise a short date — in the interface
 * language and the browser's time zone. A time slightly in the future (clock
 * skew) counts as today.
 */
export function relativeDate(iso: string | Date, now = new Date(), language = i18next.language): RelativeDate {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const days = Math.max(0, calendarDaysBetween(date, now));
  const time = () => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
  if (days === 0) return { kind: 'today', time: time() };
  if (days === 1) return { kind: 'yesterday', time: time() };
  if (days < 7) return { kind: 'daysAgo', count: days };
  return { kind: 'date', date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date) };
}

/** The sentence for `relativeDate`, e.g. "Yesterday at 9:14 PM" or "3 days ago". */
export function formatRelativeDate(iso: string | Date, now = new Date()): string {
  const r = relativeDate(iso, now);
  switch (r.kind) {
    case 'today':
      return i18next.t('dates.todayAt', { time: r.time });
    case 'yesterday':
      return i18next.t('dates.yesterdayAt', { time: r.time });
    case 'daysAgo':
      return i18next.t('dates.daysAgo', { count: r.count });
    default:
      return r.date;
  }
}
