import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportedEntry, ImportResult, Reference } from '../../../shared/references.ts';
import { answeringFetch } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled, textOf } from '../../testing/states.ts';
import { ImportDialog } from './import-dialog.tsx';

// The import dialog against a stand-in for the streamed answer of
// POST /api/references/import (accept: application/x-ndjson): progress lines
// then one result or error line, delivered in chunks that end anywhere.

/** One import request as the dialog sent it, and the stream the test feeds its answer into. */
interface SentImport {
  query: URLSearchParams;
  headers: Headers;
  body: string;
  /** Sends these bytes of the answer (a chunk may end inside a line, or inside a character). */
  send: (chunk: string | Uint8Array) => void;
  end: () => void;
  /** Sends `last` as the answer's final line (a result or an error), whole, and ends the answer. */
  endWith: (last: unknown) => void;
}

const encoder = new TextEncoder();
/** One NDJSON line of the answer. */
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
let imports: SentImport[] = [];
let arrived: (sent: SentImport) => void = () => undefined;

/** The server's import endpoint, answering a stream the test writes; every other request goes to the declared answers. */
function streamImports() {
  imports = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/references/import') return answeringFetch(input, init);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const sent: SentImport = {
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: await new Response(init.body).text(),
      send: (chunk) => controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
      end: () => controller.close(),
      endWith: (last) => {
        sent.send(line(last));
        sent.end();
      },
    };
    imports.push(sent);
    arrived(sent);
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  });
}

/** The next import request, once the dialog has sent it. */
const nextImport = () => new Promise<SentImport>((resolve) => (arrived = resolve));

afterEach(async () => {
  vi.restoreAllMocks();
  arrived = () => undefined;
  // The toasts live as long as the file: one test's notice must not be read by the next.
  (await import('sonner')).toast.dismiss();
});

const readEntry = (index: number, extra: Partial<Extract<ImportedEntry, { ok: true }>> = {}): ImportedEntry => ({
  index,
  ok: true,
  key: `entry${index}`,
  kind: 'book',
  item: { type: 'book', title: `Book ${index}` },
  ...extra,
});

/**
 * A file of 120 entries: 100 read (97 to add, 5 of them with a warning; 3
 * already in the library), 20 not readable (entries 101–120).
 */
function previewOf120(): ImportResult {
  const entries: ImportedEntry[] = [];
  for (let i = 0; i < 100; i++) {
    if (i < 3) entries.push(readEntry(i, { duplicateOf: `old${i}` }));
    else if (i >= 95) entries.push(readEntry(i, { warnings: [`The crossref parent "coll${i}" is not in the file: the book title, year and publisher are missing.`] }));
    else entries.push(readEntry(i));
  }
  for (let i = 100; i < 120; i++) entries.push({ index: i, ok: false, label: `broken${i}`, error: `Line ${i * 4}: the entry has no closing brace.` });
  return { format: 'bibtex', entries, added: [] };
}

function openDialog() {
  streamImports();
  let open = true;
  const view = renderScreen(<ImportDialog open onOpenChange={(next) => (open = next)} />, { path: '/references' });
  const dialog = screen.getByRole('dialog', { name: 'Import references' });
  return { ...view, dialog, isOpen: () => open };
}

/** Pastes `text` and asks for the preview; answers the request the dialog sent. */
async function previewPasted(view: ReturnType<typeof openDialog>, text: string): Promise<SentImport> {
  await view.user.click(within(view.dialog).getByRole('textbox', { name: 'Or paste the text' }));
  await view.user.paste(text);
  const request = nextImport();
  await view.user.click(within(view.dialog).getByRole('button', { name: 'Preview' }));
  return request;
}

const bibtex = '@book{walker2017, title = {Why We Sleep}, year = {2017}}\n';

/** Previews the pasted file of 120 entries, then presses "Add 97 references": the request that adds them, its answer not yet begun. */
async function addAfterPreviewOf120(view: ReturnType<typeof openDialog>): Promise<SentImport> {
  const preview = await previewPasted(view, bibtex);
  preview.endWith({ result: previewOf120() });
  const adding = nextImport();
  await view.user.click(await within(view.dialog).findByRole('button', { name: 'Add 97 references' }));
  return adding;
}

describe('importing references', () => {
  it('sends the pasted text as it is, shows the progress read from a stream in pieces, then the preview', async () => {
    const view = openDialog();
    const sent = await previewPasted(view, bibtex);
    expect(sent.body).toBe(bibtex);
    expect(sent.query.get('dryRun')).toBe('true');
    expect(sent.query.has('format')).toBe(false);
    expect(sent.headers.get('accept')).toBe('application/x-ndjson');
    expect(sent.headers.get('content-type')).toMatch(/^text\/plain/);

    const bar = await within(view.dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);

    // The first line whole and the start of the second; then the rest of it.
    const second = line({ progress: { phase: 'reading', done: 2400, total: 20000 } });
    sent.send(line({ progress: { phase: 'reading', done: 1200, total: 20000 } }) + second.slice(0, 17));
    await within(view.dialog).findByText('Reading 1,200 of 20,000 entries…');
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['1200', '20000']);
    // The dialog stays usable meanwhile: its fields take input.
    expect(isDisabled(within(view.dialog).getByRole('combobox', { name: 'Format' }))).toBe(false);
    expect(isDisabled(within(view.dialog).getByRole('button', { name: 'Preview' }))).toBe(true);

    sent.send(second.slice(17));
    await within(view.dialog).findByText('Reading 2,400 of 20,000 entries…');
    expect(bar.getAttribute('aria-valuenow')).toBe('2400');

    // The result line in three pieces, one of them ending inside a character (é is two bytes).
    const result = encoder.encode(line({ result: { format: 'bibtex', entries: [readEntry(0, { item: { type: 'book', title: 'Café society' } })], added: [] } }));
    const inside = result.indexOf(0xc3) + 1;
    sent.send(result.slice(0, 10));
    sent.send(result.slice(10, inside));
    sent.send(result.slice(inside));
    sent.end();
    expect(await within(view.dialog).findByText('Café society')).toBeTruthy();
    expect(within(view.dialog).queryByRole('progressbar')).toBeNull();
    expect(textOf(within(view.dialog).getByRole('heading', { name: /read/ }))).toBe('1 read, 0 could not be read (BibTeX (.bib))');
    expect(within(view.dialog).getByRole('button', { name: 'Add 1 reference' })).toBeTruthy();
  });

  it('counts each fate, shows 50 entries a page, and "Only problems" keeps the unreadable entries and those with warnings, worded by the server', async () => {
    const view = openDialog();
    const sent = await previewPasted(view, bibtex);
    sent.endWith({ result: previewOf120() });
    const preview = await within(view.dialog).findByRole('region', { name: /read/ });
    expect(within(preview).getAllByRole('listitem').slice(0, 4).map(textOf)).toEqual(['97 to add', '3 already in your library', '20 not readable', '5 with warnings']);
    const entries = () => within(within(preview).getByRole('list', { name: 'Entries' })).getAllByRole('listitem');
    expect(entries()).toHaveLength(50);
    expect(within(preview).getByText('1–50 of 120')).toBeTruthy();

    await view.user.click(within(preview).getByRole('checkbox', { name: 'Only problems' }));
    expect(entries()).toHaveLength(25);
    expect(within(preview).queryByRole('navigation', { name: 'Pages of the entries' })).toBeNull();
    expect(textOf(entries()[0]!)).toMatch(/^Book 95 @entry95/);
    expect(within(entries()[0]!).getByText('The crossref parent "coll95" is not in the file: the book title, year and publisher are missing.')).toBeTruthy();
    expect(within(entries()[24]!).getByText('Entry 120: broken119')).toBeTruthy();
    expect(within(entries()[24]!).getByText('Line 476: the entry has no closing brace.')).toBeTruthy();
    expect(within(preview).queryByText('Book 10')).toBeNull();

    await view.user.click(within(preview).getByRole('checkbox', { name: 'Only problems' }));
    const pages = within(preview).getByRole('navigation', { name: 'Pages of the entries' });
    await view.user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(preview).getByText('51–100 of 120')).toBeTruthy();
    expect(textOf(entries()[0]!)).toMatch(/^Book 50 @entry50/);
  });

  it('adds with progress, and the notice says how many were added', async () => {
    const view = openDialog();
    const sent = await addAfterPreviewOf120(view);
    expect(sent.query.get('dryRun')).toBe('false');
    expect(sent.body).toBe(bibtex);
    sent.send(line({ progress: { phase: 'adding', done: 40, total: 97 } }));
    const bar = await within(view.dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(textOf(within(view.dialog).getByText(/^Adding/))).toBe('Adding 40 of 97 references…');
    expect(bar.getAttribute('aria-valuetext')).toBe('Adding 40 of 97 references…');
    const added = Array.from({ length: 97 }, (_, i): Reference => ({ id: `id${i}`, key: `entry${i}`, kind: 'book', item: { type: 'book', title: `Book ${i}` }, createdAt: '', updatedAt: '' }));
    sent.endWith({ result: { ...previewOf120(), added } });
    expect(await screen.findByText('97 references were added.')).toBeTruthy();
    expect(view.isOpen()).toBe(false);
  });

  it('shows an error line that arrives mid-stream as an error, and claims nothing added', async () => {
    const view = openDialog();
    const sent = await addAfterPreviewOf120(view);
    sent.send(line({ progress: { phase: 'adding', done: 10, total: 97 } }));
    sent.endWith({ error: { code: 'library_full', message: 'Your reference library is full.' } });
    const alert = await within(view.dialog).findByRole('alert');
    expect(textOf(alert)).toContain('Your reference library is full');
    expect(within(view.dialog).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/were added/)).toBeNull();
    expect(view.isOpen()).toBe(true);
    expect(isDisabled(within(view.dialog).getByRole('button', { name: 'Add 97 references' }))).toBe(false);
  });

  it('refuses a file larger than 40 MB before sending it', async () => {
    const view = openDialog();
    const file = new File(['@book{a, title={A}}'], 'library.bib', { type: 'application/x-bibtex' });
    Object.defineProperty(file, 'size', { value: 40 * 1024 * 1024 + 1 });
    fireEvent.change(view.dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(textOf(await within(view.dialog).findByRole('alert'))).toBe('An import file may be at most 40 MB. Split the file.');
    expect(isDisabled(within(view.dialog).getByRole('button', { name: 'Preview' }))).toBe(true);
    expect(imports).toHaveLength(0);
  });

  it('sends a chosen file as it is, as text, with the chosen format', async () => {
    const view = openDialog();
    await view.user.selectOptions(within(view.dialog).getByRole('combobox', { name: 'Format' }), 'csl-json');
    const json = '[{"id":"a","type":"book","title":"A"}]';
    const file = new File([json], 'library.json', { type: 'application/json' });
    await view.user.upload(view.dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(within(view.dialog).getByText(/^File: library\.json/)).toBeTruthy();
    const request = nextImport();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Preview' }));
    const sent = await request;
    expect(sent.body).toBe(json);
    expect(sent.query.get('format')).toBe('csl-json');
    // Not application/json: that would be the JSON form of the request ({text}).
    expect(sent.headers.get('content-type')).toMatch(/^text\/plain/);
    sent.endWith({ result: { format: 'csl-json', entries: [readEntry(0)], added: [] } });
    await within(view.dialog).findByText('Book 0');
  });

  it('axe finds nothing on the dialog, with its progress bar and with a preview', async () => {
    const view = openDialog();
    const sent = await previewPasted(view, bibtex);
    sent.send(line({ progress: { phase: 'reading', done: 1200, total: 20000 } }));
    await within(view.dialog).findByText('Reading 1,200 of 20,000 entries…');
    // Colours are the browser tests' to check: happy-dom lays nothing out.
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    const findings = async () => (await axe.run(view.dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await findings()).toEqual([]);
    sent.endWith({ result: previewOf120() });
    await within(view.dialog).findByRole('checkbox', { name: 'Only problems' });
    await waitFor(() => expect(within(view.dialog).queryByRole('progressbar')).toBeNull());
    expect(await findings()).toEqual([]);
  });
});
