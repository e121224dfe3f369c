import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../../../shared/resume.ts';
import type { ContentFinding } from '../../../shared/resume-checks.ts';
import { bulletsOf, resumeContentChecks } from './content-checks.ts';

const now = new Date('2026-12-05T12:00:00Z');

const base: ResumeData = {
  personalInfo: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', location: 'London' },
  summary: 'Analyst who turns messy data into decisions. '.repeat(14),
  experience: [
    { id: 'a', company: 'Acme', position: 'Data analyst', startDate: '2022-03', current: true, description: '- Build weekly dashboards for 40 managers\n- Cut report time by 30%\n- Lead a team of 3 analysts' },
    { id: 'b', company: 'Globex', position: 'Junior analyst', startDate: '2019-01', endDate: '2022-02', description: '- Cleaned 2 million rows of sales data\n- Wrote 3 churn models\n- Trained 12 new starters' },
  ],
  education: [{ id: 'e', institution: 'University of London', degree: 'BSc', fieldOfStudy: 'Mathematics', startDate: '2015-09', endDate: '2018-06' }],
  skills: [{ id: 's1', name: 'SQL' }, { id: 's2', name: 'Python' }],
};

const checks = (data: ResumeData) => resumeContentChecks(data, now);
const of = (findings: ContentFinding[], check: ContentFinding['check']) => findings.filter((f) => f.check === check);

describe('resume content checks', () => {
  it('find nothing to say about a complete, quantified resume in consistent tenses', () => {
    const report = checks(base);
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ bullets: 6, quantified: 6, english: true });
  });

  it('point at a bullet that does not open with a verb, and at a past role described in the present tense', () => {
    const data: ResumeData = {
      ...base,
      experience: [base.experience![0]!, { ...base.experience![1]!, description: '- Responsible for data quality\n- Manage the sales reports\n- Trained 12 new starters' }],
    };
    const { findings } = checks(data);
    expect(of(findings, 'bulletVerb')).toEqual([{ check: 'bulletVerb', severity: 'info', path: ['experience', 1, 'description'], line: 0, key: 'resume.checks.bulletVerb', params: { bullet: 'Responsible for data quality' } }]);
    expect(of(findings, 'tense')).toEqual([expect.objectContaining({ path: ['experience', 1, 'description'], line: 1, key: 'resume.checks.pastRolePresent' })]);
  });

  it('notes a current role written in two tenses', () => {
    const data: ResumeData = { ...base, experience: [{ ...base.experience![0]!, description: '- Built weekly dashboards for 40 managers\n- Lead a team of 3 analysts' }, base.experience![1]!] };
    expect(of(checks(data).findings, 'tense')).toEqual([expect.objectContaining({ key: 'resume.checks.mixedTense', params: { company: 'Acme' } })]);
  });

  it('counts quantified bullets and says so under 30 %', () => {
    const data: ResumeData = {
      ...base,
      experience: [{ ...base.experience![0]!, description: '- Built dashboards\n- Led the analytics guild\n- Improved data quality\n- Cut report time by 30%' }],
    };
    const report = checks(data);
    expect(report).toMatchObject({ bullets: 4, quantified: 1 });
    expect(of(report.findings, 'quantified')).toEqual([expect.objectContaining({ params: { quantified: 1, bullets: 4 } })]);
  });

  it('reads dates: an end before its start, a gap over six months, an overlap over a month', () => {
    const data: ResumeData = {
      ...base,
      experience: [
        { id: 'a', company: 'Acme', startDate: '2023-06', current: true, description: '- Led 3 projects' },
        { id: 'b', company: 'Globex', startDate: '2020-01', endDate: '2022-01', description: '- Ran 4 audits' },
        { id: 'c', company: 'Initech', startDate: '2019-01', endDate: '2020-06', description: '- Built 2 tools' },
        { id: 'd', company: 'Typo Inc', startDate: '2021-05', endDate: '2020-05', description: '- Wrote 5 reports' },
      ],
    };
    const { findings } = checks(data);
    expect(of(findings, 'dateOrder')).toEqual([expect.objectContaining({ severity: 'warning', path: ['experience', 3, 'endDate'], params: { company: 'Typo Inc' } })]);
    expect(of(findings, 'dateGap')).toEqual([expect.objectContaining({ path: ['experience', 0, 'startDate'], params: { months: 17, from: '2022-01', to: '2023-06' } })]);
    expect(of(findings, 'dateOverlap')).toEqual([expect.objectContaining({ path: ['experience', 1, 'startDate'], params: { months: 5, company: 'Globex', other: 'Initech' } })]);
  });

  it('asks for a name and an email first, a phone and a location next', () => {
    const { findings } = checks({ ...base, personalInfo: { fullName: ' ', location: 'London' } });
    expect(of(findings, 'contact').map((f) => [f.path.join('.'), f.severity])).toEqual([
      ['personalInfo.fullName', 'warning'],
      ['personalInfo.email', 'warning'],
      ['personalInfo.phone', 'info'],
    ]);
  });

  it('warns of a "[ … ]" note left in, and of a resume too short or too long', () => {
    const withNote = checks({ ...base, summary: 'Analyst. [add a measurable achievement]' });
    expect(of(withNote.findings, 'note')).toEqual([expect.objectContaining({ severity: 'warning', path: ['summary'], params: { note: '[add a measurable achievement]' } })]);
    // A note in a role's description points at that description and its line.
    const inRole = resumeContentChecks({ experience: [{ company: 'Acme', position: 'Analyst', description: '• Built reports\n• Cut costs by [add figure]' }] }, now);
    expect(of(inRole.findings, 'note')).toEqual([expect.objectContaining({ path: ['experience', 0, 'description'], line: 1, params: { note: '[add figure]' } })]);
    expect(of(checks({ personalInfo: base.personalInfo, experience: [{ company: 'Acme', description: '- Led 3 projects' }] }).findings, 'length')).toEqual([expect.objectContaining({ key: 'resume.checks.tooShort' })]);
    const long = { ...base, summary: 'Word '.repeat(1200) };
    expect(of(checks(long).findings, 'length')).toEqual([expect.objectContaining({ key: 'resume.checks.tooLong' })]);
  });

  it('runs the verb and tense checks on English resumes only', () => {
    const french: ResumeData = { ...base, language: 'fr', experience: [{ ...base.experience![0]!, description: '- Responsable des tableaux de bord' }] };
    const report = checks(french);
    expect(report.english).toBe(false);
    expect(of(report.findings, 'bulletVerb')).toEqual([]);
  });

  it('reads bullets after a marker, or every line when none has one', () => {
    expect(bulletsOf('Intro line\n• One\n- Two\n* Three\n')).toEqual([
      { text: 'One', line: 1 },
      { text: 'Two', line: 2 },
      { text: 'Three', line: 3 },
    ]);
    expect(bulletsOf('First\n\nSecond')).toEqual([
      { text: 'First', line: 0 },
      { text: 'Second', line: 2 },
    ]);
  });
});
