import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../../../shared/json-resume.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { copyTitle, masterChangedSince, resumeDiff, tailoredData } from './tailor-model.ts';

// The copy read against its master as the dialog shows it: what was kept (and
// moved up), reworded, left out, and where each line of the copy comes from.

const master: ResumeData = {
  template: 'modern',
  summary: 'Analyst with four years in retail. I build dashboards in Power BI. I write SQL every day.',
  experience: [{ company: 'Northfield Homes', position: 'Data Analyst', description: '• Ran the coffee rota\n• Built Power BI dashboards\n• Wrote SQL reports for 12 teams\n• Kept the drive tidy' }],
  skills: [{ name: 'Excel' }, { name: 'SQL' }, { name: 'Power BI' }],
};

/** What POST /api/resume/tailor answers for an ad asking for SQL and Power BI, with the first bullet reworded. */
const copy: ResumeData = {
  ...master,
  summary: 'I write SQL every day. I build dashboards in Power BI. Analyst with four years in retail.',
  experience: [{ ...master.experience![0]!, description: '• Wrote SQL reports for twelve teams\n• Built Power BI dashboards\n• Ran the coffee rota' }],
  skills: [{ name: 'SQL' }, { name: 'Power BI' }, { name: 'Excel' }],
};
const trace = [
  { path: 'summary:0', from: 'summary:2', text: 'I write SQL every day.' },
  { path: 'summary:1', from: 'summary:1', text: 'I build dashboards in Power BI.' },
  { path: 'summary:2', from: 'summary:0', text: 'Analyst with four years in retail.' },
  { path: 'experience.0.description:0', from: 'experience.0.description:2', text: 'Wrote SQL reports for 12 teams' },
  { path: 'experience.0.description:1', from: 'experience.0.description:1', text: 'Built Power BI dashboards' },
  { path: 'experience.0.description:2', from: 'experience.0.description:0', text: 'Ran the coffee rota' },
  { path: 'skills.0', from: 'skills.1', text: 'SQL' },
  { path: 'skills.1', from: 'skills.2', text: 'Power BI' },
  { path: 'skills.2', from: 'skills.0', text: 'Excel' },
];
const reworded = [{ path: 'experience.0.description:0', before: 'Wrote SQL reports for 12 teams', after: 'Wrote SQL reports for twelve teams' }];

describe('the copy against its master', () => {
  const model = resumeDiff({ base: master, copy, trace, reworded });
  const block = (key: string) => model.blocks.find((b) => b.key === key)!;

  it('shows kept bullets in their new order, marks those moved up, words the reworded one and strikes the one left out', () => {
    expect(model.changed).toBe(true);
    const experience = block('experience-0');
    expect(experience.heading).toBe('Data Analyst, Northfield Homes');
    expect(experience.lines).toEqual([
      { kind: 'reworded', before: 'Wrote SQL reports for 12 teams', after: 'Wrote SQL reports for twelve teams', from: { section: 'experience', entry: 1, line: 3 } },
      { kind: 'kept', text: 'Built Power BI dashboards', movedUp: true, from: { section: 'experience', entry: 1, line: 2 } },
      { kind: 'kept', text: 'Ran the coffee rota', movedUp: false, from: { section: 'experience', entry: 1, line: 1 } },
      { kind: 'left-out', text: 'Kept the drive tidy' },
    ]);
  });

  it('shows the skills reordered and the summary’s sentences in their new order, each with its origin', () => {
    expect(block('skills').lines.map((l) => (l.kind === 'kept' ? `${l.text}${l.movedUp ? ' ↑' : ''} (${l.from?.line})` : l.kind))).toEqual(['SQL ↑ (2)', 'Power BI ↑ (3)', 'Excel (1)']);
    expect(block('summary').lines.map((l) => (l.kind === 'kept' ? `${l.movedUp ? '↑ ' : ''}${l.text}` : l.kind))).toEqual(['↑ I write SQL every day.', '↑ I build dashboards in Power BI.', 'Analyst with four years in retail.']);
  });

  it('shows a line neither kept nor reworded as new, and says nothing changed when nothing did', () => {
    const edited: ResumeData = { ...master, skills: [...master.skills!, { name: 'dbt' }] };
    const diff = resumeDiff({ base: master, copy: edited });
    expect(diff.blocks.find((b) => b.key === 'skills')!.lines.at(-1)).toEqual({ kind: 'added', text: 'dbt' });
    expect(resumeDiff({ base: master, copy: master }).changed).toBe(false);
  });

  it('shows a section the tailoring does not touch only when it differs (a pull brings the master’s edits)', () => {
    const diff = resumeDiff({ base: master, copy: { ...master, education: [{ institution: 'Leeds', degree: 'BSc' }] } });
    expect(diff.blocks.find((b) => b.key === 'education')).toEqual({ key: 'education', section: 'other', heading: 'education', lines: [{ kind: 'reworded', before: '', after: 'Leeds · BSc' }] });
    expect(diff.changed).toBe(true);
  });
});

describe('a tailored copy’s title and data', () => {
  it('names the copy after the master and the company, else the ad’s first line', () => {
    expect(copyTitle('My resume', 'Acme', 'Data analyst\nWe…')).toBe('My resume — Acme');
    expect(copyTitle('My resume', undefined, '\n  Data analyst at Zed\nWe…')).toBe('My resume — Data analyst at Zed');
    expect(copyTitle('CV', undefined, 'We are hiring a historian with archival research skills, strong writing')).toBe('CV — We are hiring a historian with archival research…');
    expect(copyTitle('My resume', '', 'x'.repeat(300))).toBe(`My resume — ${'x'.repeat(48)}…`);
    expect(copyTitle('x'.repeat(300), 'Acme', '')).toHaveLength(200);
  });

  it('keeps the ad and where the copy came from, and the template and language it is told to keep', () => {
    const data = tailoredData({ ...copy, template: 'professional' }, 'The ad', { id: 'm1', updatedAt: '2026-12-01T10:00:00.000Z' }, { template: 'minimal', language: 'de' }, new Date('2026-12-02T09:00:00.000Z'));
    expect(data).toMatchObject({ jobAd: 'The ad', template: 'minimal', language: 'de', tailoredFrom: { masterId: 'm1', tailoredAt: '2026-12-02T09:00:00.000Z', masterUpdatedAt: '2026-12-01T10:00:00.000Z' } });
    expect(masterChangedSince(data, { updatedAt: '2026-12-01T10:00:00.000Z' })).toBe(false);
    expect(masterChangedSince(data, { updatedAt: '2026-12-03T10:00:00.000Z' })).toBe(true);
    // Where the copy came from is not part of the resume a JSON Resume export carries.
    expect(JSON.stringify(toJsonResume(data))).not.toMatch(/tailoredFrom|m1/);
  });
});
