import { describe, expect, it } from 'vitest';
import { apiKeyScopes, type ApiKeyScope, type CreatedApiKey } from '../../../shared/api-keys.ts';
import { applicationLimits, applicationsPerPlan, type ApplicationList, type ApplicationRecord } from '../../../shared/applications.ts';
import { jobApplications } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { createApplicationExample } from './application-schemas.ts';

const t = appForFile();

/** A key of `user` with `scopes`, made as Settings makes one. */
async function keyOf(user: TestUser, scopes: readonly ApiKeyScope[] = apiKeyScopes): Promise<string> {
  const res = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Tracker script', scopes }, cookie: user.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as CreatedApiKey).key;
}

/** A request as curl sends one: the key, no cookie, no Origin. */
function api(path: string, key: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  return t.app.request(`${t.baseUrl}/api/v1${path}`, { method: init.method ?? 'GET', headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) });
}

async function added(key: string, json: unknown): Promise<ApplicationRecord> {
  const res = await api('/applications', key, { method: 'POST', json });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ApplicationRecord;
}

async function listed(key: string, query = ''): Promise<ApplicationList> {
  const res = await api(`/applications${query}`, key);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return (await res.json()) as ApplicationList;
}

describe('job applications through a key', () => {
  it("adds the Documentation's example and reads it back, as the tracker sees it", async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['applications:read', 'applications:write']);
    const app = await added(key, createApplicationExample);
    expect(app).toMatchObject({ ...createApplicationExample, notes: '', deadlineOn: null, resumeId: null, coverLetterId: null });
    const one = await api(`/applications/${app.id}`, key);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(app);
    // The browser's tracker shows the same record.
    expect(await (await t.request(`/api/applications/${app.id}`, { cookie: user.cookie })).json()).toEqual(app);
  });

  it('lists what the tracker lists, with its filters, sorts, pages, counts and the plan limit', async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['applications:read', 'applications:write']);
    const offer = await added(key, { company: 'Initech', role: 'Engineer', status: 'offer' });
    const saved = await added(key, { company: 'Acme', role: 'Data analyst', notes: 'Referral from Sam' });
    const applied = await added(key, { company: 'Globex', role: 'Analyst', status: 'applied', followUpOn: '2026-12-10' });
    const board = await listed(key);
    expect(board.items.map((a) => a.id)).toEqual([saved.id, applied.id, offer.id]);
    expect(board).toMatchObject({ total: 3, page: 1, pageSize: applicationLimits.pageSize, limit: applicationsPerPlan.free });
    expect(board.counts).toEqual({ saved: 1, applied: 1, interview: 0, offer: 1, rejected: 0, withdrawn: 0 });
    expect((await listed(key, '?status=applied')).items.map((a) => a.id)).toEqual([applied.id]);
    expect((await listed(key, '?q=sam')).items.map((a) => a.id)).toEqual([saved.id]);
    expect((await listed(key, '?followUpBy=2026-12-31')).items.map((a) => a.id)).toEqual([applied.id]);
    expect((await listed(key, '?sort=company')).items.map((a) => a.company)).toEqual(['Acme', 'Globex', 'Initech']);
    const paged = await listed(key, '?pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((a) => a.id)).toEqual([offer.id]);
    for (const query of ['', '?status=applied', '?sort=followUp&pageSize=1']) {
      expect(await listed(key, query)).toEqual(await (await t.request(`/api/applications${query}`, { cookie: user.cookie })).json());
    }
    await expectApiError(await api('/applications?status=ghosted', key), 'validation_failed', 'status');
    await expectApiError(await api('/applications?followUpBy=2026-02-30', key), 'validation_failed', 'followUpBy');
    await expectApiError(await api(`/applications?pageSize=${applicationLimits.maxPageSize + 1}`, key), 'validation_failed', 'pageSize');
  });

  it('updates and deletes one; a new status moves it and dates "applied" today', async () => {
    const key = await keyOf(await t.signUp(), ['applications:read', 'applications:write']);
    const app = await added(key, { company: 'Acme', role: 'Analyst' });
    const res = await api(`/applications/${app.id}`, key, { method: 'PATCH', json: { status: 'applied', notes: 'Sent on the portal.' } });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as ApplicationRecord;
    expect(moved).toMatchObject({ id: app.id, status: 'applied', notes: 'Sent on the portal.', appliedOn: new Date().toISOString().slice(0, 10) });
    expect(await (await api(`/applications/${app.id}`, key)).json()).toEqual(moved);
    await expectApiError(await api(`/applications/${app.id}`, key, { method: 'PATCH', json: {} }), 'validation_failed');
    await expectApiError(await api(`/applications/${app.id}`, key, { method: 'PATCH', json: { link: 'javascript:alert(1)' } }), 'validation_failed', 'link');
    const removed = await api(`/applications/${app.id}`, key, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    await expectApiError(await api(`/applications/${app.id}`, key), 'not_found');
    expect((await listed(key)).total).toBe(0);
  });

  it("answers another account's application and a malformed id exactly as a missing one, and changes nothing", async () => {
    const [owner, other] = await Promise.all([t.signUp(), t.signUp()]);
    const ownerKey = await keyOf(owner);
    const otherKey = await keyOf(other);
    const theirs = await added(ownerKey, { company: 'Acme', role: 'Analyst', notes: 'Mine' });
    const answers: unknown[] = [];
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', `${theirs.id}x`]) {
      for (const [method, json] of [['GET'], ['PATCH', { notes: 'Yours now' }], ['DELETE']] as const) {
        const res = await api(`/applications/${encodeURIComponent(id)}`, otherKey, { method, ...(json ? { json } : {}) });
        answers.push({ method, status: res.status, body: (await expectApiError(res, 'not_found')).error });
      }
    }
    // Every id answers the same thing, method by method: nothing tells another account's id from a missing one.
    const [first, ...rest] = [0, 1, 2, 3].map((i) => answers.slice(i * 3, i * 3 + 3));
    for (const other of rest) expect(other).toEqual(first);
    expect((await listed(otherKey)).items).toEqual([]);
    expect(await (await api(`/applications/${theirs.id}`, ownerKey)).json()).toEqual(theirs);
  });

  it('refuses a job ad one character over the limit with its own message, and keeps what was saved', async () => {
    const key = await keyOf(await t.signUp(), ['applications:read', 'applications:write']);
    const ad = 'Requirements: SQL. '.repeat(applicationLimits.ad / 19 + 1).slice(0, applicationLimits.ad);
    const app = await added(key, { company: 'Acme', role: 'Analyst', ad });
    expect(app.ad).toHaveLength(applicationLimits.ad);
    const tooLong = await expectApiError(await api('/applications', key, { method: 'POST', json: { company: 'Acme', role: 'Analyst', ad: `${ad}x` } }), 'validation_failed', 'ad');
    expect(tooLong.error).toMatchObject({ message: 'ad: The job ad is too long: keep it under 20,000 characters', reason: 'validation.jobAdTooLong' });
    const patched = await expectApiError(await api(`/applications/${app.id}`, key, { method: 'PATCH', json: { ad: `${ad}x`, notes: 'Lost?' } }), 'validation_failed', 'ad');
    expect(patched.error.reason).toBe('validation.jobAdTooLong');
    // In the language the client asks for.
    const german = await expectApiError(await api('/applications', key, { method: 'POST', json: { company: 'Acme', role: 'Analyst', ad: `${ad}x` }, headers: { 'accept-language': 'de' } }), 'validation_failed', 'ad');
    expect(german.error.message).not.toBe(tooLong.error.message);
    expect(await (await api(`/applications/${app.id}`, key)).json()).toEqual(app);
    expect((await listed(key)).total).toBe(1);
  });

  it('refuses one more than the plan keeps with applications_full, adding nothing; Pro keeps more', async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['applications:read', 'applications:write']);
    const filler = Array.from({ length: applicationsPerPlan.free }, (_, i) => ({ userId: user.userId, company: `Company ${i}`, role: 'Analyst', rank: i }));
    await t.database.db.insert(jobApplications).values(filler);
    await expectApiError(await api('/applications', key, { method: 'POST', json: { company: 'One more', role: 'Analyst' } }), 'applications_full');
    expect((await listed(key, '?pageSize=1')).total).toBe(applicationsPerPlan.free);
    await t.setPlan(user.userId, 'pro');
    expect((await added(key, { company: 'One more', role: 'Analyst' })).company).toBe('One more');
    expect((await listed(key, '?pageSize=1')).limit).toBe(applicationsPerPlan.pro);
  });
});

describe('application scopes', () => {
  it('needs applications:read to read and applications:write to change, and answers as a documents call without its scope', async () => {
    const user = await t.signUp();
    const everything = await keyOf(user);
    const app = await added(everything, { company: 'Acme', role: 'Analyst' });
    const reader = await keyOf(user, ['applications:read']);
    const writer = await keyOf(user, ['applications:write']);
    const documentsOnly = await keyOf(user, ['documents:read', 'documents:write']);

    expect((await api(`/applications/${app.id}`, reader)).status).toBe(200);
    expect((await api('/applications', reader)).status).toBe(200);
    for (const [method, path, json] of [
      ['POST', '/applications', createApplicationExample],
      ['PATCH', `/applications/${app.id}`, { notes: 'Changed' }],
      ['DELETE', `/applications/${app.id}`],
    ] as const) {
      const body = await expectApiError(await api(path, reader, { method, ...(json ? { json } : {}) }), 'forbidden');
      expect(body.error.message).toBe('This API key does not have the "applications:write" scope.');
    }
    for (const path of ['/applications', `/applications/${app.id}`]) {
      const body = await expectApiError(await api(path, writer), 'forbidden');
      expect(body.error.message).toBe('This API key does not have the "applications:read" scope.');
      await expectApiError(await api(path, documentsOnly), 'forbidden');
    }
    // A documents call without its scope answers the same shape and sentence, naming its own scope.
    const documents = await expectApiError(await api('/documents', writer), 'forbidden');
    expect(documents.error.message).toBe('This API key does not have the "documents:read" scope.');
    // The scope is checked before the input: an invalid body still answers 403.
    await expectApiError(await api('/applications', reader, { method: 'POST', json: { company: '' } }), 'forbidden');
    expect(await (await api(`/applications/${app.id}`, everything)).json()).toEqual(app);
  });

  it('are offered when a key is created, and refused when unknown', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Tracker', scopes: ['applications:read', 'applications:write'] }, cookie: user.cookie });
    expect(res.status).toBe(201);
    const { key, scopes } = (await res.json()) as CreatedApiKey;
    expect(scopes).toEqual(['applications:read', 'applications:write']);
    expect(await (await api('/whoami', key)).json()).toEqual({ id: user.userId, scopes: ['applications:read', 'applications:write'] });
    const unknown = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Tracker', scopes: ['applications:delete'] }, cookie: user.cookie });
    await expectApiError(unknown, 'validation_failed', 'scopes.0');
  });
});
