import { describe, expect, it } from 'vitest';
import { chatHoursSchema, chatMessageInputSchema, isAroundTheClock, weekdayName } from './chat.ts';

const weekdays = { timeZone: 'Europe/London', days: [5, 1, 2, 3, 4], opens: '09:00', closes: '17:30' };

describe('the chat hours', () => {
  it('keep the days in order, and accept 24:00 as a closing time', () => {
    expect(chatHoursSchema.parse(weekdays).days).toEqual([1, 2, 3, 4, 5]);
    expect(chatHoursSchema.parse({ ...weekdays, closes: '24:00' }).closes).toBe('24:00');
  });

  it('refuse a day twice, no day, a time that is not HH:MM, and an unknown time zone', () => {
    expect(chatHoursSchema.safeParse({ ...weekdays, days: [1, 1] }).success).toBe(false);
    expect(chatHoursSchema.safeParse({ ...weekdays, days: [] }).error?.issues[0]?.message).toBe('chat.chooseADay');
    expect(chatHoursSchema.safeParse({ ...weekdays, opens: '9:00' }).error?.issues[0]?.message).toBe('chat.invalidTime');
    expect(chatHoursSchema.safeParse({ ...weekdays, opens: '24:30' }).success).toBe(false);
    expect(chatHoursSchema.safeParse({ ...weekdays, timeZone: 'Atlantis/Capital' }).error?.issues[0]?.message).toBe('chat.invalidTimeZone');
  });

  it('are "around the clock" only for every day from 00:00 to 24:00', () => {
    const all = chatHoursSchema.parse({ timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], opens: '00:00', closes: '24:00' });
    expect(isAroundTheClock(all)).toBe(true);
    expect(isAroundTheClock({ ...all, closes: '23:59' })).toBe(false);
    expect(isAroundTheClock({ ...all, days: [1, 2, 3, 4, 5, 6] })).toBe(false);
    expect(isAroundTheClock(null)).toBe(false);
  });

  it('name ISO weekdays in the reader’s language', () => {
    expect([1, 7].map((d) => weekdayName(d, 'en'))).toEqual(['Monday', 'Sunday']);
    expect(weekdayName(1, 'de')).toBe('Montag');
  });
});

describe('a chat message', () => {
  it('is trimmed, and an empty address counts as none', () => {
    expect(chatMessageInputSchema.parse({ text: '  Hello ', email: '' })).toEqual({ text: 'Hello', email: undefined });
  });

  it('refuses an empty text, a NUL character and an unknown field', () => {
    expect(chatMessageInputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(chatMessageInputSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(chatMessageInputSchema.safeParse({ text: 'Hi', userId: 'x' }).success).toBe(false);
  });
});
