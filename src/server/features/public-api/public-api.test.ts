import { describe, expect, it } from 'vitest';
import { apiKeyScopes, type ApiKeyScope, type CreatedApiKey } from '../../../shared/api-keys.ts';
import type { DocumentPage, DocumentRecord } from '../../../shared/documents.ts';
import { fromJsonResume } from '../../../shared/json-resume.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { pdfFacts } from '../../testing/pdf.ts';
import { registeredEndpoints } from '../../testing/route-table.ts';
import { createDocument } from '../documents/service.ts';
import { createDocumentExample } from './schemas.ts';

const t = appForFile();

/** A key of `user` with `scopes`, made as Settings makes one. */
async function keyOf(user: TestUser, scopes: readonly ApiKeyScope[] = apiKeyScopes): Promise<string> {
  const res = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Script', scopes }, cookie: user.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as CreatedApiKey).key;
}

/** A request as curl sends one: the key, no cookie, no Origin. */
function api(path: string, key: string | null, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  return t.app.request(`${t.baseUrl}/api/v1${path}`, { method: init.method ?? 'GET', headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) });
}

async function created(res: Response): Promise<DocumentRecord> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DocumentRecord;
}

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { summary?: string; description?: string; security?: unknown[]; 'x-scopes'?: string[]; requestBody?: { content: Record<string, { example?: unknown }> }; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
}

async function openApi(): Promise<OpenApi> {
  const res = await api('/openapi.json', null);
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApi;
}

/** Every keyed operation of the document: method, path with a real id, and the one scope it needs. */
async function operations() {
  const doc = await openApi();
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

describe('the OpenAPI document', () => {
  it('is public OpenAPI 3.1 with a bearer scheme, and lists every route of /api/v1 with its scope and error shape', async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Inkwell API', version: '1' });
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });

    const documented = (await operations()).map(({ method, path }) => `${method} /api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    const registered = registeredEndpoints(t.app, '/api/v1/');
    expect(registered.length).toBeGreaterThanOrEqual(11);
    expect(documented).toEqual(registered);

    for (const { method, path, op } of await operations()) {
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.description, `${method} ${path}`).toBeTruthy();
      if (path === '/openapi.json') {
        expect(op.security).toEqual([]);
        continue;
      }
      for (const status of ['400', '401', '403', '404', '429']) expect(op.responses[status]?.content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe('#/components/schemas/Error');
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      expect(success.length, `${method} ${path}`).toBe(1);
      if (path !== '/whoami') expect(op['x-scopes']?.length, `${method} ${path}`).toBe(1);
    }
    expect(doc.paths['/documents']!.post!.requestBody!.content['application/json']!.example).toEqual(createDocumentExample);
  });

  it('answers a made-up path under /api/v1 with the error shape', async () => {
    const key = await keyOf(await t.signUp());
    await expectApiError(await api('/nothing-here', key), 'not_found');
  });
});

describe("the Documentation's example", () => {
  it('works verbatim: POST the resume with a key, then GET its PDF', async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['documents:write', 'export']);
    const doc = await created(await api('/documents', key, { method: 'POST', json: createDocumentExample }));
    expect(doc).toMatchObject({ type: 'resume', title: 'Alex Example — Resume', preview: 'Backend developer with five years of experience.' });
    expect(doc.data).toEqual({ ...createDocumentExample.data, template: 'modern' });

    const pdf = await api(`/documents/${doc.id}/export?format=pdf`, key);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Alex Example — Resume\.pdf"|^attachment; filename=/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFacts(bytes).text).toContain('Alex Example');
  });

  it('takes the resume as a JSON Resume document, imported as the Resume Builder imports one', async () => {
    const key = await keyOf(await t.signUp(), ['documents:write', 'documents:read']);
    const jsonResume = {
      basics: { name: 'Alex Example', email: 'alex@example.com', summary: 'Backend developer with five years of experience.', location: { city: 'Berlin', countryCode: 'DE' } },
      work: [{ name: 'Example GmbH', position: 'Backend developer', startDate: '2021-04', summary: 'Builds the billing API in TypeScript.' }],
      skills: [{ name: 'TypeScript', level: 'Expert' }],
      awards: [{ title: 'Hackathon winner', date: '2024-05-01' }],
    };
    const doc = await created(await api('/documents', key, { method: 'POST', json: { template: 'modern', type: 'resume', data: jsonResume } }));
    expect(doc.title).toBe('Alex Example — Resume');
    expect(doc.data).toEqual({ ...fromJsonResume(jsonResume), template: 'modern' });
    expect(doc.data).toMatchObject({ personalInfo: { fullName: 'Alex Example', email: 'alex@example.com' }, experience: [{ company: 'Example GmbH', position: 'Backend developer' }] });
    // What JSON Resume holds beyond our fields is kept, as the builder's import keeps it.
    expect(JSON.stringify(doc.data)).toContain('Hackathon winner');
    const read = (await (await api(`/documents/${doc.id}`, key)).json()) as DocumentRecord;
    expect(read.data).toEqual(doc.data);

    await expectApiError(await api('/documents', key, { method: 'POST', json: { type: 'resume', data: { basics: { name: 7 } } } }), 'validation_failed', 'data.basics.name');
  });

  it('answers invalid bodies with our error shape', async () => {
    const key = await keyOf(await t.signUp(), ['documents:write']);
    const post = (body: string, contentType = 'application/json') => t.app.request(`${t.baseUrl}/api/v1/documents`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': contentType }, body });
    await expectApiError(await post('{"type":'), 'invalid_json');
    await expectApiError(await post('{"type":"resume","data":{"summary":"a\\u0000b"}}'), 'validation_failed', 'data.summary');
    await expectApiError(await post(JSON.stringify({ type: 'poem' })), 'validation_failed', 'type');
    await expectApiError(await post(JSON.stringify({ type: 'essay', content: 'No heading here.' })), 'validation_failed', 'title');
    await expectApiError(await post(JSON.stringify({ type: 'resume', data: { skills: [{ level: 9 }] } })), 'validation_failed', 'data.skills.0.level');
    await expectApiError(await post('type=resume', 'application/x-www-form-urlencoded'), 'unsupported_media_type');
    const essay = await created(await post(JSON.stringify({ type: 'essay', content: '# On tides\n\nThe sea rises.' })));
    expect(essay.title).toBe('On tides');
  });
});

describe('documents through a key', () => {
  it('lists exactly what History lists, with its search, filter, sort, cursor and the free plan window', async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['documents:read']);
    for (let i = 0; i < 22; i++) await createDocument(t.database.db, user.userId, { type: i % 2 ? 'essay' : 'academic', title: `Paper ${i}`, content: `Text about tides ${i}.`, data: {} });
    for (const query of ['', '?limit=5', '?type=essay&sort=asc', '?search=tides&limit=3']) {
      const viaKey = await api(`/documents${query}`, key);
      expect(viaKey.status).toBe(200);
      const history = await t.request(`/api/documents${query}`, { cookie: user.cookie });
      const page = (await viaKey.json()) as DocumentPage;
      expect(page).toEqual(await history.json());
      if (page.nextCursor) {
        const next = `${query ? `${query}&` : '?'}cursor=${encodeURIComponent(page.nextCursor)}`;
        expect(await (await api(`/documents${next}`, key)).json()).toEqual(await (await t.request(`/api/documents${next}`, { cookie: user.cookie })).json());
      }
    }
    const all = (await (await api('/documents?limit=100', key)).json()) as DocumentPage;
    expect(all).toMatchObject({ plan: 'free', hiddenByPlan: 2 });
    expect(all.documents).toHaveLength(20);
    await expectApiError(await api('/documents?sort=sideways', key), 'validation_failed', 'sort');
  });

  it('reads, updates and deletes one document', async () => {
    const key = await keyOf(await t.signUp(), ['documents:read', 'documents:write']);
    const doc = await created(await api('/documents', key, { method: 'POST', json: { type: 'essay', title: 'Draft', content: 'First.' } }));
    const patched = await api(`/documents/${doc.id}`, key, { method: 'PATCH', json: { title: 'Final', content: 'Second.' } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: doc.id, title: 'Final', content: 'Second.' });
    await expectApiError(await api(`/documents/${doc.id}`, key, { method: 'PATCH', json: {} }), 'validation_failed');
    await expectApiError(await api(`/documents/${doc.id}`, key, { method: 'PATCH', json: { type: 'resume' } }), 'validation_failed');
    expect((await api(`/documents/${doc.id}`, key, { method: 'DELETE' })).status).toBe(204);
    await expectApiError(await api(`/documents/${doc.id}`, key), 'not_found');
  });

  it("never reaches another account's documents: each answers 404 as a missing one", async () => {
    const [a, b] = await Promise.all([t.signUp(), t.signUp()]);
    const keyA = await keyOf(a);
    const keyB = await keyOf(b);
    const bs = await created(await api('/documents', keyB, { method: 'POST', json: createDocumentExample }));
    for (const [method, path, json] of [
      ['GET', `/documents/${bs.id}`],
      ['PATCH', `/documents/${bs.id}`, { title: 'Mine now' }],
      ['DELETE', `/documents/${bs.id}`],
      ['GET', `/documents/${bs.id}/export?format=txt`],
    ] as const) {
      await expectApiError(await api(path, keyA, { method, ...(json ? { json } : {}) }), 'not_found');
    }
    expect(((await (await api('/documents', keyA)).json()) as DocumentPage).documents).toEqual([]);
    expect(await (await api(`/documents/${bs.id}`, keyB)).json()).toMatchObject({ title: 'Alex Example — Resume' });
  });

  it('exports under the plan, as the Download does: HTML needs Pro', async () => {
    const user = await t.signUp();
    const key = await keyOf(user, ['documents:write', 'export']);
    const doc = await created(await api('/documents', key, { method: 'POST', json: createDocumentExample }));
    await expectApiError(await api(`/documents/${doc.id}/export?format=html`, key), 'plan_required');
    await expectApiError(await api(`/documents/${doc.id}/export?format=odt`, key), 'validation_failed', 'format');
    const md = await api(`/documents/${doc.id}/export?format=md`, key);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await md.text()).toContain('Alex Example');
    await t.setPlan(user.userId, 'pro');
    const html = await api(`/documents/${doc.id}/export?format=html`, key);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await html.text()).toContain('Alex Example');
  });
});

describe('keys and scopes', () => {
  it('refuses every keyed route to a key without its scope (403), before reading its input', async () => {
    const user = await t.signUp();
    const everything = await keyOf(user);
    const doc = await created(await api('/documents', everything, { method: 'POST', json: createDocumentExample }));
    const keys = Object.fromEntries(await Promise.all(apiKeyScopes.map(async (scope) => [scope, await keyOf(user, apiKeyScopes.filter((s) => s !== scope))] as const)));
    let checked = 0;
    for (const { method, path, op } of await operations()) {
      const scope = op['x-scopes']?.[0] as ApiKeyScope | undefined;
      if (!scope) continue;
      const res = await api(path.replace('{id}', doc.id) + (path.endsWith('/export') ? '?format=pdf' : ''), keys[scope]!, { method, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) });
      const body = await expectApiError(res, 'forbidden');
      expect(body.error.message).toContain(scope);
      checked += 1;
    }
    expect(checked).toBe(16);
    expect(((await (await api(`/documents/${doc.id}`, everything)).json()) as DocumentRecord).title).toBe('Alex Example — Resume');
  });

  it('a documents:read key reads but cannot create, change or delete', async () => {
    const user = await t.signUp();
    const reader = await keyOf(user, ['documents:read']);
    const doc = await createDocument(t.database.db, user.userId, { type: 'essay', title: 'Kept', content: 'Text.', data: {} });
    expect((await api(`/documents/${doc.id}`, reader)).status).toBe(200);
    await expectApiError(await api('/documents', reader, { method: 'POST', json: createDocumentExample }), 'forbidden');
    await expectApiError(await api(`/documents/${doc.id}`, reader, { method: 'PATCH', json: { title: 'Changed' } }), 'forbidden');
    await expectApiError(await api(`/documents/${doc.id}`, reader, { method: 'DELETE' }), 'forbidden');
    await expectApiError(await api(`/documents/${doc.id}/export?format=pdf`, reader), 'forbidden');
    await expectApiError(await api('/generate/essay?stream=false', reader, { method: 'POST', json: { topic: 'Tides' } }), 'forbidden');
    expect(await (await api(`/documents/${doc.id}`, reader)).json()).toMatchObject({ title: 'Kept', content: 'Text.' });
  });

  it('has no cookie path: a signed-in browser session without a key is 401 on every route, whatever its Origin', async () => {
    const user = await t.signUp();
    const doc = await createDocument(t.database.db, user.userId, { type: 'essay', title: 'Kept', content: 'Text.', data: {} });
    for (const { method, path } of await operations()) {
      if (path === '/openapi.json') continue;
      const res = await t.request(`/api/v1${path.replace('{id}', doc.id)}${path.endsWith('/export') ? '?format=txt' : ''}`, {
        method,
        cookie: user.cookie,
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: path === '/documents' ? createDocumentExample : { title: 'Changed', topic: 'Tides' } }),
      });
      await expectApiError(res, 'unauthorized');
    }
    await expectApiError(await api('/documents', 'ink_notARealKey00_' + 'x'.repeat(43)), 'unauthorized');
    expect(await (await t.request(`/api/documents/${doc.id}`, { cookie: user.cookie })).json()).toMatchObject({ title: 'Kept' });
  });
});
