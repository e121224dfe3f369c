import type { ApplicationList } from '../../../shared/applications.ts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { DocumentImportAnswer } from '../../../shared/document-import.ts';
import type { DocumentPage } from '../../../shared/documents.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { freshSession } from '../../testing/session.ts';
import { HistoryPage } from './history-page.tsx';

// History's "Import a document" against a stand-in for POST /api/documents/import.
// What the server makes of a file (Word, OpenDocument, HTML, Markdown) is
// src/server/features/documents/import.test.ts's; here: what the dialog sends,
// shows of the answer and where it leads.

const id = '00000000-0000-4000-8000-000000000042';
const created = (notes: DocumentImportAnswer['notes']): DocumentImportAnswer => ({
  id,
  type: 'academic',
  title: 'Field notes',
  preview: 'Some bold and italic words',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  content: '# Field Notes\n',
  data: {},
  language: null,
  notes,
});

const noApplications: ApplicationList = { items: [], total: 0, page: 1, pageSize: 5, counts: { saved: 0, applied: 0, interview: 0, offer: 0, rejected: 0, withdrawn: 0 }, limit: 100 };

function openHistory() {
  const page: DocumentPage = { documents: [], nextCursor: null, hiddenByPlan: 0, plan: 'free' };
  answer('GET /api/documents', { json: page });
  answer('GET /api/chat/conversations', { json: { conversations: [] } });
  answer('GET /api/applications', { json: noApplications });
  answer('GET /api/shares', { json: { documents: [] } });
  answer('GET /api/auth/get-session', { json: freshSession });
  return renderScreen(<HistoryPage />, { path: '/history', pattern: '/history', routes: [{ path: '/documents/:id/edit', element: <h1>Editor</h1> }] });
}

async function openDialog() {
  const view = openHistory();
  await view.user.click(await screen.findByRole('button', { name: 'Import a document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a document' });
  return { ...view, dialog };
}

const docx = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'Field notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

describe('Import a document', () => {
  it('sends the file with the chosen type and its name as the title, then shows what was left out and opens the document', async () => {
    answer('POST /api/documents/import', { status: 201, json: created([{ key: 'imagesDropped', count: 2 }, { key: 'commentsDropped' }]) });
    const view = await openDialog();
    await view.user.upload(within(view.dialog).getByLabelText('File'), docx());
    await view.user.selectOptions(within(view.dialog).getByRole('combobox', { name: 'Import as' }), 'academic');
    // A resume is made in the Resume Builder: it is not offered.
    expect(within(view.dialog).queryByRole('option', { name: 'Resume' })).toBeNull();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Import' }));

    await within(view.dialog).findByText('“Field notes” was imported.');
    expect(within(view.dialog).getByText('2 pictures were left out.')).toBeTruthy();
    expect(within(view.dialog).getByText('Comments were not imported.')).toBeTruthy();
    const [sent] = requestsTo('POST /api/documents/import');
    expect(Object.fromEntries(sent!.query)).toEqual({ type: 'academic', title: 'Field notes' });

    await view.user.click(within(view.dialog).getByRole('button', { name: 'Open document' }));
    await screen.findByRole('heading', { name: 'Editor' });
    expect(view.router.state.location.pathname).toBe(`/documents/${id}/edit`);
  });

  it('opens the editor at once when nothing was left out', async () => {
    answer('POST /api/documents/import', { status: 201, json: created([]) });
    const view = await openDialog();
    await view.user.upload(within(view.dialog).getByLabelText('File'), docx());
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Import' }));
    await screen.findByRole('heading', { name: 'Editor' });
    expect(view.router.state.location.pathname).toBe(`/documents/${id}/edit`);
  });

  it("asks for a file first, and shows the server's sentence when it refuses one", async () => {
    const message = 'This file is encrypted (protected by a password) or an old .doc file. Save it as .docx or .odt without a password, then import it again.';
    answer('POST /api/documents/import', { status: 422, json: { error: { code: 'file_unreadable', message } } });
    const view = await openDialog();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Import' }));
    expect(within(view.dialog).getByText('Choose a file to import.')).toBeTruthy();
    expect(requestsTo('POST /api/documents/import')).toHaveLength(0);

    await view.user.upload(within(view.dialog).getByLabelText('File'), docx());
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Import' }));
    await within(view.dialog).findByText(message);
    expect(view.router.state.location.pathname).toBe('/history');
  });

  it('axe finds nothing on the dialog, before and after an import', async () => {
    answer('POST /api/documents/import', { status: 201, json: created([{ key: 'imagesDropped', count: 1 }]) });
    const view = await openDialog();
    // Colours are the browser tests' to check: happy-dom lays nothing out.
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    const findings = async () => (await axe.run(view.dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await findings()).toEqual([]);
    await view.user.upload(within(view.dialog).getByLabelText('File'), docx());
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Import' }));
    await within(view.dialog).findByText('1 picture was left out.');
    await waitFor(async () => expect(await findings()).toEqual([]));
  });
});
