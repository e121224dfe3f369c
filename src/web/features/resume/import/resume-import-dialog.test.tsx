import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { ResumeData } from '../../../../shared/resume.ts';
import type { UserModelState } from '../../../../shared/user-model.ts';
import { answer, heldAnswer, requestsTo } from '../../../testing/api-answers.ts';
import { renderScreen } from '../../../testing/render.tsx';
import type { ResumeImportAnswer, ResumeRefineAnswer } from './import-answers.ts';
import { ResumeImportButton } from './resume-import-dialog.tsx';

// The Resume Builder's "Import PDF or Word" against stand-ins for
// POST /api/resume/import and /refine. What the server reads from a file is
// src/server/features/resume/import's; here: what the dialog sends, shows
// and hands to the builder.

const text = ['Sam Carter', 'sam.carter@example.com  |  Denver, CO', 'Experience', 'Barista  Jan 2021 - Present', 'Blue Door Coffee, Denver, CO', 'Skills', 'Latte art, Inventory'].join('\n');
const read: ResumeImportAnswer = {
  ok: true,
  format: 'pdf',
  pages: 1,
  data: {
    personalInfo: { fullName: 'Sam Carter', email: 'sam.carter@example.com', location: 'Denver, CO' },
    experience: [{ company: 'Blue Door Coffee, Denver', position: 'Barista', location: 'CO', startDate: '2021-01', current: true, description: '' }],
    skills: [{ name: 'Latte art' }, { name: 'Inventory' }],
    languages: [{ language: 'Spanish', fluency: 'Fluent' }],
  },
  uncertain: ['personalInfo.fullName', 'experience.0.company', 'experience.0.location'],
  text,
};
const noModel: UserModelState = { policy: 'public', connection: null, operatorModel: false };
const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'Sam Carter CV.pdf', { type: 'application/pdf' });

async function openDialog({ hasContent = false, model = noModel }: { hasContent?: boolean; model?: UserModelState } = {}) {
  answer('GET /api/me/model', { json: model });
  const onImport = vi.fn<(data: ResumeData) => void>();
  const view = renderScreen(<ResumeImportButton hasContent={hasContent} onImport={onImport} />);
  await view.user.click(screen.getByRole('button', { name: 'Import PDF or Word' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a resume from PDF or Word' });
  return { ...view, dialog, onImport };
}

async function upload(view: Awaited<ReturnType<typeof openDialog>>) {
  await view.user.upload(within(view.dialog).getByLabelText('Resume file'), pdf());
  await within(view.dialog).findByRole('heading', { name: 'Check the fields' });
}

describe('Import PDF or Word', () => {
  it('reads the file, shows the fields to check beside the text, and hands the corrected resume to the builder', async () => {
    const held = heldAnswer({ json: read });
    answer('POST /api/resume/import', held.responder);
    const view = await openDialog();
    await view.user.upload(within(view.dialog).getByLabelText('Resume file'), pdf());
    expect(await within(view.dialog).findByText('Reading “Sam Carter CV.pdf”…')).toBeTruthy();
    held.release();
    await within(view.dialog).findByRole('heading', { name: 'Check the fields' });

    expect(within(view.dialog).getByText('3 fields to check')).toBeTruthy();
    expect(within(view.dialog).getAllByText('Check this')).toHaveLength(3);
    // A guessed field says so to assistive technology; a field read with certainty does not.
    const company = within(view.dialog).getByRole('textbox', { name: 'Company/Organization' });
    expect(company).toHaveProperty('value', 'Blue Door Coffee, Denver');
    expect(company.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(company.getAttribute('aria-describedby')!)?.textContent).toMatch(/Guessed from the file’s layout/);
    expect(within(view.dialog).getByRole('textbox', { name: 'Position/Title' }).getAttribute('aria-describedby')).toBeNull();
    // The text as read, line by line; the focused field's value is marked in it.
    const source = within(view.dialog).getByRole('region', { name: 'Text as read from the file' });
    expect(source.textContent).toContain('Barista  Jan 2021 - Present');
    await view.user.click(company);
    expect(source.querySelector('mark')?.textContent).toBe('Blue Door Coffee, Denver, CO');
    // Sections the form does not edit are listed as read.
    expect(within(view.dialog).getByText('Spanish · Fluent')).toBeTruthy();
    // No model serves this user: no refinement is offered.
    expect(within(view.dialog).queryByRole('button', { name: /with your model/ })).toBeNull();

    await view.user.clear(company);
    await view.user.type(company, 'Blue Door Coffee');
    // The personal location first, then the job's.
    const jobLocation = within(view.dialog).getAllByRole('textbox', { name: 'Location' })[1]!;
    await view.user.clear(jobLocation);
    await view.user.type(jobLocation, 'Denver, CO');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Use this resume' }));

    expect(view.onImport).toHaveBeenCalledTimes(1);
    const imported = view.onImport.mock.calls[0]![0];
    expect(imported.experience?.[0]).toMatchObject({ company: 'Blue Door Coffee', location: 'Denver, CO', position: 'Barista', startDate: '2021-01', current: true });
    expect(imported.personalInfo).toEqual(read.data.personalInfo);
    expect(imported.languages).toEqual(read.data.languages);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo('POST /api/resume/import');
    expect(sent).toBeTruthy();
  });

  it('asks before replacing a resume that has content, and hands nothing over on Cancel', async () => {
    answer('POST /api/resume/import', { json: read });
    const view = await openDialog({ hasContent: true });
    await upload(view);
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Use this resume' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Replace this resume?' });
    expect(view.onImport).not.toHaveBeenCalled();
    await view.user.click(within(confirm).getByRole('button', { name: 'Replace' }));
    expect(view.onImport).toHaveBeenCalledWith(read.data);

    await view.user.click(screen.getByRole('button', { name: 'Import PDF or Word' }));
    const again = await screen.findByRole('dialog', { name: 'Import a resume from PDF or Word' });
    await view.user.upload(within(again).getByLabelText('Resume file'), pdf());
    await within(again).findByRole('heading', { name: 'Check the fields' });
    await view.user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.onImport).toHaveBeenCalledTimes(1);
  });

  it("shows the server's sentence when it refuses a file, and reads another after “Choose another file”", async () => {
    const message = 'This PDF holds no text, only pictures of pages (a scan). Export your resume from the program you wrote it in, or build it here.';
    answer('POST /api/resume/import', { status: 422, json: { error: { code: 'file_unreadable', message } } });
    const view = await openDialog();
    await view.user.upload(within(view.dialog).getByLabelText('Resume file'), pdf());
    expect((await within(view.dialog).findByRole('alert')).textContent).toBe(message);

    answer('POST /api/resume/import', { json: read });
    await upload(view);
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Choose another file' }));
    expect(within(view.dialog).getByLabelText('Resume file')).toBeTruthy();
    expect(within(view.dialog).queryByRole('alert')).toBeNull();
  });

  it('says when a Word file held macros, which were left out', async () => {
    answer('POST /api/resume/import', { json: { ...read, format: 'docx', macros: true } });
    const view = await openDialog();
    await upload(view);
    expect(within(view.dialog).getByText(/contains macros\. Inkwell read only its text and never runs macros/)).toBeTruthy();
  });

  it('refuses a file that is neither PDF nor Word before sending it', async () => {
    const view = await openDialog();
    // Dropped on the zone, where the input's accept list does not filter.
    fireEvent.drop(within(view.dialog).getByText('Drop your resume file here, or choose it below.').parentElement!, { dataTransfer: { files: [new File(['{}'], 'resume.json', { type: 'application/json' })] } });
    expect((await within(view.dialog).findByRole('alert')).textContent).toBe('Choose a PDF or Word (.docx) file.');
    expect(requestsTo('POST /api/resume/import')).toHaveLength(0);
  });

  it('with a model, refines the uncertain fields, fills them in and lists what changed and what was not taken', async () => {
    answer('POST /api/resume/import', { json: read });
    const refined: ResumeRefineAnswer = {
      data: { ...read.data, experience: [{ ...read.data.experience![0]!, company: 'Blue Door Coffee', location: 'Denver, CO' }] },
      refined: ['experience.0.company', 'experience.0.location'],
      rejected: [{ path: 'personalInfo.fullName', reason: 'notInText' }],
    };
    answer('POST /api/resume/import/refine', { json: refined });
    const view = await openDialog({ model: { ...noModel, operatorModel: true } });
    await upload(view);
    await view.user.click(await within(view.dialog).findByRole('button', { name: 'Refine 3 uncertain fields with your model' }));

    await within(view.dialog).findByText('Your model changed 2 fields:');
    expect(within(view.dialog).getByText('Experience 1 › Company/Organization: “Blue Door Coffee, Denver” → “Blue Door Coffee”')).toBeTruthy();
    expect(within(view.dialog).getByText('Experience 1 › Location: “CO” → “Denver, CO”')).toBeTruthy();
    expect(within(view.dialog).getByText('Full Name: uses words that are not in your file')).toBeTruthy();
    expect(within(view.dialog).getByRole('textbox', { name: 'Company/Organization' })).toHaveProperty('value', 'Blue Door Coffee');
    const [sent] = requestsTo('POST /api/resume/import/refine');
    expect(sent!.body).toEqual({ data: read.data, uncertain: read.uncertain, text });

    await view.user.click(within(view.dialog).getByRole('button', { name: 'Use this resume' }));
    expect(view.onImport.mock.calls[0]![0].experience?.[0]).toMatchObject({ company: 'Blue Door Coffee', location: 'Denver, CO' });
  });

  it('axe finds nothing on the dialog, before and after reading a file', async () => {
    answer('POST /api/resume/import', { json: read });
    const view = await openDialog({ model: { ...noModel, operatorModel: true } });
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    const findings = async () => (await axe.run(view.dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await findings()).toEqual([]);
    await upload(view);
    await within(view.dialog).findByRole('button', { name: /with your model/ });
    // Both columns are in the page (the text as read is folded only on a phone's width, by a class).
    expect(within(view.dialog).getByRole('region', { name: 'Text as read from the file' })).toBeTruthy();
    expect(await findings()).toEqual([]);
  });
});
