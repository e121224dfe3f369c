import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, errorResponse } from '../../http/errors.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { resumeRoutes } from './routes.ts';
import type { RewordWriter } from './tailor.ts';

// POST /api/resume/tailor with `reword`: only a model rewords, so with the
// offline writer the answer says a model is needed and nothing is tailored.

const t = appForFile();

describe('POST /api/resume/tailor with reword', () => {
  it('answers model_required when no model serves the user, and refuses a reword that is not a boolean', async () => {
    const { cookie } = await t.signUp();
    const master = { skills: [{ name: 'SQL' }], experience: [{ company: 'Acme', description: '• Wrote SQL reports for 12 teams' }] };
    const res = await t.request('/api/resume/tailor', { method: 'POST', json: { master, ad: 'Essential: SQL.', reword: true }, cookie });
    await expectApiError(res, 'model_required');
    expect(res.status).toBe(409);
    await expectApiError(await t.request('/api/resume/tailor', { method: 'POST', json: { master, ad: 'Essential: SQL.', reword: 'yes' }, cookie }), 'validation_failed', 'reword');
  });
});

describe('a tailored copy stored as a resume', () => {
  it('keeps where the copy came from, and refuses a malformed origin', async () => {
    const { cookie } = await t.signUp();
    const tailoredFrom = { masterId: '00000000-0000-4000-8000-0000000000a1', tailoredAt: '2026-12-02T09:00:00.000Z', masterUpdatedAt: '2026-12-01T08:00:00.000Z' };
    const res = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'My resume — Acme', data: { jobAd: 'Essential: SQL.', tailoredFrom } }, cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { data: { tailoredFrom: unknown } }).data.tailoredFrom).toEqual(tailoredFrom);
    const extra = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'x', data: { tailoredFrom: { ...tailoredFrom, note: 'x' } } }, cookie });
    await expectApiError(extra, 'validation_failed', 'data.tailoredFrom');
    const notId = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'x', data: { tailoredFrom: { ...tailoredFrom, masterId: 'mine' } } }, cookie });
    await expectApiError(notId, 'validation_failed', 'data.tailoredFrom.masterId');
  });
});

describe('POST /api/resume/tailor rewording with a model', () => {
  const master = {
    skills: [{ name: 'SQL' }, { name: 'Power BI' }],
    experience: [{ company: 'Acme', description: '• Wrote SQL reports for 12 teams\n• Built Power BI dashboards for managers' }],
  };
  /** The resume routes with `writer` serving every user, as app.ts wires generation's choice. */
  function routesWith(writer: RewordWriter) {
    const app = new Hono().route('/api/resume', resumeRoutes({ auth: t.auth, renderPool: {} as RenderPool, choose: async () => writer }));
    app.onError((error, c) => (error instanceof AppError ? errorResponse(c, error.code, error.message) : errorResponse(c, 'internal')));
    return (cookie: string) => app.request('/api/resume/tailor', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ master, ad: 'Essential: SQL and Power BI.', reword: true }) });
  }
  const answering = (answer: string): RewordWriter => ({
    source: 'user',
    counts: false,
    provider: {
      async *stream() {
        yield answer;
      },
    },
  });

  it('keeps a faithful rewording and refuses one that adds Kubernetes and a number, keeping the master’s wording', async () => {
    const { cookie } = await t.signUp();
    const res = await routesWith(answering('- Wrote SQL reports used by 12 teams\n- Built Kubernetes and Power BI dashboards for 300 managers'))(cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { data: { experience: { description: string }[] }; reworded: unknown[]; refused: { path: string; problems: { kind: string; value: string }[] }[] };
    expect(body.data.experience[0]!.description).toBe('• Wrote SQL reports used by 12 teams\n• Built Power BI dashboards for managers');
    expect(body.reworded).toEqual([{ path: 'experience.0.description:0', before: 'Wrote SQL reports for 12 teams', after: 'Wrote SQL reports used by 12 teams' }]);
    expect(body.refused).toHaveLength(1);
    expect(body.refused[0]!.path).toBe('experience.0.description:1');
    expect(body.refused[0]!.problems.map((p) => `${p.kind} ${p.value}`)).toEqual(expect.arrayContaining(['name Kubernetes', 'number 300']));
  });

  it('answers the upstream code when the model fails, and model_required when only the offline writer serves', async () => {
    const { cookie } = await t.signUp();
    const failing: RewordWriter = {
      source: 'operator',
      counts: true,
      provider: {
        // eslint-disable-next-line require-yield -- fails before its first words, as a model that never answers does
        async *stream() {
          throw Object.assign(new Error('no answer'), { code: 'upstream_timeout' });
        },
      },
    };
    await expectApiError(await routesWith(failing)(cookie), 'upstream_timeout');
    await expectApiError(await routesWith({ ...answering(''), source: 'offline' })(cookie), 'model_required');
  });
});
