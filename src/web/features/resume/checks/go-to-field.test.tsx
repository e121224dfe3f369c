import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../../shared/documents.ts';
import { defaultSettings } from '../../../../shared/settings.ts';
import { answer } from '../../../testing/api-answers.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { ResumeBuilderPage } from '../resume-builder-page.tsx';
import type { ContentReport } from '../../../../shared/resume-checks.ts';

const id = '00000000-0000-4000-8000-0000000000cc';
const description = '- Led the reporting team\n- Responsible for the budget';
const data = {
  personalInfo: { fullName: 'Sam Rivera' },
  experience: [
    { company: 'Acme', position: 'Analyst', startDate: '2017-01', endDate: '2019-03', description },
    { company: 'Globex', position: 'Lead', startDate: '2019-12', current: true },
  ],
};
const report: ContentReport = {
  findings: [
    { check: 'contact', severity: 'warning', path: ['personalInfo', 'email'], key: 'resume.checks.contact.email', params: {} },
    { check: 'bulletVerb', severity: 'info', path: ['experience', 0, 'description'], line: 1, key: 'resume.checks.bulletVerb', params: { bullet: 'Responsible for the budget' } },
    { check: 'dateGap', severity: 'info', path: ['experience', 1, 'startDate'], key: 'resume.checks.dateGap', params: { months: 9, from: '2019-03', to: '2019-12' } },
  ],
  bullets: 2,
  quantified: 0,
  words: 30,
  english: true,
};

/** The builder on a stored resume, its "Check your resume" panel open on the report above. */
async function openChecks() {
  const doc: DocumentRecord = { id, type: 'resume', title: 'A resume', preview: '', content: '', data, language: null, createdAt: '2026-12-01T00:00:00.000Z', updatedAt: '2026-12-01T00:00:00.000Z' };
  answer(`GET /api/documents/${id}`, { json: doc });
  answer('GET /api/settings', { json: defaultSettings });
  answer('GET /api/auth/get-session', { json: { session: { id: 's1', userId: 'u1' }, user: { id: 'u1', email: 'sam@example.com', name: '' } } });
  answer('GET /api/generate', {
    json: { provider: 'offline', saveHistory: true, quota: { plan: 'free', used: 0, limit: 20, resetsAt: '2026-12-02T00:00:00.000Z' }, aiActions: false, userModels: 'off' },
  });
  answer('POST /api/resume/preview', { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' });
  answer('POST /api/resume/checks', { json: report });
  const view = renderScreen(<ResumeBuilderPage />, { path: `/resume-builder?document=${id}` });
  await view.user.click(await screen.findByRole('button', { name: 'Check your resume' }));
  await screen.findByText('Your email address is missing: a recruiter cannot contact you.');
  return view;
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Resume sections' })).getByRole('tab', { name });

describe('"Go to field" in the resume checks', () => {
  it('opens the field’s tab and puts the keyboard in the field, a description’s caret at the start of the line meant', async () => {
    const { user } = await openChecks();
    expect(tab('Personal').getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Go to field: Experience 1 · Description' }));
    await waitFor(() => expect(tab('Experience').getAttribute('aria-selected')).toBe('true'));
    const area = within(screen.getByRole('group', { name: 'Experience 1' })).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe(description.indexOf('- Responsible'));
    expect(area.selectionEnd).toBe(area.selectionStart);

    await user.click(screen.getByRole('button', { name: 'Go to field: Experience 2 · Start date' }));
    const start = within(screen.getByRole('group', { name: 'Experience 2' })).getByRole('group', { name: 'Start date' });
    expect(document.activeElement).toBe(within(start).getByRole('combobox', { name: 'Month' }));

    await user.click(screen.getByRole('button', { name: 'Go to field: Personal · Email' }));
    await waitFor(() => expect(tab('Personal').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Email/ }));
  });
});
