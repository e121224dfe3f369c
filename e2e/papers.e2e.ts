import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { addReferenceToEmptyLibrary, contextTracker, downloadBytes, pageSettled, pdfText, watchErrors } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

// A student builds a paper — references typed, imported from
// BibTeX and from RIS, cited, and the style switched — and sees the same
// citations on screen and in the files.

const bibtex = `@book{walker2017,
  title = {Why We Sleep},
  author = {Walker, Matthew},
  year = {2017},
  publisher = {Scribner},
  address = {New York}
}`;

const ris = `TY  - RPRT
ID  - who2021
AU  - World Health Organization
TI  - Global report on sleep health
PY  - 2021
PB  - World Health Organization
CY  - Geneva
ER  - `;

async function importText(page: Page, text: string, expectedTitle: string): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import references' });
  await dialog.getByLabel('Or paste the text').fill(text);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText(expectedTitle, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Add 1 reference' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('list').getByText(expectedTitle, { exact: true }).waitFor();
}

async function previewText(page: Page, style: string, expected: string): Promise<string> {
  await page.getByLabel('Citation style').selectOption(style);
  await page.getByRole('tab', { name: 'Preview' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByText(expected, { exact: false }).first().waitFor();
  return (await panel.innerText()).replace(/\s+/g, ' ');
}

describeBrowser('academic papers with a reference library', () => {
  it('adds references by form, BibTeX and RIS, cites them, switches APA → MLA → IEEE, and the PDF and DOCX agree', async () => {
    const { context, page } = contexts.track(await newPage());
    const errors = watchErrors(page);
    await signInContext(context, await createUser());
    // Typed, as a student copies it from the article's first page.
    const form = await addReferenceToEmptyLibrary(page);
    await form.getByLabel('Family name 1').fill('Smith');
    await form.getByLabel('Given names 1').fill('Jane A.');
    await form.getByRole('button', { name: 'Add author' }).click();
    await form.getByLabel('Family name 2').fill('Lee');
    await form.getByLabel('Given names 2').fill('Min');
    await form.getByRole('textbox', { name: /^Title/ }).fill('The effects of sleep on memory');
    await form.getByLabel('Year').fill('2020');
    await form.getByLabel(/^Published in/).fill('Journal of Sleep Research');
    await form.getByLabel('Volume').fill('29');
    await form.getByLabel('Issue').fill('2');
    await form.getByLabel('Pages').fill('101-115');
    await form.getByLabel('Citation key (optional)').fill('smith2020');
    await form.getByRole('button', { name: 'Add reference' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('list').getByText('The effects of sleep on memory', { exact: true }).waitFor();

    await importText(page, bibtex, 'Why We Sleep');
    await importText(page, ris, 'Global report on sleep health');
    expect(await page.getByText('3 references').count()).toBe(1);

    // A paper in APA; one citation from the picker, two typed.
    await page.goto('/academic-papers');
    await pageSettled(page);
    await page.getByRole('button', { name: 'Start Writing' }).click();
    await page.waitForURL((url) => /^\/documents\/[^/]+\/edit$/.test(url.pathname));
    await pageSettled(page);
    const body = page.getByRole('textbox', { name: 'Document text (Markdown)' });
    await body.fill('## Introduction\n\nSleep consolidates memory');
    await body.press('End');
    await page.getByRole('button', { name: 'Insert citation' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a citation' });
    await picker.getByRole('checkbox', { name: /The effects of sleep on memory/ }).check();
    await picker.getByLabel('Page or place (optional)').fill('104');
    await picker.getByRole('button', { name: 'Insert', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await body.press('End');
    await body.pressSequentially('. Adults need seven hours [@walker2017; @who2021].');
    expect(await body.inputValue()).toContain('Sleep consolidates memory [@smith2020, p. 104]. Adults need seven hours [@walker2017; @who2021].');

    const apa = await previewText(page, 'apa', 'References');
    expect(apa).toContain('Sleep consolidates memory (Smith & Lee, 2020, p. 104).');
    expect(apa).toContain('(Walker, 2017; World Health Organization, 2021)');
    expect(apa).toContain('Smith, J. A., & Lee, M. (2020). The effects of sleep on memory. Journal of Sleep Research, 29(2), 101–115.');
    // APA's titles in sentence case, whatever case they were entered in (the book was entered as "Why We Sleep").
    expect(apa).toContain('Walker, M. (2017). Why we sleep. Scribner. World Health Organization. (2021). Global report on sleep health.');

    await page.getByRole('tab', { name: 'Write' }).click();
    const mla = await previewText(page, 'mla', 'Works Cited');
    expect(mla).toContain('Sleep consolidates memory (Smith and Lee 104).');
    expect(mla).toContain('Walker, Matthew. Why We Sleep. Scribner, 2017.');

    await page.getByRole('tab', { name: 'Write' }).click();
    const ieee = await previewText(page, 'ieee', '[1, p. 104]');
    expect(ieee).toContain('Sleep consolidates memory [1, p. 104]. Adults need seven hours [2], [3].');
    expect(ieee).toContain('[1] J. A. Smith and M. Lee, “The effects of sleep on memory,” Journal of Sleep Research, vol. 29, no. 2, pp. 101–115, 2020.');
    expect(ieee).toContain('[2] M. Walker, Why We Sleep. New York: Scribner, 2017.');

    // The files print what the screen shows.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = await downloadBytes(page, page.getByRole('menu').getByRole('menuitem', { name: 'PDF' }));
    const printed = pdfText(pdf.bytes);
    expect(printed).toContain('Sleep consolidates memory [1, p. 104].');
    expect(printed).toContain('References');
    expect(printed).toMatch(/\[1\] J\. A\. Smith and M\. Lee, “The effects of sleep on memory,”/);
    expect(printed).not.toContain('@smith2020');

    await page.getByRole('button', { name: 'Download' }).click();
    const docx = await downloadBytes(page, page.getByRole('menu').getByRole('menuitem', { name: 'Word (DOCX)' }));
    const xml = strFromU8(unzipSync(docx.bytes)['word/document.xml']!).replace(/<[^>]+>/g, '');
    expect(xml).toContain('Sleep consolidates memory [1, p. 104].');
    expect(xml).toContain('M. Walker, Why We Sleep. New York: Scribner, 2017.');

    // History names the paper's style.
    await page.goto('/history');
    await pageSettled(page);
    await page.getByText('IEEE style').waitFor();
    expect(errors.list()).toEqual([]);
  });

  it('a reference cited by a paper warns before it is deleted', async () => {
    const { context, page } = contexts.track(await newPage());
    await signInContext(context, await createUser());
    await addByApi(context, { key: 'walker2017', item: { type: 'book', title: 'Why We Sleep', author: [{ family: 'Walker', given: 'Matthew' }], issued: { 'date-parts': [[2017]] } } });
    await createDocument(context, { type: 'academic', title: 'Sleep essay', content: 'Claim [@walker2017].', data: { citationStyle: 'apa' } });
    await page.goto('/references');
    await pageSettled(page);
    await page.getByRole('button', { name: 'Delete “Why We Sleep”' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('“Why We Sleep” is cited in 1 paper: Sleep essay.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('list').getByText('Why We Sleep', { exact: true }).waitFor();
  });

  it('the library, its forms and the paper editor pass axe, light and dark at 1280 and 360 px', async () => {
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    await addByApi(context, { key: 'walker2017', item: { type: 'book', title: 'Why We Sleep', author: [{ family: 'Walker', given: 'Matthew' }], issued: { 'date-parts': [[2017]] } } });
    const failures: string[] = [];
    await page.goto('/references');
    await pageSettled(page);
    await page.getByRole('list').getByText('Why We Sleep', { exact: true }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'library')));
    await page.getByRole('button', { name: 'Add reference' }).first().click();
    await page.getByRole('dialog', { name: 'Add a reference' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'add form')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importer = page.getByRole('dialog', { name: 'Import references' });
    await importer.getByLabel('Or paste the text').fill(bibtex.replace('walker2017', 'walker2017b'));
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByText(/Already in your library/).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'import preview')));
    await page.keyboard.press('Escape');

    const { id } = await createDocument(context, { type: 'academic', title: 'Sleep essay', content: 'Claim [@walker2017].', data: { citationStyle: 'chicago' } });
    await page.goto(`/documents/${id}/edit`);
    await pageSettled(page);
    failures.push(...(await axeFindingsInEachLook(page, 'paper editor')));
    await page.getByRole('button', { name: 'Insert citation' }).click();
    await page.getByRole('dialog', { name: 'Insert a citation' }).getByRole('checkbox').first().waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'citation picker')));
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('tabpanel').getByText('Bibliography').waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'formatted preview')));
    expect(failures).toEqual([]);
  });
});

async function addByApi(context: BrowserContext, body: { key: string; item: Record<string, unknown> }): Promise<void> {
  const res = await context.request.post('/api/references', { data: body, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
}
