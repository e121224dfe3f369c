import type { BrowserContext, Locator } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectFocused, pageSettled, watchErrors } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// The editor's citation check: a paper citing a key the library lacks, a
// percentage with no source, a malformed DOI and a chosen source never
// cited are listed; each listed place is selected in the text.

async function addReference(context: BrowserContext, key: string, family: string, year: number, title: string): Promise<void> {
  const res = await context.request.post('/api/references', {
    data: { key, item: { type: 'book', title, author: [{ family, given: 'A.' }], issued: { 'date-parts': [[year]] } } },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
}

/** The text the editor's text area has selected, and whether it has the focus. */
function selectedText(body: Locator): Promise<string> {
  return body.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
}

const paperText = [
  '## Introduction',
  '',
  'Sleep shapes memory [@smith2020, p. 4]. Some students cite work they never read [@ghost2019].',
  '',
  'In 2019, about 42% of students slept less than seven hours a night.',
  '',
  '1. The survey ran on 12 March 2020 (see Table 2).',
  '',
  ...Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} discusses sleep without any figure at all.\n`),
  'The data set is at doi:10.123/abc until it moves.',
].join('\n');

describeBrowser('the citation check', () => {
  it('lists an unknown key, an uncited figure, a malformed DOI and an uncited chosen source, and selects each place in the text', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    const errors = watchErrors(page);
    await signInContext(context, await createUser());
    await addReference(context, 'smith2020', 'Smith', 2020, 'Sleep and memory');
    await addReference(context, 'walker2017', 'Walker', 2017, 'Why We Sleep');
    const outline = { title: 'Sleep', thesis: '', sections: [{ id: 's1', role: 'body', heading: 'Sleep', purpose: '', questions: [], notes: [], sources: ['smith2020', 'walker2017'] }] };
    const { id } = await createDocument(context, { type: 'academic', title: 'Sleep paper', content: paperText, data: { citationStyle: 'apa', outline } });
    await page.goto(`/documents/${id}/edit`);
    await pageSettled(page);

    const panel = page.getByRole('region', { name: 'Citation check' });
    await panel.getByRole('button', { name: 'Check citations' }).click();
    await panel.getByRole('status').getByText('4 problems found', { exact: true }).waitFor();
    const findings = panel.getByRole('listitem');
    expect((await findings.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
      'Not in your library: @ghost2019',
      'A figure with no citation',
      'This DOI looks malformed',
      'Chosen but never cited: Walker 2017',
    ]);

    const body = page.getByRole('textbox', { name: 'Document text (Markdown)' });
    await panel.getByRole('button', { name: /^A figure with no citation/ }).click();
    await expectFocused(body, 'after choosing the figure');
    expect(await selectedText(body)).toBe('In 2019, about 42% of students slept less than seven hours a night.');

    // By keyboard, and from the Preview tab: the text comes back on screen with the place selected.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const doi = panel.getByRole('button', { name: /^This DOI looks malformed/ });
    await doi.focus();
    await page.keyboard.press('Enter');
    await expectFocused(body, 'after choosing the DOI');
    expect(await selectedText(body)).toBe('doi:10.123/abc');
    // The DOI is far down the text: the text area has scrolled to it, and is itself on screen.
    expect(await body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await body.evaluate((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })).toBe(true);

    await panel.getByRole('button', { name: /^Not in your library: @ghost2019/ }).click();
    await expectFocused(body, 'after choosing the unknown key');
    expect(await selectedText(body)).toBe('@ghost2019');

    // Fixed in the text, the check finds less.
    await body.fill(paperText.replace('[@ghost2019]', '[@smith2020]').replace('42% of students', '42% of students [@walker2017]').replace('doi:10.123/abc', 'doi:10.1234/abc'));
    await panel.getByText('The text has changed since this check', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Check citations' }).click();
    await panel.getByRole('status').getByText('No problems found', { exact: true }).waitFor();
    expect(await findings.count()).toBe(0);
    expect(errors.list()).toEqual([]);
  });

  it('checks an essay too, and the panel with its findings passes axe in light and dark', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    const { id } = await createDocument(context, {
      type: 'essay',
      title: 'Cities and heat',
      content: 'Cities are warmer than the land around them. Paved surfaces cover 42% of the city [@missing2021].\n\nAs one planner put it, "shade is the cheapest air conditioning we have".',
    });
    await page.goto(`/documents/${id}/edit`);
    await pageSettled(page);
    const panel = page.getByRole('region', { name: 'Citation check' });
    await panel.getByRole('button', { name: 'Check citations' }).click();
    await panel.getByRole('status').getByText('2 problems found', { exact: true }).waitFor();
    expect((await panel.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(['Not in your library: @missing2021', 'A quotation with no citation']);
    await panel.getByRole('button', { name: /^A quotation with no citation/ }).click();
    const body = page.getByRole('textbox', { name: 'Document text (Markdown)' });
    expect(await selectedText(body)).toBe('As one planner put it, "shade is the cheapest air conditioning we have".');
    expect(await axeFindingsInEachLook(page, 'essay citation check')).toEqual([]);

    const paper = await createDocument(context, { type: 'academic', title: 'Heat paper', content: 'Paved surfaces cover 42% of the city [@missing2021].', data: { citationStyle: 'apa' } });
    await page.goto(`/documents/${paper.id}/edit`);
    await pageSettled(page);
    const paperPanel = page.getByRole('region', { name: 'Citation check' });
    await paperPanel.getByRole('button', { name: 'Check citations' }).click();
    await paperPanel.getByRole('status').getByText('1 problem found', { exact: true }).waitFor();
    expect(await axeFindingsInEachLook(page, 'paper citation check')).toEqual([]);
  });
});
