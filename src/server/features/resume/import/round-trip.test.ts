import { describe, expect, it } from 'vitest';
import { resumeTemplates, type ResumeData } from '../../../../shared/resume.ts';
import { appForFile, signedInUserForFile } from '../../../testing/app-for-file.ts';
import { parseResume } from './parse-resume.ts';
import { readResumeFile } from './resume-lines.ts';
import { fieldRecovery } from './field-recovery.ts';
import { demoDocuments } from '../../../seed/demo-documents.ts';
import { sampleResume } from './sample-resume.ts';

// Inkwell's own exports read back: each of the four templates as PDF and as
// Word, exported through the route and imported by the parser, recovers at
// least 95 % of the resume's fields (field-recovery.ts says what a field is
// and when it counts as recovered). The resumes are the import's own sample
// and the demo account's resumes, written as a person writes them (titles
// with commas, parenthesised skill lists, education with a description,
// projects with dates). The figure of each file is written to the test's
// annotations.

const resumes: { name: string; data: ResumeData }[] = [
  { name: 'sample resume', data: sampleResume },
  ...demoDocuments.filter((document) => document.type === 'resume').map((document) => ({ name: `demo “${document.title}”`, data: document.data as ResumeData })),
];

const t = appForFile();
const user = signedInUserForFile(t);


async function exported(resume: ResumeData, template: string, format: 'pdf' | 'docx'): Promise<Uint8Array> {
  const created = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'CV', data: { ...resume, template } }, cookie: user.cookie });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const res = await t.request(`/api/documents/${id}/export?format=${format}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('resume import of Inkwell’s own exports', () => {
  it('measures the sample and every demo resume', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(3);
  });
  for (const { name, data: resume } of resumes) {
    for (const template of resumeTemplates) {
      for (const format of ['pdf', 'docx'] as const) {
        it(`recovers at least 95 % of the fields of the ${name} in the ${template} template’s ${format.toUpperCase()}`, async ({ annotate }) => {
          const bytes = await exported(resume, template, format);
          const read = await readResumeFile(bytes);
          if (!read.ok) throw new Error(`not read: ${read.problem}`);
          const { data } = parseResume(read.lines);
          const recovery = fieldRecovery(resume, data);
          await annotate(`${name} ${template} ${format}: ${recovery.found}/${recovery.total} fields (${(recovery.share * 100).toFixed(1)} %); missed: ${recovery.missed.join(', ') || 'none'}`);
          expect(recovery.share, recovery.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
        }, 60_000);
      }
    }
  }
});
