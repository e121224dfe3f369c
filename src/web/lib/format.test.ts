import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDaysBetween, relativeDate } from './format.ts';

// Calendar days are counted in the process's time zone, as in a browser.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const now = new Date('2026-03-31T10:00:00+02:00');

describe('relativeDate (how History shows times)', () => {
  it('says Today at {time} for the same calendar day, even a minute after midnight', () => {
    expect(relativeDate(new Date('2026-03-31T00:01:00+02:00'), now, 'en')).toEqual({ kind: 'today', time: '12:01 AM' });
  });

  it('says Yesterday at {time} for the previous calendar day, even one minute before midnight', () => {
    expect(relativeDate(new Date('2026-03-30T23:59:00+02:00'), now, 'en')).toEqual({ kind: 'yesterday', time: '11:59 PM' });
  });

  it('counts whole calendar days across the daylight-saving change (29 March 2026 in Paris)', () => {
    expect(relativeDate(new Date('2026-03-28T12:00:00+01:00'), now, 'en')).toEqual({ kind: 'daysAgo', count: 3 });
    expect(calendarDaysBetween(new Date('2026-03-28T23:30:00+01:00'), new Date('2026-03-29T00:30:00+01:00'))).toBe(1);
  });

  it('says N days ago up to 6 days, then a short date in the interface language', () => {
    expect(relativeDate(new Date('2026-03-25T09:00:00+01:00'), now, 'en')).toEqual({ kind: 'daysAgo', count: 6 });
    expect(relativeDate(new Date('2026-03-24T09:00:00+01:00'), now, 'en')).toEqual({ kind: 'date', date: 'Mar 24, 2026' });
    expect(relativeDate(new Date('2026-03-24T09:00:00+01:00'), now, 'fr')).toEqual({ kind: 'date', date: '24 mars 2026' });
  });

  it('formats the time in the interface language', () => {
    expect(relativeDate(new Date('2026-03-31T21:05:00+02:00'), now, 'de')).toEqual({ kind: 'today', time: '21:05' });
  });

  it('treats a time slightly in the future (clock skew) as today', () => {
    expect(relativeDate(new Date('2026-03-31T10:00:30+02:00'), now, 'en').kind).toBe('today');
  });
});
