import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { ResumeData } from '../../../shared/resume.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { TailoredCopyNotice } from './tailored-copy-notice.tsx';

// A tailored copy in the builder: where it comes from, and pulling the
// master's later edits (tailored again to the copy's ad, shown, then applied).

const masterId = '00000000-0000-4000-8000-0000000000a1';
const copyId = '00000000-0000-4000-8000-0000000000c1';
const record = (id: string, title: string, data: ResumeData, updatedAt: string): DocumentRecord => ({ id, type: 'resume', title, preview: '', content: '', data, language: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt });

const copyData: ResumeData = {
  template: 'minimal',
  jobAd: 'Essential: SQL.',
  experience: [{ company: 'Acme', description: '• Wrote SQL reports\n• Ran the coffee rota' }],
  tailoredFrom: { masterId, tailoredAt: '2026-12-01T09:00:00.000Z', masterUpdatedAt: '2026-12-01T08:00:00.000Z' },
};
const copyDoc = record(copyId, 'My resume — Acme', copyData, '2026-12-01T09:00:00.000Z');
// The master since: a new SQL bullet, a template of its own.
const masterData: ResumeData = { template: 'creative', experience: [{ company: 'Acme', description: '• Ran the coffee rota\n• Wrote SQL reports\n• Tuned SQL queries' }] };

function show(masterUpdatedAt: string) {
  answer(`GET /api/documents/${masterId}`, { json: record(masterId, 'My resume', masterData, masterUpdatedAt) });
  const onPull = vi.fn<(data: ResumeData) => void>();
  const view = renderScreen(<TailoredCopyNotice doc={copyDoc} data={copyData} onPull={onPull} />, { path: '/resume-builder' });
  return { ...view, onPull };
}

describe('the notice on a tailored copy', () => {
  it('links to the master and offers nothing to pull while the master is unchanged', async () => {
    show('2026-12-01T08:00:00.000Z');
    const link = await screen.findByRole('link', { name: 'My resume' });
    expect(link.getAttribute('href')).toBe(`/resume-builder?document=${masterId}`);
    expect(screen.queryByRole('button', { name: "Pull the master's changes" })).toBeNull();
  });

  it('pulls the master’s changes: tailors the current master to the copy’s ad, shows them against the copy, applies them on confirm', async () => {
    answer('POST /api/resume/tailor', {
      json: {
        data: { ...masterData, experience: [{ company: 'Acme', description: '• Wrote SQL reports\n• Tuned SQL queries\n• Ran the coffee rota' }] },
        trace: [
          { path: 'experience.0.description:0', from: 'experience.0.description:1', text: 'Wrote SQL reports' },
          { path: 'experience.0.description:1', from: 'experience.0.description:2', text: 'Tuned SQL queries' },
          { path: 'experience.0.description:2', from: 'experience.0.description:0', text: 'Ran the coffee rota' },
        ],
        dropped: [],
        found: ['SQL'],
        missing: [],
      },
    });
    const { user, onPull } = show('2026-12-03T08:00:00.000Z');
    expect(await screen.findByText('The master has changed since.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Pull the master's changes" }));

    const dialog = await screen.findByRole('dialog', { name: "Pull the master's changes" });
    expect(requestsTo('POST /api/resume/tailor')[0]!.body).toEqual({ master: masterData, ad: 'Essential: SQL.' });
    // The new bullet, marked as new in words, with the master line it comes from.
    const added = within(dialog).getByText('Tuned SQL queries').closest('li')!;
    expect(added.textContent).toContain('New');
    expect(added.textContent).toContain('From: Experience 1, line 3');
    expect(onPull).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply the changes' }));
    expect(onPull).toHaveBeenCalledTimes(1);
    const pulled = onPull.mock.calls[0]![0];
    expect(pulled.experience![0]!.description).toBe('• Wrote SQL reports\n• Tuned SQL queries\n• Ran the coffee rota');
    expect(pulled).toMatchObject({ template: 'minimal', jobAd: 'Essential: SQL.', tailoredFrom: { masterId, masterUpdatedAt: '2026-12-03T08:00:00.000Z' } });
    expect(Date.parse(pulled.tailoredFrom!.tailoredAt)).toBeGreaterThan(Date.parse(copyData.tailoredFrom!.tailoredAt));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the master was deleted and offers nothing to pull', async () => {
    answer(`GET /api/documents/${masterId}`, { status: 404, json: { error: { code: 'not_found', message: 'Not found.' } } });
    renderScreen(<TailoredCopyNotice doc={copyDoc} data={copyData} onPull={() => undefined} />, { path: '/resume-builder' });
    const notice = (await screen.findByText(/has since been deleted/)).closest('div')!;
    // Within the notice (a toast of another test may still be on screen): nothing to pull, no link to a master that is gone.
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /pull/i })).toBeNull();
  });
});
