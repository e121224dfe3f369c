import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, signedInUserForFile } from '../../testing/app-for-file.ts';
import type { AtsReport } from '../../../shared/resume-checks.ts';
import { sampleResume } from './import/sample-resume.ts';

// POST /api/resume/ats-check: the resume exported as it would be sent, read
// back with no model, and compared field by field; with the layout's traps
// and the content checks.

const t = appForFile();
const user = signedInUserForFile(t);

const check = (json: unknown, cookie: string | undefined = user.cookie) => t.request('/api/resume/ats-check', { method: 'POST', json, cookie });

async function report(template: string, format: 'pdf' | 'docx', data = sampleResume): Promise<AtsReport> {
  const res = await check({ data: { ...data, template }, title: 'CV', format });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AtsReport;
}

describe('POST /api/resume/ats-check', () => {
  it('reads the professional PDF back whole: every printed field found, no layout trap', async () => {
    const read = await report('professional', 'pdf');
    expect(read).toMatchObject({ format: 'pdf', pages: 1, missed: [], layout: { spacedHeadings: [], brokenAddresses: [] } });
    expect(read.found).toBe(read.total);
    expect(read.total).toBeGreaterThan(40);
    expect(read.content.findings).toEqual([]);
  });

  it('names a field that a hidden section does not print as not counted, and a missing one with its value', async () => {
    const hidden = await report('professional', 'docx', { ...sampleResume, hiddenSections: ['certificates'] });
    expect(hidden.missed).toEqual([]);
    expect(hidden.total).toBe((await report('professional', 'docx')).total - 3);
  });

  it('points out letter-spaced headings, a web address broken across lines, and a word hyphenated at a line break', async () => {
    expect((await report('modern', 'pdf')).layout.spacedHeadings).toEqual(expect.arrayContaining(['S K I L L S']));
    // The creative template's contact line runs out of room inside the web address.
    expect((await report('creative', 'pdf')).layout.brokenAddresses).toEqual(['https://priya.example.com']);
    const minimal = await report('minimal', 'pdf');
    expect(minimal.missed).toEqual([{ path: 'summary', expected: sampleResume.summary }]);
  });

  it('refuses a format it does not check and a visitor', async () => {
    await expectApiError(await check({ data: sampleResume, format: 'txt' }), 'validation_failed', 'format');
    await expectApiError(await t.request('/api/resume/ats-check', { method: 'POST', json: { data: sampleResume, format: 'pdf' } }), 'unauthorized');
  });
});
