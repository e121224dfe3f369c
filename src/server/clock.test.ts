import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offsetClock } from './clock.ts';

describe('offsetClock (CLOCK_OFFSET_FILE)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the real time without the file, and moves as soon as the file changes', () => {
    const file = path.join(dir, 'offset');
    const now = offsetClock(file);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
    const twelveDays = 12 * 24 * 3600_000;
    writeFileSync(file, String(twelveDays));
    expect(Math.abs(now().getTime() - (Date.now() + twelveDays))).toBeLessThan(1_000);
    writeFileSync(file, '-60000\n');
    expect(Math.abs(now().getTime() - (Date.now() - 60_000))).toBeLessThan(1_000);
    writeFileSync(file, 'not a number');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
