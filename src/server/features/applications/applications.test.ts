import { describe, expect, it } from 'vitest';
import { applicationLimits, applicationsPerPlan, type ApplicationList, type ApplicationRecord } from '../../../shared/applications.ts';
import { jobApplications } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile();

const create = (user: TestUser, json: unknown) => t.request('/api/applications', { method: 'POST', json, cookie: user.cookie });
const patch = (user: TestUser, id: string, json: unknown) => t.request(`/api/applications/${id}`, { method: 'PATCH', json, cookie: user.cookie });

async function created(user: TestUser, json: Record<string, unknown>): Promise<ApplicationRecord> {
  const res = await create(user, json);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ApplicationRecord;
}

async function list(user: TestUser, query = ''): Promise<ApplicationList> {
  const res = await t.request(`/api/applications${query}`, { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return (await res.json()) as ApplicationList;
}

async function documentOf(user: TestUser, type: 'resume' | 'cover-letter' | 'essay'): Promise<string> {
  const json = type === 'resume' ? { type, title: 'My resume', data: { template: 'modern', personalInfo: { fullName: 'Ada Lovelace' }, experience: [], education: [], skills: [] } } : { type, title: `A ${type}`, content: 'Text.' };
  const res = await t.request('/api/documents', { method: 'POST', json, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('job applications', () => {
  it('adds one with a company and a role, saved at the bottom of its column, and reads it back', async () => {
    const user = await t.signUp();
    const first = await created(user, { company: 'Acme', role: 'Data analyst' });
    expect(first).toMatchObject({ company: 'Acme', role: 'Data analyst', status: 'saved', ad: '', link: '', notes: '', appliedOn: null, followUpOn: null, resumeId: null, coverLetterId: null });
    const second = await created(user, { company: 'Globex', role: 'Analyst', status: 'saved' });
    expect(second.rank).toBeGreaterThan(first.rank);
    const res = await t.request(`/api/applications/${first.id}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(first);
  });

  it('lists in board order (by status column, then rank) with every column’s count, and filters by status, text and follow-up day', async () => {
    const user = await t.signUp();
    const offer = await created(user, { company: 'Initech', role: 'Engineer', status: 'offer' });
    const saved = await created(user, { company: 'Acme', role: 'Data analyst', notes: 'Referral from Sam' });
    const applied = await created(user, { company: 'Globex', role: 'Analyst', status: 'applied', followUpOn: '2026-12-10' });
    const board = await list(user);
    expect(board.items.map((a) => a.id)).toEqual([saved.id, applied.id, offer.id]);
    expect(board.counts).toEqual({ saved: 1, applied: 1, interview: 0, offer: 1, rejected: 0, withdrawn: 0 });
    expect(board.limit).toBe(applicationsPerPlan.free);
    expect((await list(user, '?status=applied')).items.map((a) => a.id)).toEqual([applied.id]);
    expect((await list(user, '?q=sam')).items.map((a) => a.id)).toEqual([saved.id]);
    expect((await list(user, '?q=100%25')).items).toEqual([]);
    expect((await list(user, '?followUpBy=2026-12-31')).items.map((a) => a.id)).toEqual([applied.id]);
    expect((await list(user, '?sort=company')).items.map((a) => a.company)).toEqual(['Acme', 'Globex', 'Initech']);
    const paged = await list(user, '?pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((a) => a.id)).toEqual([offer.id]);
  });

  it('moves a card: a new status stamps the change and goes to the bottom of its column, "applied" dates it today; a rank places it', async () => {
    const user = await t.signUp();
    const a = await created(user, { company: 'Acme', role: 'Analyst', status: 'applied' });
    const b = await created(user, { company: 'Globex', role: 'Analyst' });
    const movedRes = await patch(user, b.id, { status: 'applied' });
    expect(movedRes.status).toBe(200);
    const moved = (await movedRes.json()) as ApplicationRecord;
    expect(moved.status).toBe('applied');
    expect(moved.rank).toBeGreaterThan(a.rank);
    expect(moved.appliedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(moved.statusChangedAt)).toBeGreaterThanOrEqual(Date.parse(b.statusChangedAt));
    // Dragged above the first card of the column.
    const placed = (await (await patch(user, b.id, { rank: a.rank - 1 })).json()) as ApplicationRecord;
    expect((await list(user, '?status=applied')).items.map((x) => x.id)).toEqual([placed.id, a.id]);
  });

  it('links only the user’s own resume and cover letter, of the right type; a deleted document leaves the application without it', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const resume = await documentOf(user, 'resume');
    const letter = await documentOf(user, 'cover-letter');
    const essay = await documentOf(user, 'essay');
    const theirs = await documentOf(other, 'resume');
    const app = await created(user, { company: 'Acme', role: 'Analyst', resumeId: resume, coverLetterId: letter });
    expect(app).toMatchObject({ resumeId: resume, coverLetterId: letter });
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', resumeId: theirs }), 'validation_failed', 'resumeId');
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', resumeId: essay }), 'validation_failed', 'resumeId');
    await expectApiError(await patch(user, app.id, { coverLetterId: resume }), 'validation_failed', 'coverLetterId');
    expect((await t.request(`/api/documents/${resume}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    const after = (await (await t.request(`/api/applications/${app.id}`, { cookie: user.cookie })).json()) as ApplicationRecord;
    expect(after).toMatchObject({ resumeId: null, coverLetterId: letter });
  });

  it('answers another user’s application, a malformed id and a deleted one exactly like a missing one', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const app = await created(user, { company: 'Acme', role: 'Analyst' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [app.id, missing, 'not-a-uuid']) {
      await expectApiError(await t.request(`/api/applications/${id}`, { cookie: other.cookie }), 'not_found');
      await expectApiError(await patch(other, id, { notes: 'mine now' }), 'not_found');
      await expectApiError(await t.request(`/api/applications/${id}`, { method: 'DELETE', cookie: other.cookie }), 'not_found');
    }
    expect((await list(other)).items).toEqual([]);
    expect((await t.request(`/api/applications/${app.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    await expectApiError(await t.request(`/api/applications/${app.id}`, { cookie: user.cookie }), 'not_found');
    await expectApiError(await t.request('/api/applications'), 'unauthorized');
  });

  it('refuses bad input with the field named and keeps what was saved', async () => {
    const user = await t.signUp();
    const app = await created(user, { company: 'Acme', role: 'Analyst', notes: 'Keep me' });
    await expectApiError(await create(user, { company: ' ', role: 'Analyst' }), 'validation_failed', 'company');
    await expectApiError(await create(user, { company: 'Acme' }), 'validation_failed', 'role');
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', status: 'ghosted' }), 'validation_failed', 'status');
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', link: 'javascript:alert(1)' }), 'validation_failed', 'link');
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', followUpOn: '2026-02-30' }), 'validation_failed', 'followUpOn');
    await expectApiError(await create(user, { company: 'Acme\u0000', role: 'Analyst' }), 'validation_failed', 'company');
    await expectApiError(await create(user, { company: 'Acme', role: 'Analyst', extra: 1 }), 'validation_failed');
    // An ad of 20,000 characters is kept; one character more is refused with its own message.
    const ad = 'Requirements: SQL. '.repeat(applicationLimits.ad / 19 + 1).slice(0, applicationLimits.ad);
    expect((await patch(user, app.id, { ad })).status).toBe(200);
    const long = await expectApiError(await patch(user, app.id, { ad: `${ad}x`, notes: 'Lost?' }), 'validation_failed', 'ad');
    expect(JSON.stringify(long)).toMatch(/20,000|20000/);
    await expectApiError(await patch(user, app.id, {}), 'validation_failed');
    await expectApiError(await patch(user, app.id, { rank: 'first' }), 'validation_failed', 'rank');
    const kept = (await (await t.request(`/api/applications/${app.id}`, { cookie: user.cookie })).json()) as ApplicationRecord;
    expect(kept).toMatchObject({ notes: 'Keep me', ad });
  });

  it('keeps as many as the plan allows and refuses one more, deleting nothing', async () => {
    const user = await t.signUp();
    const { db } = t.database;
    const filler = Array.from({ length: applicationsPerPlan.free }, (_, i) => ({ userId: user.userId, company: `Company ${i}`, role: 'Analyst', rank: i }));
    await db.insert(jobApplications).values(filler);
    await expectApiError(await create(user, { company: 'One more', role: 'Analyst' }), 'applications_full');
    expect((await list(user)).total).toBe(applicationsPerPlan.free);
    // On Pro the cap is higher.
    await t.setPlan(user.userId, 'pro');
    expect((await create(user, { company: 'One more', role: 'Analyst' })).status).toBe(201);
    expect((await list(user)).limit).toBe(applicationsPerPlan.pro);
  });
});
