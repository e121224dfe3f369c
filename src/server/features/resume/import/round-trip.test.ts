import { describe, expect, it } from 'vitest';
import { resumeTemplates, type ResumeData } from '../../../../shared/resume.ts';
import { appForFile, signedInUserForFile } from '../../../testing/app-for-file.ts';
import { parseResume } from './parse-resume.ts';
import { readResumeFile } from './resume-lines.ts';
import { fieldRecovery } from './field-recovery.ts';

// Inkwell's own exports read back: each of the four templates as PDF and as
// Word, exported through the route and imported by the parser, recovers at
// least 95 % of the resume's fields (field-recovery.ts says what a field is
// and when it counts as recovered). The figure of each file is written to
// the test's annotations.

const t = appForFile();
const user = signedInUserForFile(t);

const resume: ResumeData = {
  personalInfo: { fullName: 'Priya Raman', label: 'Data Analyst', email: 'priya.raman@example.com', phone: '+44 7700 900123', location: 'Leeds, UK', linkedin: 'linkedin.com/in/priyaraman', website: 'https://priya.example.com' },
  summary: 'Data analyst with four years of experience turning messy operational data into clear decisions for retail and housing teams.',
  experience: [
    { company: 'Northfield Homes', position: 'Senior Data Analyst', location: 'Leeds', startDate: '2022-03', current: true, description: '• Built weekly Power BI dashboards used by 40 managers across the housing and repairs teams, replacing eleven spreadsheets\n• Cut monthly reporting time by 30% with dbt models\n• Led a team of 3 analysts' },
    { company: 'Corner Shop Ltd', position: 'Data Analyst', location: 'Bradford', startDate: '2019-09', endDate: '2022-02', description: '• Cleaned 2 million rows of sales data in Python\n• Wrote the churn model that kept 5% more customers' },
    { company: 'City Library', position: 'Data Intern', location: 'York', startDate: '2019-06', endDate: '2019-08', description: '• Mapped visitor numbers for 12 branches' },
  ],
  education: [
    { institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Mathematics', startDate: '2016-09', endDate: '2019-06' },
    { institution: 'Leeds City College', degree: 'A-levels', fieldOfStudy: 'Maths, Physics and Economics', startDate: '2014-09', endDate: '2016-06' },
  ],
  skills: [
    { name: 'SQL', level: 5 },
    { name: 'Python', level: 4 },
    { name: 'Power BI', level: 4 },
    { name: 'dbt', level: 3 },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Tamil', fluency: 'Fluent' },
  ],
  certificates: [{ name: 'PL-300 Power BI Data Analyst', issuer: 'Microsoft', date: '2023-04' }],
};

async function exported(template: string, format: 'pdf' | 'docx'): Promise<Uint8Array> {
  const created = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'CV', data: { ...resume, template } }, cookie: user.cookie });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const res = await t.request(`/api/documents/${id}/export?format=${format}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('resume import of Inkwell’s own exports', () => {
  for (const template of resumeTemplates) {
    for (const format of ['pdf', 'docx'] as const) {
      it(`recovers at least 95 % of the fields of the ${template} template’s ${format.toUpperCase()}`, async ({ annotate }) => {
        const bytes = await exported(template, format);
        const read = await readResumeFile(bytes);
        if (!read.ok) throw new Error(`not read: ${read.problem}`);
        const { data } = parseResume(read.lines);
        const recovery = fieldRecovery(resume, data);
        await annotate(`${template} ${format}: ${recovery.found}/${recovery.total} fields (${(recovery.share * 100).toFixed(1)} %); missed: ${recovery.missed.join(', ') || 'none'}`);
        expect(recovery.share, recovery.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
      }, 60_000);
    }
  }
});
