import { describe, expect, it } from 'vitest';
import { oncePerVisit } from './once-per-visit.ts';

describe('oncePerVisit', () => {
  it('makes one thing for two mounts of the same visit, and a new one for another visit', async () => {
    const once = oncePerVisit<number>();
    let made = 0;
    const make = () => Promise.resolve(++made);
    const [first, second] = await Promise.all([once('a', make), once('a', make)]);
    expect([first, second, made]).toEqual([1, 1, 1]);
    expect(await once('a', make)).toBe(1);
    expect(await once('b', make)).toBe(2);
  });

  it('forgets a failure, so Retry makes a new attempt', async () => {
    const once = oncePerVisit<string>();
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(once('a', failing)).rejects.toThrow('down');
    await expect(once('a', () => Promise.resolve('made'))).resolves.toBe('made');
    expect(attempts).toBe(1);
  });
});
