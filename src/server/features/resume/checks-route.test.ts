import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { ContentReport } from './content-checks.ts';

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
      expect.arrayContaining(['contact personalInfo.email', 'bulletVerb experience.0.description:0', 'note experience']),
    );
  });

  it('refuses a body that is not resume data, and a visitor', async () => {
    const { cookie } = await t.signUp();
    await expectApiError(await check(cookie, { data: { experience: 'none' } }), 'validation_failed', 'data.experience');
    await expectApiError(await check(cookie, { resume: {} }), 'validation_failed', 'data');
    await expectApiError(await check(undefined, { data: {} }), 'unauthorized');
  });
});
