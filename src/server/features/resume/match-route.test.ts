import { describe, expect, it } from 'vitest';
import type { JobMatch } from '../../../shared/job-match.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';

// POST /api/resume/match: the job-match panel's answer, read in a parse worker.

const t = appForFile();

const resume = {
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }],
  experience: [{ position: 'Graduate Teaching Assistant', company: 'University of Leeds', description: '- Taught SQL and Python to first-year students' }],
};
const ad = 'Northfield Homes is hiring in Leeds.\nEssential: Strong SQL and Python (pandas).\nExperience with a BI tool such as Power BI or Tableau.\nDesirable: dbt.\nPlease send a cover letter.';

const match = (cookie: string | undefined, json: unknown) => t.request('/api/resume/match', { method: 'POST', json, cookie });

describe('POST /api/resume/match', () => {
  it('answers the requirements met, with where, and those missing', async () => {
    const { cookie } = await t.signUp();
    const res = await match(cookie, { ad, resume, company: 'Northfield Homes' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as JobMatch;
    expect(body.found.map((r) => r.term)).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI or Tableau']));
    expect(body.found.find((r) => r.term === 'Power BI or Tableau')?.places).toContainEqual({ section: 'skills', index: 2, label: 'Tableau' });
    // "Python (pandas)" is Python, met by the resume's Python; dbt is what it lacks.
    expect(body.missing.map((r) => r.term)).toEqual(['dbt']);
  });

  it('refuses an ad of 20,001 characters with 400', async () => {
    const { cookie } = await t.signUp();
    await expectApiError(await match(cookie, { ad: 'a'.repeat(20_001), resume }), 'validation_failed', 'ad');
  });

  it('answers 401 without a session', async () => {
    const res = await match(undefined, { ad, resume });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
