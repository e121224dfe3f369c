import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UsageDaily } from '../../../shared/admin-content.ts';
import { documents, usageCounters, users } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, verifiedUserForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile({ ADMIN_EMAILS: 'boss@example.com' }, { emptiedBeforeEach: [usageCounters, documents] });
const boss = verifiedUserForFile(t, 'boss@example.com');

const dayMs = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10);
const noonOf = (daysAgo: number) => new Date(`${day(daysAgo)}T12:00:00.000Z`);

async function daily(query = '', user: TestUser | null = boss): Promise<Response> {
  return t.request(`/api/admin/usage/daily${query}`, { cookie: user?.cookie });
}

describe('GET /api/admin/usage/daily', () => {
  it('answers 30 days, oldest first, each with all four series, zeros where nothing happened', async () => {
    const res = await daily();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as UsageDaily;
    expect(body.days).toHaveLength(30);
    expect(body.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
    for (const entry of body.days.slice(0, 20)) expect(entry).toEqual({ day: entry.day, documents: 0, generations: 0, exports: 0, signUps: 0 });
    expect(Object.keys(body.sources).sort()).toEqual(['documents', 'exports', 'generations', 'signUps']);
  });

  it('counts documents and sign-ups from their tables, generations and exports from the counters (summed over kinds and formats)', async () => {
    const writer = await t.signUp();
    const older = await t.signUp();
    await t.database.db.update(users).set({ createdAt: noonOf(5) }).where(eq(users.id, older.userId));
    // Documents: two today through the API, one five days ago, one too old for the window.
    for (const title of ['One', 'Two']) {
      expect((await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title }, cookie: writer.cookie })).status).toBe(201);
    }
    await t.database.db.insert(documents).values([
      { userId: writer.userId, type: 'essay', title: 'Five days ago', createdAt: noonOf(5), updatedAt: noonOf(5) },
      { userId: writer.userId, type: 'essay', title: 'Too old', createdAt: noonOf(30), updatedAt: noonOf(30) },
    ]);
    // Counters from before today; the two documents made today counted one each in document.created, which this chart does not read.
    await t.database.db.insert(usageCounters).values([
      { day: day(3), event: 'generation.essay', count: 2 },
      { day: day(3), event: 'generation.cover-letter', count: 1 },
      { day: day(3), event: 'export.pdf', count: 4 },
      { day: day(3), event: 'export.docx', count: 1 },
      { day: day(29), event: 'export.md', count: 7 },
      { day: day(30), event: 'export.md', count: 99 },
    ]);

    const body = (await (await daily()).json()) as UsageDaily;
    const at = (daysAgo: number) => body.days.find((d) => d.day === day(daysAgo));
    expect(at(0)).toMatchObject({ documents: 2, generations: 0, exports: 0 });
    expect(at(0)!.signUps).toBeGreaterThanOrEqual(2); // boss, the writer (and any other user this file made today)
    expect(at(3)).toEqual({ day: day(3), documents: 0, generations: 3, exports: 5, signUps: 0 });
    expect(at(5)).toEqual({ day: day(5), documents: 1, generations: 0, exports: 0, signUps: 1 });
    expect(at(29)).toMatchObject({ exports: 7 });
    expect(body.days.reduce((sum, d) => sum + d.exports, 0)).toBe(12);
  });

  it('?days=7 covers today and the six days before', async () => {
    const body = (await (await daily('?days=7')).json()) as UsageDaily;
    expect(body.days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => day(6 - i)));
  });

  it.each(['0', '367', 'x'])('?days=%s → 400 validation_failed', async (days) => {
    await expectApiError(await daily(`?days=${days}`), 'validation_failed', 'days');
  });

  it('a user gets 403, a signed-out client 401', async () => {
    await expectApiError(await daily('', await t.signUp()), 'forbidden');
    await expectApiError(await daily('', null), 'unauthorized');
  });
});
