import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { ContentReport } from '../../../shared/resume-checks.ts';

// POST /api/resume/checks: the resume's content checks, read in a parse worker.

const t = appForFile();

const check = (cookie: string | undefined, json: unknown) => t.request('/api/resume/checks', { method: 'POST', json, cookie });

describe('POST /api/resume/checks', () => {
  it('answers the findings of the resume as the builder holds it, each pointing at its field', async () => {
    const { cookie } = await t.signUp();
    const data = {
      personalInfo: { fullName: 'Ada Lovelace' },
      experience: [{ company: 'Acme', startDate: '2022-01', current: true, description: '- Responsible for reporting\n- Built 4 dashboards\n- [add a result]' }],
    };
    const res = await check(cookie, { data });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const report = (await res.json()) as ContentReport;
    expect(report).toMatchObject({ bullets: 3, quantified: 1, english: true });
    expect(report.findings.map((f) => `${f.check} ${f.path.join('.')}${f.line === undefined ? '' : `:${f.line}`}`)).toEqual(
      expect.arrayContaining(['contact personalInfo.email', 'bulletVerb experience.0.description:0', 'note experience.0.description:2']),
    );
  });

  it('refuses a body that is not resume data, and a visitor', async () => {
    const { cookie } = await t.signUp();
    await expectApiError(await check(cookie, { data: { experience: 'none' } }), 'validation_failed', 'data.experience');
    await expectApiError(await check(cookie, { resume: {} }), 'validation_failed', 'data');
    await expectApiError(await check(undefined, { data: {} }), 'unauthorized');
  });
});

describe('POST /api/resume/tailor', () => {
  it('answers a copy ordered by the ad, traced to the master, and refuses an ad over 20,000 characters', async () => {
    const { cookie } = await t.signUp();
    const master = { skills: [{ name: 'Excel' }, { name: 'SQL' }], experience: [{ company: 'Acme', description: '• Ran the coffee rota\n• Wrote SQL reports for 12 teams' }] };
    const res = await t.request('/api/resume/tailor', { method: 'POST', json: { master, ad: 'Essential: SQL.' }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { data: { skills: { name: string }[]; experience: { description: string }[] }; trace: { from: string }[]; found: string[] };
    expect(body.data.skills.map((s) => s.name)).toEqual(['SQL', 'Excel']);
    expect(body.data.experience[0]!.description).toBe('• Wrote SQL reports for 12 teams\n• Ran the coffee rota');
    expect(body.found).toEqual(['SQL']);
    expect(body.trace.length).toBeGreaterThan(0);
    await expectApiError(await t.request('/api/resume/tailor', { method: 'POST', json: { master, ad: 'x'.repeat(20_001) }, cookie }), 'validation_failed', 'ad');
  });
});
