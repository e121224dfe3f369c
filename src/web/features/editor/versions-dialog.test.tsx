import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { DocumentVersion, DocumentVersionSummary } from '../../../shared/document-versions.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { answer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { textOf } from '../../testing/states.ts';
import { VersionsDialog } from './versions-dialog.tsx';

// Versions › Compare: a version's text against the editor's, word by word,
// inside the dialog, against declared answers for the list, one version and
// the restore.

const documentId = '0b8f5c9e-6d1a-4a53-9a43-1f0c2d3e4a5b';
const base = `/api/documents/${documentId}/versions`;
const filler = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

const older: DocumentVersion = {
  id: '6f1e7c52-2b1d-4c7e-9a0f-3d2b1c0a9e8f',
  title: 'Trees in cities',
  content: `Cities should plant more trees.\n\n${filler(60, 'shade')} They cool the streets in summer.`,
  words: 67,
  createdAt: '2026-12-01T09:30:00.000Z',
  review: null,
};
const newer: DocumentVersionSummary = {
  id: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
  title: 'Trees in cities',
  words: 70,
  createdAt: '2026-12-02T10:00:00.000Z',
  // Replaced when suggestions were accepted.
  review: {
    by: 'Olive Owner',
    accepted: [
      { author: 'Sam Suggester', inserted: 'many ', deleted: '' },
      { author: 'Ana', inserted: 'must', deleted: 'should' },
      { author: '', inserted: '', deleted: 'really' },
      { author: 'Ana', inserted: '', deleted: '' },
    ],
  },
};
const summary = ({ content: _content, ...rest }: DocumentVersion): DocumentVersionSummary => rest;

const current = `Cities must plant many more trees.\n\n${filler(60, 'shade')} They cool the streets in summer.`;

function openDialog({ currentText = current, withText = true } = {}) {
  answer(`GET ${base}`, { json: { versions: [newer, summary(older)], kept: 20 } });
  answer(`GET ${base}/${older.id}`, { json: older });
  const restored: DocumentRecord[] = [];
  let saves = 0;
  let open = true;
  const view = renderScreen(
    <VersionsDialog
      documentId={documentId}
      open
      onOpenChange={(next) => (open = next)}
      beforeRestore={async () => {
        saves += 1;
        return true;
      }}
      onRestored={(doc) => restored.push(doc)}
      currentText={withText ? currentText : undefined}
      currentTitle="Trees in towns"
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Versions' });
  return { ...view, dialog, restored, saves: () => saves, isOpen: () => open };
}

async function openCompare(dialog: HTMLElement, user: ReturnType<typeof openDialog>['user']) {
  // One Compare per version, the older one second.
  const buttons = await within(dialog).findAllByRole('button', { name: /^Compare the version of .* with the current text$/ });
  expect(buttons).toHaveLength(2);
  await user.click(buttons[1]!);
  await within(dialog).findByRole('region', { name: 'Changes' });
  return { button: buttons[1]! };
}

describe('Versions › Compare', () => {
  it('marks the words added and removed against the editor’s text, with a summary and hidden words for screen readers', async () => {
    const { dialog, user } = openDialog();
    expect(textOf(await within(dialog).findByText(/Your plan keeps/))).toBe('Your plan keeps the last 20 versions of each document.');
    await openCompare(dialog, user);
    expect(requestsTo(`GET ${base}/${older.id}`)).toHaveLength(1);
    // The view's heading takes the keyboard.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: /^Changes since / }));
    expect(within(dialog).getByText('+2 words')).toBeTruthy();
    expect(within(dialog).getByText('−1 word')).toBeTruthy();
    expect(textOf(within(dialog).getByText(/^Title then:/))).toBe('Title then: Trees in cities · now: Trees in towns');

    const changes = within(dialog).getByRole('region', { name: 'Changes' });
    const inserted = [...changes.querySelectorAll('ins')].map((node) => textOf(node));
    const deleted = [...changes.querySelectorAll('del')].map((node) => textOf(node));
    expect(deleted).toEqual(['Removed: should End of removal.']);
    expect(inserted).toEqual(['Added: must End of addition.', 'Added: many End of addition.']);
    expect(changes.querySelector('ins .sr-only')).not.toBeNull();
  });

  it('folds a long unchanged stretch into a count that opens in place', async () => {
    const { dialog, user } = openDialog();
    await openCompare(dialog, user);
    const changes = within(dialog).getByRole('region', { name: 'Changes' });
    const fold = within(changes).getByRole('button', { name: /unchanged words/ });
    expect(textOf(fold)).toMatch(/^… \d+ unchanged words …$/);
    expect(changes.textContent).not.toContain('shade30');
    await user.click(fold);
    expect(within(changes).queryByRole('button', { name: /unchanged words/ })).toBeNull();
    expect(changes.textContent).toContain('shade30');
  });

  it('goes back to the list with the keyboard on the Compare button it came from', async () => {
    const { dialog, user } = openDialog();
    const { button } = await openCompare(dialog, user);
    await user.click(within(dialog).getAllByRole('button', { name: 'Back to versions' })[0]!);
    await within(dialog).findByRole('list', { name: 'Earlier versions' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(button.getAttribute('aria-label')));
  });

  it('restores the compared version after the confirmation, saving the editor first', async () => {
    const { dialog, user, restored, saves } = openDialog();
    await openCompare(dialog, user);
    const record = { id: documentId, type: 'essay', title: older.title, content: older.content } as DocumentRecord;
    answer(`POST ${base}/${older.id}/restore`, { json: record });
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restored).toEqual([record]));
    expect(saves()).toBe(1);
    expect(requestsTo(`POST ${base}/${older.id}/restore`)).toHaveLength(1);
  });

  it('says so when the version has the editor’s text', async () => {
    const { dialog, user } = openDialog({ currentText: older.content });
    const buttons = await within(dialog).findAllByRole('button', { name: /^Compare the version of/ });
    await user.click(buttons[1]!);
    expect(await within(dialog).findByText('This version has the same text as the editor.')).toBeTruthy();
  });

  it('says of a version replaced by accepting suggestions who accepted which, by whom', async () => {
    const { dialog } = openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Earlier versions' });
    expect(within(list).getByText('Before Olive Owner accepted 4 suggestions:')).toBeTruthy();
    expect(within(list).getByText('Sam Suggester added “many”')).toBeTruthy();
    expect(within(list).getByText('Ana replaced “should” with “must”')).toBeTruthy();
    expect(within(list).getByText('Someone deleted “really”')).toBeTruthy();
    expect(within(list).getByText('and 1 more')).toBeTruthy();
  });

  it('offers no Compare without the editor’s text', async () => {
    const { dialog } = openDialog({ withText: false });
    await within(dialog).findByRole('list', { name: 'Earlier versions' });
    expect(within(dialog).queryByRole('button', { name: /^Compare/ })).toBeNull();
  });

  it('shows a failure to load the version, with Retry', async () => {
    const { dialog, user } = openDialog();
    answer(`GET ${base}/${older.id}`, { status: 404, json: { error: { code: 'not_found', message: 'Not found.' } } });
    const buttons = await within(dialog).findAllByRole('button', { name: /^Compare the version of/ });
    await user.click(buttons[1]!);
    expect(await within(dialog).findByText('This version could not be loaded.')).toBeTruthy();
    answer(`GET ${base}/${older.id}`, { json: older });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByRole('region', { name: 'Changes' });
  });

  it('axe finds nothing on the list and on the comparison', async () => {
    const { dialog, user } = openDialog();
    await within(dialog).findByRole('list', { name: 'Earlier versions' });
    // Colours are the browser tests' to check: happy-dom lays nothing out.
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    const findings = async () => (await axe.run(dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await findings()).toEqual([]);
    await openCompare(dialog, user);
    expect(await findings()).toEqual([]);
  });
});
