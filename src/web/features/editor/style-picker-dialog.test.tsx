import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CatalogueStyleSummary, FormattedPaper as FormattedPaperAnswer, PaperSettings } from '../../../shared/papers.ts';
import type { UserStyleSummary } from '../../../shared/user-styles.ts';
import { FormattedPaper } from '../../components/documents/document-body.tsx';
import { answer, heldAnswer, requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { isDisabled, textOf } from '../../testing/states.ts';
import { PaperPanel } from './paper-panel.tsx';
import { StylePickerDialog } from './style-picker-dialog.tsx';

// Choosing any style of the CSL catalogue for a paper: the dialog against a
// stand-in for GET /api/papers/styles, the paper panel that names the chosen
// style and drops it, and the preview's format request that carries it.

/** The stand-in catalogue: four named styles and 41 journals, 45 in all. */
const catalogue: CatalogueStyleSummary[] = [
  { id: 'csl:nature', title: 'Nature', format: 'numeric', fields: ['science'] },
  { id: 'csl:nature-chemistry', title: 'Nature Chemistry', format: 'numeric', fields: ['chemistry'] },
  { id: 'csl:american-sociological-association', title: 'American Sociological Association 6th edition', format: 'author-date', fields: ['sociology'] },
  { id: 'csl:oscola', title: 'OSCOLA (Oxford University Standard for Citation of Legal Authorities)', format: 'note', fields: ['law'] },
  ...Array.from({ length: 41 }, (_, i): CatalogueStyleSummary => ({ id: `csl:journal-of-studies-${i + 1}`, title: `Journal of Studies ${i + 1}`, format: i % 2 ? 'author-date' : 'numeric', fields: ['biology'] })),
];

/** The server's search, in short: one style by its id, or every word in the title or the id, then the field, the format and the page. The user has uploaded no style of their own. */
function answerCatalogue() {
  answer('GET /api/styles', { json: { styles: [] } });
  answer('GET /api/papers/styles', ({ query }) => {
    const id = query.get('id');
    if (id) {
      const one = catalogue.filter((style) => style.id === id);
      return { json: { styles: one, total: one.length } };
    }
    const words = (query.get('search') ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    const found = catalogue.filter(
      (style) =>
        words.every((word) => `${style.title.toLowerCase()} ${style.id.slice(4).replaceAll('-', ' ')}`.includes(word)) &&
        (!query.get('field') || style.fields.includes(query.get('field')!)) &&
        (!query.get('format') || style.format === query.get('format')),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    return { json: { styles: found.slice(offset, offset + limit), total: found.length } };
  });
}

const styleRequests = () => requestsTo('GET /api/papers/styles').map((request) => Object.fromEntries(request.query));

function openDialog(options: { own?: UserStyleSummary[]; current?: UserStyleSummary['id'] } = {}) {
  answerCatalogue();
  if (options.own) answer('GET /api/styles', { json: { styles: options.own } });
  const chosen: CatalogueStyleSummary[] = [];
  const chosenOwn: UserStyleSummary[] = [];
  let open = true;
  const view = renderScreen(
    <StylePickerDialog open onOpenChange={(next) => (open = next)} current={options.current} onChoose={(style) => chosen.push(style)} onChooseOwn={(style) => chosenOwn.push(style)} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Choose a citation style' });
  return { ...view, dialog, chosen, chosenOwn, isOpen: () => open };
}

/** The titles the list shows, in order. */
const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Styles' }))
    .getAllByRole('button')
    .map((button) => textOf(button.querySelector('span')));

/** The paper panel holding its settings as the editor does, with every change it made kept. */
function renderPanel(initial: Parameters<typeof PaperPanel>[0]['value']) {
  const changes: unknown[] = [];
  function Editor() {
    const [settings, setSettings] = useState(initial);
    return (
      <PaperPanel
        value={settings}
        onChange={(next) => {
          changes.push(next);
          setSettings(next);
        }}
      />
    );
  }
  return { ...renderScreen(<Editor />, { path: '/documents/d1/edit' }), changes };
}

describe('the style picker', () => {
  it('lists the catalogue 20 a page, with the count, and turns the pages', async () => {
    const { dialog, user } = openDialog();
    expect(textOf(await within(dialog).findByText(/styles found/))).toBe('45 styles found · 1–20 of 45');
    expect(listed(dialog)).toHaveLength(20);
    expect(listed(dialog)[0]).toBe('Nature');
    const pages = within(dialog).getByRole('navigation', { name: 'Pages of styles' });
    expect(isDisabled(within(pages).getByRole('button', { name: 'Previous page' }))).toBe(true);

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('45 styles found · 21–40 of 45');
    expect(listed(dialog)[0]).toBe('Journal of Studies 17');
    // The keyboard goes on from the top of the new page.
    expect(document.activeElement).toBe(within(dialog).getByText(/styles found/));

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('45 styles found · 41–45 of 45');
    expect(listed(dialog)).toEqual(['Journal of Studies 37', 'Journal of Studies 38', 'Journal of Studies 39', 'Journal of Studies 40', 'Journal of Studies 41']);
    expect(isDisabled(within(pages).getByRole('button', { name: 'Next page' }))).toBe(true);

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await within(dialog).findByText('45 styles found · 21–40 of 45');
    expect(styleRequests().map((q) => [q.offset, q.limit])).toEqual([
      ['0', '20'],
      ['20', '20'],
      ['40', '20'],
    ]);
  });

  it('searches on the server once the typing pauses, and a new search starts on its first page', async () => {
    const { dialog, user } = openDialog();
    await within(dialog).findByText('45 styles found · 1–20 of 45');
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('45 styles found · 21–40 of 45');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search styles' }), 'nature');
    await within(dialog).findByText('2 styles found');
    expect(listed(dialog)).toEqual(['Nature', 'Nature Chemistry']);
    // One request for the six keys, from the first page.
    const searches = styleRequests().filter((q) => q.search);
    expect(searches).toEqual([{ search: 'nature', limit: '20', offset: '0' }]);
    expect(within(dialog).queryByRole('navigation', { name: 'Pages of styles' })).toBeNull();

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search styles' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search styles' }), 'no such journal');
    expect(await within(dialog).findByText('No style matches. Try other words, or all fields and formats.')).toBeTruthy();
    expect(textOf(within(dialog).getByText(/styles found/))).toBe('0 styles found');
  });

  it('filters by field and by citation format, with translated labels', async () => {
    const { dialog, user } = openDialog();
    await within(dialog).findByText('45 styles found · 1–20 of 45');
    const field = within(dialog).getByRole('combobox', { name: 'Field' });
    expect(within(field).getAllByRole('option').slice(0, 3).map(textOf)).toEqual(['All fields', 'Anthropology', 'Astronomy']);
    await user.selectOptions(field, 'Law');
    await within(dialog).findByText('1 style found');
    expect(listed(dialog)).toEqual(['OSCOLA (Oxford University Standard for Citation of Legal Authorities)']);
    expect(textOf(within(dialog).getByRole('list', { name: 'Styles' }))).toContain('Notes');

    await user.selectOptions(field, 'All fields');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Citation format' }), 'Author-date');
    await within(dialog).findByText('21 styles found · 1–20 of 21');
    expect(listed(dialog)[0]).toBe('American Sociological Association 6th edition');
    expect(styleRequests().at(-1)).toEqual({ format: 'author-date', limit: '20', offset: '0' });
    expect(styleRequests().some((q) => q.field === 'law')).toBe(true);
  });

  it('chooses a style with the keyboard: Tab reaches the list, Enter chooses and closes', async () => {
    const { dialog, user, chosen, isOpen } = openDialog();
    await within(dialog).findByText('45 styles found · 1–20 of 45');
    const search = within(dialog).getByRole('searchbox', { name: 'Search styles' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(textOf(document.activeElement?.querySelector('span') ?? null)).toBe('Nature');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(chosen.map((style) => style.id)).toEqual(['csl:nature-chemistry']);
    expect(isOpen()).toBe(false);
  });

  it('axe finds nothing on the dialog, with results and with none', async () => {
    const { dialog, user } = openDialog();
    await within(dialog).findByText('45 styles found · 1–20 of 45');
    // Colours are the browser tests' to check: happy-dom lays nothing out.
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    const findings = async () => (await axe.run(dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await findings()).toEqual([]);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search styles' }), 'zzz');
    await within(dialog).findByText('0 styles found');
    expect(await findings()).toEqual([]);
  });
});

const ownStyle = (n: number, title: string, format: UserStyleSummary['format'] = 'author-date'): UserStyleSummary => ({
  id: `user:00000000-0000-4000-8000-00000000000${n}`,
  title,
  format,
  createdAt: '2026-12-01T10:00:00.000Z',
});
const lab = ownStyle(1, 'Our lab’s style');
const notes = ownStyle(2, 'Seminar notes', 'note');

/** The user's own styles as the section lists them: title and format. */
const ownListed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Your uploaded styles' }))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('span > span')].map((line) => textOf(line)).join(' | '));

describe('your styles, in the style picker', () => {
  it('lists the styles the user uploaded, marks the current one, and chooses one', async () => {
    const { dialog, user, chosenOwn, isOpen } = openDialog({ own: [lab, notes], current: notes.id });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    await within(section).findByRole('list', { name: 'Your uploaded styles' });
    expect(ownListed(dialog)).toEqual(['Our lab’s style | Author-date', 'Seminar notes | Notes · current style']);
    await user.click(within(section).getByRole('button', { name: 'Use Our lab’s style' }));
    expect(chosenOwn).toEqual([lab]);
    expect(isOpen()).toBe(false);
  });

  it('says when the user has none', async () => {
    const { dialog } = openDialog({ own: [] });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    expect(await within(section).findByText('You have not uploaded a style yet.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('offers no choice where the dialog has no way to use one: only delete and upload', async () => {
    answerCatalogue();
    answer('GET /api/styles', { json: { styles: [lab] } });
    renderScreen(<StylePickerDialog open onOpenChange={() => undefined} onChoose={() => undefined} />);
    const section = within(screen.getByRole('region', { name: 'Your styles' }));
    await section.findByRole('list', { name: 'Your uploaded styles' });
    expect(section.queryByRole('button', { name: 'Use Our lab’s style' })).toBeNull();
    expect(section.getByRole('button', { name: 'Delete Our lab’s style' })).toBeTruthy();
  });

  it('uploads a .csl file, says it was added, and lists it', async () => {
    const { dialog, user } = openDialog({ own: [] });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    await within(section).findByText('You have not uploaded a style yet.');
    const held = heldAnswer({ status: 201, json: lab });
    answer('POST /api/styles', held.responder);
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['<style/>'], 'lab.csl'));
    // While the server checks it, the upload and the deletes wait.
    expect(isDisabled(await within(section).findByRole('button', { name: 'Checking the style…' }))).toBe(true);
    answer('GET /api/styles', { json: { styles: [lab] } });
    held.release();
    expect(await within(section).findByText('“Our lab’s style” was added to your styles.')).toBeTruthy();
    await waitFor(() => expect(ownListed(dialog)).toEqual(['Our lab’s style | Author-date']));
    expect(requestsTo('POST /api/styles')).toHaveLength(1);
    expect(isDisabled(within(section).getByRole('button', { name: 'Upload a .csl file' }))).toBe(false);
  });

  it('shows the server’s own message when it refuses a file, and the list stays as it was', async () => {
    const { dialog, user } = openDialog({ own: [lab] });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    await within(section).findByRole('list', { name: 'Your uploaded styles' });
    const message = 'The macro "author" calls itself (author → names-short → author): citeproc would never finish.';
    answer('POST /api/styles', { status: 400, json: { error: { code: 'validation_failed', message } } });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['<style/>'], 'loop.csl'));
    expect(textOf(await within(section).findByRole('alert'))).toBe(message);
    expect(ownListed(dialog)).toEqual(['Our lab’s style | Author-date']);
  });

  it('refuses a file over 512 KB before sending it', async () => {
    const { dialog, user } = openDialog({ own: [] });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    await within(section).findByText('You have not uploaded a style yet.');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'.repeat(512 * 1024 + 1)], 'huge.csl'));
    expect(textOf(await within(section).findByRole('alert'))).toBe('A style file may be at most 512 KB.');
    expect(requestsTo('POST /api/styles')).toEqual([]);
  });

  it('deletes a style and lists what is left', async () => {
    const { dialog, user } = openDialog({ own: [lab, notes] });
    const section = within(dialog).getByRole('region', { name: 'Your styles' });
    await within(section).findByRole('list', { name: 'Your uploaded styles' });
    answer(`DELETE /api/styles/${encodeURIComponent(notes.id)}`, { status: 204 });
    answer('GET /api/styles', { json: { styles: [lab] } });
    await user.click(within(section).getByRole('button', { name: 'Delete Seminar notes' }));
    expect(await within(section).findByText('“Seminar notes” was deleted.')).toBeTruthy();
    await waitFor(() => expect(ownListed(dialog)).toEqual(['Our lab’s style | Author-date']));
    expect(requestsTo(`DELETE /api/styles/${encodeURIComponent(notes.id)}`)).toHaveLength(1);
  });

  it('axe finds nothing on the section, with styles and a refusal', async () => {
    const { dialog, user } = openDialog({ own: [lab, notes], current: lab.id });
    await within(dialog).findByRole('list', { name: 'Your uploaded styles' });
    answer('POST /api/styles', { status: 400, json: { error: { code: 'validation_failed', message: 'The file is not XML: text before the first element at line 1, column 1.' } } });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['not xml'], 'bad.csl'));
    await within(dialog).findByRole('alert');
    const options = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(dialog, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});

describe('the catalogue style in the paper panel', () => {
  it('opens the picker from More styles…, names the chosen style, and gives focus back to its button', async () => {
    answerCatalogue();
    const { user, changes } = renderPanel({ citationStyle: 'apa' });
    const more = screen.getByRole('button', { name: 'More styles…' });
    await user.click(more);
    const dialog = screen.getByRole('dialog', { name: 'Choose a citation style' });
    await within(dialog).findByText('45 styles found · 1–20 of 45');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
    expect(changes).toEqual([]);

    await user.click(more);
    const again = screen.getByRole('dialog', { name: 'Choose a citation style' });
    await user.type(within(again).getByRole('searchbox', { name: 'Search styles' }), 'oscola');
    await within(again).findByText('1 style found');
    await user.click(within(again).getByRole('button', { name: /^OSCOLA/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(changes).toEqual([{ citationStyle: 'apa', cslStyle: 'csl:oscola' }]);
    expect(screen.getByText('Follows: OSCOLA (Oxford University Standard for Citation of Legal Authorities)')).toBeTruthy();
    // The featured select stays, as what the paper falls back to.
    expect((screen.getByRole('combobox', { name: 'Citation style' }) as HTMLSelectElement).value).toBe('apa');
    const change = screen.getByRole('button', { name: 'Change' });
    expect(document.activeElement).toBe(change);
    // The chosen style's title came with the choice: the panel asked for nothing more.
    expect(styleRequests().every((q) => q.limit === '20')).toBe(true);
  });

  it('names a stored style by its title from the catalogue, and drops it for the featured styles', async () => {
    answerCatalogue();
    const { user, changes } = renderPanel({ citationStyle: 'mla', cslStyle: 'csl:nature' });
    expect(await screen.findByText('Follows: Nature')).toBeTruthy();
    expect(styleRequests()).toEqual([{ id: 'csl:nature' }]);

    await user.click(screen.getByRole('button', { name: 'Use a featured style instead' }));
    expect(changes).toEqual([{ citationStyle: 'mla', cslStyle: null }]);
    expect(screen.queryByText(/Follows/)).toBeNull();
    const more = screen.getByRole('button', { name: 'More styles…' });
    expect(document.activeElement).toBe(more);
  });

  it('says so when the catalogue does not hold the stored style', async () => {
    answerCatalogue();
    renderPanel({ citationStyle: 'apa', cslStyle: 'csl:retired-journal' });
    expect(await screen.findByText('The style “retired-journal” is not in the catalogue: the paper follows the citation style above.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a featured style instead' })).toBeTruthy();
  });
});

describe('the formatted preview', () => {
  const formatted = { markdown: 'Formatted in the chosen style.', unknownKeys: [], listed: 1, printed: [] } satisfies FormattedPaperAnswer;

  it('asks for the paper in its catalogue style, with the featured style to fall back to', async () => {
    answer('POST /api/papers/format', { json: formatted });
    renderScreen(<FormattedPaper markdown="A claim [@smith2020]." settings={{ citationStyle: 'ieee', cslStyle: 'csl:nature' }} />);
    expect(await screen.findByText('Formatted in the chosen style.')).toBeTruthy();
    expect(requestsTo('POST /api/papers/format').map((r) => r.body)).toEqual([
      { markdown: 'A claim [@smith2020].', style: 'ieee', cslStyle: 'csl:nature', includeUncited: false, language: 'en' },
    ]);
  });

  it('sends no catalogue style once the paper dropped it', async () => {
    answer('POST /api/papers/format', { json: formatted });
    renderScreen(<FormattedPaper markdown="A claim [@smith2020]." settings={{ citationStyle: 'ieee', cslStyle: null } as unknown as PaperSettings} />);
    expect(await screen.findByText('Formatted in the chosen style.')).toBeTruthy();
    expect(requestsTo('POST /api/papers/format').map((r) => r.body)).toEqual([{ markdown: 'A claim [@smith2020].', style: 'ieee', includeUncited: false, language: 'en' }]);
  });
});
