import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled } from '../../testing/states.ts';
import { TailorButton } from './tailor-dialog.tsx';

// The builder's "Tailor to a job ad": the ad, the copy against the master
// (with the rewordings the fact check refused), then a saved copy opened.

const masterId = '00000000-0000-4000-8000-0000000000a1';
const copyId = '00000000-0000-4000-8000-0000000000c1';
const master: ResumeData = {
  template: 'modern',
  jobAd: 'Essential: SQL and Power BI.',
  experience: [{ company: 'Acme', position: 'Analyst', description: '• Ran the coffee rota\n• Built Power BI dashboards for 40 managers\n• Wrote SQL reports' }],
  skills: [{ name: 'Excel' }, { name: 'SQL' }],
};
const tailored = {
  data: { ...master, experience: [{ ...master.experience![0]!, description: '• Wrote SQL reports for every team\n• Built Power BI dashboards for 40 managers' }], skills: [{ name: 'SQL' }, { name: 'Excel' }] },
  trace: [
    { path: 'experience.0.description:0', from: 'experience.0.description:2', text: 'Wrote SQL reports' },
    { path: 'experience.0.description:1', from: 'experience.0.description:1', text: 'Built Power BI dashboards for 40 managers' },
    { path: 'skills.0', from: 'skills.1', text: 'SQL' },
    { path: 'skills.1', from: 'skills.0', text: 'Excel' },
  ],
  dropped: [{ from: 'experience.0.description:0', text: 'Ran the coffee rota' }],
  found: ['SQL', 'Power BI'],
  missing: [],
  reworded: [{ path: 'experience.0.description:0', before: 'Wrote SQL reports', after: 'Wrote SQL reports for every team' }],
  refused: [{ path: 'experience.0.description:1', problems: [{ path: 'experience.0.description', kind: 'name', value: 'Kubernetes' }, { path: 'experience.0.description', kind: 'number', value: '400' }] }],
};

function generationInfo(aiActions: boolean) {
  answer('GET /api/generate', { json: { provider: aiActions ? 'user-model' : 'offline', saveHistory: true, quota: { plan: 'free', used: 0, limit: 20, resetsAt: '2026-12-02T00:00:00.000Z' }, aiActions, userModels: 'on' } });
}

function showButton(props: { documentId?: string; updatedAt?: string }) {
  return renderScreen(<TailorButton title="My resume" data={master} {...props} />, { path: '/resume-builder' });
}

const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
const findings = async (node: Element) => (await axe.run(node, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

describe('tailoring a copy from the builder', () => {
  it('is disabled with a hint until the resume is saved', () => {
    showButton({});
    const button = screen.getByRole('button', { name: 'Tailor to a job ad' });
    expect(isDisabled(button)).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toContain('Save the resume first');
  });

  it('makes the copy with the model, shows it against the master and what was refused, saves it and opens it', async () => {
    generationInfo(true);
    answer('POST /api/resume/tailor', { json: tailored });
    answer('POST /api/documents', ({ body }) => ({ status: 201, json: { id: copyId, type: 'resume', preview: '', content: '', language: null, createdAt: '2026-12-02T00:00:00.000Z', updatedAt: '2026-12-02T00:00:00.000Z', ...(body as object) } satisfies Partial<DocumentRecord> }));
    const { user, router } = showButton({ documentId: masterId, updatedAt: '2026-12-01T08:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Tailor to a job ad' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: /The job ad/ }) as HTMLTextAreaElement).value).toBe('Essential: SQL and Power BI.');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Reword bullets with your model/ }));
    expect(await findings(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make the copy' }));

    await within(dialog).findByRole('button', { name: 'Save the copy' });
    expect(requestsTo('POST /api/resume/tailor')[0]!.body).toMatchObject({ ad: 'Essential: SQL and Power BI.', reword: true });
    expect(within(dialog).getByText(/adds a name not in your resume: Kubernetes; adds a number not in your resume: 400/)).toBeTruthy();
    // The reworded bullet word by word, the one left out struck through, each line saying where it comes from.
    const reworded = within(dialog).getByText('for every team', { exact: false }).closest('li')!;
    expect(reworded.querySelector('ins')!.textContent).toContain('for every team');
    expect(reworded.textContent).toContain('From: Experience 1, line 3');
    expect(within(dialog).getByText('Ran the coffee rota').tagName).toBe('DEL');
    expect(await findings(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save the copy' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?document=${copyId}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = requestsTo('POST /api/documents')[0]!.body as { title: string; data: ResumeData };
    expect(sent.title).toBe('My resume — Essential: SQL and Power BI.');
    expect(sent.data).toMatchObject({ template: 'modern', jobAd: 'Essential: SQL and Power BI.', tailoredFrom: { masterId, masterUpdatedAt: '2026-12-01T08:00:00.000Z' } });
    expect(sent.data.experience![0]!.description).toBe('• Wrote SQL reports for every team\n• Built Power BI dashboards for 40 managers');
  });

  it('offers no rewording without a model', async () => {
    generationInfo(false);
    const { user } = showButton({ documentId: masterId, updatedAt: '2026-12-01T08:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Tailor to a job ad' }));
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('button', { name: 'Make the copy' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('GET /api/generate')).toHaveLength(1);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
