import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResumeData } from '../../../../shared/resume.ts';
import { answer, heldAnswer, requestsTo } from '../../../testing/api-answers.ts';
import { renderScreen } from '../../../testing/render.tsx';
import type { AtsReport, ContentReport } from '../../../../shared/resume-checks.ts';
import { ResumeChecksPanel } from './resume-checks-panel.tsx';

const resume: ResumeData = {
  personalInfo: { fullName: 'Sam Rivera' },
  experience: [
    { company: 'Acme', position: 'Analyst', startDate: '2017-01', endDate: '2019-03', description: '- Led the reporting team\n- Responsible for the budget' },
    { company: 'Globex', position: 'Lead', startDate: '2019-12', current: true, description: '- Built a pricing model' },
  ],
};

/** What `POST /api/resume/checks` answers for the resume above (content-checks.ts's shape). */
const report: ContentReport = {
  findings: [
    { check: 'contact', severity: 'warning', path: ['personalInfo', 'email'], key: 'resume.checks.contact.email', params: {} },
    { check: 'bulletVerb', severity: 'info', path: ['experience', 0, 'description'], line: 1, key: 'resume.checks.bulletVerb', params: { bullet: 'Responsible for the budget' } },
    { check: 'dateGap', severity: 'info', path: ['experience', 1, 'startDate'], key: 'resume.checks.dateGap', params: { months: 9, from: '2019-03', to: '2019-12' } },
    { check: 'length', severity: 'info', path: [], key: 'resume.checks.tooShort', params: { words: 42 } },
  ],
  bullets: 3,
  quantified: 0,
  words: 42,
  english: true,
};

const ats: AtsReport = {
  format: 'docx',
  pages: 1,
  found: 9,
  total: 11,
  missed: [
    { path: 'personalInfo.fullName', expected: 'Sam Rivera' },
    { path: 'experience.1.startDate', expected: '2019-12' },
  ],
  layout: { spacedHeadings: ['E X P E R I E N C E'], brokenAddresses: [] },
  content: report,
};

function renderPanel(data: ResumeData = resume) {
  const onGoTo = vi.fn();
  const view = renderScreen(<ResumeChecksPanel resume={data} title="Sam Rivera – Resume" onGoTo={onGoTo} />);
  return { ...view, onGoTo };
}

describe('the resume checks panel', () => {
  it('shows each finding as a sentence, warnings first, and "Go to field" opens the field (and the line) it names', async () => {
    answer('POST /api/resume/checks', { json: report });
    const { user, onGoTo } = renderPanel();

    expect(await screen.findByText('Your email address is missing: a recruiter cannot contact you.')).toBeTruthy();
    expect(screen.getByText('“Responsible for the budget” does not start with an action verb. Start with what you did, such as “Led”, “Built” or “Reduced”.')).toBeTruthy();
    expect(screen.getByText('A gap between roles: Mar 2019 to Dec 2019 (9 months). Be ready to explain it, or add what you did then.')).toBeTruthy();
    expect(screen.getByText('Your resume has only 42 words. Add your experience, results and skills so a reader sees what you can do.')).toBeTruthy();
    expect(screen.getByText('3 bullet points, 0 with a number (0%) · 42 words')).toBeTruthy();
    expect(requestsTo('POST /api/resume/checks')[0]?.body).toEqual({ data: resume });

    const warnings = screen.getByRole('region', { name: 'To fix before sending' });
    const info = screen.getByRole('region', { name: 'Worth a look' });
    expect(warnings.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(warnings).getByText(/email address is missing/)).toBeTruthy();
    // Each kind of check says what it rests on.
    expect(within(info).getByText(/Gaps between roles/, { selector: 'summary span' })).toBeTruthy();
    expect(within(info).getByText(/a gap of more than 6 months between two roles is reported/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to field: Experience 1 · Description' }));
    expect(onGoTo).toHaveBeenLastCalledWith(['experience', 0, 'description'], 1);
    await user.click(screen.getByRole('button', { name: 'Go to field: Personal · Email' }));
    expect(onGoTo).toHaveBeenLastCalledWith(['personalInfo', 'email'], undefined);
    // The resume as a whole (its length) has no field to go to.
    expect(screen.getAllByRole('button', { name: /^Go to field/ })).toHaveLength(3);
    expect(screen.queryByText(/run on English resumes only/)).toBeNull();
  });

  it('says the verb and tense checks ran for English only when the resume is in another language', async () => {
    answer('POST /api/resume/checks', { json: { findings: [], bullets: 0, quantified: 0, words: 200, english: false } satisfies ContentReport });
    renderPanel({ ...resume, language: 'fr' });
    expect(await screen.findByText(/the checks of action verbs and tense run on English resumes only/)).toBeTruthy();
    expect(screen.getByText('Nothing to change: no check found anything.')).toBeTruthy();
    expect(screen.getByText('No bullet points yet · 200 words')).toBeTruthy();
  });

  it('"Will an ATS read this?" checks the chosen file and lists what was not read back, each with a way to its field', async () => {
    answer('POST /api/resume/checks', { json: report });
    const held = heldAnswer({ json: ats });
    answer('POST /api/resume/ats-check', held.responder);
    const { user, onGoTo } = renderPanel();

    await user.click(screen.getByRole('radio', { name: 'Word' }));
    await user.click(screen.getByRole('button', { name: 'Run the check' }));
    expect(await screen.findByText('Checking the file…')).toBeTruthy();
    expect(requestsTo('POST /api/resume/ats-check')[0]?.body).toEqual({ data: resume, title: 'Sam Rivera – Resume', format: 'docx' });
    held.release();

    expect(await screen.findByText('9 of 11 fields read back')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Fields read back' });
    expect(meter.getAttribute('aria-valuenow')).toBe('9');
    expect(meter.getAttribute('aria-valuemax')).toBe('11');

    const missed = screen.getByRole('region', { name: 'Not read back as written' });
    expect(within(missed).getByText('Your resume says: Sam Rivera')).toBeTruthy();
    expect(within(missed).getByText('Your resume says: 2019-12')).toBeTruthy();
    await user.click(within(missed).getByRole('button', { name: 'Go to field: Experience 2 · Start date' }));
    expect(onGoTo).toHaveBeenLastCalledWith(['experience', 1, 'startDate']);

    const layout = screen.getByRole('region', { name: 'Layout' });
    expect(within(layout).getByText(/^Headings set letter by letter may be read as separate letters/)).toBeTruthy();
    expect(within(layout).getByText('E X P E R I E N C E')).toBeTruthy();
    expect(within(layout).queryByText(/Web addresses broken/)).toBeNull();
  });

  it('a refused ATS check shows the server’s own sentence', async () => {
    answer('POST /api/resume/checks', { json: report });
    answer('POST /api/resume/ats-check', { status: 429, json: { error: { code: 'rate_limited', message: 'An ATS check of yours is already running. Wait for it to finish.' } } });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Run the check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An ATS check of yours is already running. Wait for it to finish.');
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
