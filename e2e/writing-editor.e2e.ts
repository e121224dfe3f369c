import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, pageSettled } from './steps.ts';

// The rich editor's writing help as a writer meets it: citations shown as
// they print and changed in the picker, the offline writing checks with the
// user's own dictionary, a paste from Word, a file imported from History,
// and a word goal kept with the document.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const root = path.resolve(import.meta.dirname, '..');
const text = (page: Page) => page.getByRole('textbox', { name: 'Document text', exact: true });
const checks = (page: Page) => page.locator('#writing-checks');

async function signedIn(options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage({ editorView: 'rich', ...options }));
  await signInContext(context, await createUser());
  return { context, page };
}

async function open(page: Page, doc: DocumentRecord) {
  await page.goto(`/documents/${doc.id}/edit`);
  await pageSettled(page);
  await expectHeading(page, `Editing ${doc.title}`);
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord;
}

async function savedContent(page: Page, context: BrowserContext, id: string, holds: (content: string) => boolean): Promise<string> {
  await page.keyboard.press('Control+s');
  let content = '';
  await expect
    .poll(async () => holds((content = (await serverCopy(context, id)).content)), { timeout: 10_000 })
    .toBe(true);
  return content;
}

describeBrowser('the writing editor', () => {
  it('shows a citation as it prints in the paper’s style; a click changes its page and prefix, or removes it', async () => {
    const { context, page } = await signedIn();
    const added = await context.request.post('/api/references', { data: { item: { type: 'book', title: 'Writing in the open', author: [{ family: 'Lee', given: 'Ann' }], issued: { 'date-parts': [[2019]] }, publisher: 'Open Press' }, key: 'lee2019' }, headers: { origin: baseURL } });
    expect(added.status()).toBe(201);
    const { key } = (await added.json()) as { key: string };
    const paper: CreateDocumentInput = { type: 'academic', title: 'Open writing', content: `Writing in public helps [see @${key}, p. 12].\n`, data: { citationStyle: 'apa' } };
    const doc = await createDocument(context, paper);
    await open(page, doc);

    const citation = text(page).locator('.ink-citation');
    await expect.poll(() => citation.textContent(), { timeout: 15_000 }).toBe('(see Lee, 2019, p. 12)');
    await citation.click();
    const picker = page.getByRole('dialog', { name: 'Change a citation' });
    await picker.waitFor();
    expect(await picker.getByLabel('Page or place (optional)').inputValue()).toBe('12');
    expect(await picker.getByLabel('Text before (optional)').inputValue()).toBe('see');
    await picker.getByLabel('Page or place (optional)').fill('20');
    await picker.getByLabel('Text before (optional)').fill('cf.');
    await picker.getByRole('button', { name: 'Update citation' }).click();
    await expect.poll(() => citation.textContent(), { timeout: 15_000 }).toBe('(cf. Lee, 2019, p. 20)');
    expect(await savedContent(page, context, doc.id, (c) => c.includes('[cf. @'))).toBe(`Writing in public helps [cf. @${key}, p. 20].\n`);

    // From the keyboard: the changed citation stays selected, and Enter opens the picker, which removes it.
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: 'Remove citation' }).click();
    await citation.waitFor({ state: 'detached' });
    expect(await savedContent(page, context, doc.id, (c) => !c.includes('@'))).toBe('Writing in public helps .\n');
  });

  it('checks spelling and grammar offline: a suggestion applied is saved, a word added to my dictionary is not flagged again, Chinese has no spelling check', async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, { type: 'essay', title: 'Checked essay', content: 'I beleive the Inkwellian method works.\n' });
    await open(page, doc);

    await page.locator('#writing-checks[data-checks-state="done"]').waitFor({ timeout: 60_000 });
    const spelling = checks(page).getByRole('region', { name: /^Spelling/ });
    await spelling.getByRole('button', { name: 'Replace with “believe”' }).click();
    expect(await savedContent(page, context, doc.id, (c) => c.includes('believe'))).toBe('I believe the Inkwellian method works.\n');

    await spelling.getByRole('button', { name: 'Add “Inkwellian” to my dictionary' }).click();
    await expect.poll(async () => ((await (await context.request.get('/api/me/dictionary')).json()) as { words: string[] }).words).toEqual(['Inkwellian']);
    await page.reload();
    await pageSettled(page);
    await page.locator('#writing-checks[data-checks-state="done"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('.ink-finding-spelling').count()).toBe(0);
    expect(await axeFindingsInEachLook(page, 'writing checks', { sideways: true })).toEqual([]);

    // The document's own language: Chinese is measured, not spelled.
    await checks(page).getByLabel('Language of this document').selectOption('zh');
    await checks(page).getByText('Spelling is not checked in Chinese.').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await serverCopy(context, doc.id)).language).toBe('zh');
  });

  it('keeps the structure of a paste from Word and refuses a paste longer than a document may be', async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, { type: 'essay', title: 'Pasted essay', content: 'Start.\n' });
    await open(page, doc);
    const html = readFileSync(path.join(root, 'src/web/features/editor/rich/paste-fixtures/word.html'), 'utf8');
    const paste = (data: { html?: string; text: string }) =>
      page.evaluate(({ html: pastedHtml, text: pastedText }) => {
        const transfer = new DataTransfer();
        if (pastedHtml) transfer.setData('text/html', pastedHtml);
        transfer.setData('text/plain', pastedText);
        document.querySelector('.ink-rich')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
      }, data);
    await text(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await paste({ html, text: 'Reading on screens' });
    const saved = await savedContent(page, context, doc.id, (c) => c.includes('Reading on screens'));
    expect(saved).toContain('# Reading on screens');
    expect(saved).toContain('- Comprehension\n  - Long texts');
    expect(saved).toContain('| Medium | Score | Time   |');
    expect(saved).not.toMatch(/mso-|class=|<o:p>/);

    await paste({ text: 'x'.repeat(500_001) });
    await page.getByRole('status').filter({ hasText: 'That paste is longer than a document can hold.' }).waitFor();
    expect((await serverCopy(context, doc.id)).content).toBe(saved);
  });

  it('imports a Word file from History as a new document with its structure', async () => {
    const { page } = await signedIn();
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('button', { name: 'Import a document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a document' });
    await dialog.getByLabel('File').setInputFiles(path.join(root, 'src/server/features/documents/import-fixtures/sample.docx'));
    await dialog.getByRole('button', { name: 'Import' }).click();
    // The picture the file holds is named as left out, then the document opens.
    await dialog.getByText('1 picture was left out.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Open document' }).click();
    await page.waitForURL(/\/documents\/[^/]+\/edit$/);
    await text(page).getByRole('heading', { level: 1 }).first().waitFor();
    expect(await text(page).locator('table').count()).toBe(1);
  });

  it('a 2,000-row table opens and saves; past the length limit nothing is sent, the text survives a reload and saving resumes once shortened', async () => {
    const { context, page } = await signedIn();
    const rows = Array.from({ length: 2000 }, (_, i) => `| Row ${i + 1} | ${i * 3} | note ${i + 1} |`).join('\n');
    const table = await createDocument(context, { type: 'essay', title: 'Big table', content: `# Big table\n\n| Name | Value | Note |\n| --- | --- | --- |\n${rows}\n` });
    await open(page, table);
    const last = text(page).getByRole('cell', { name: 'note 2000', exact: true });
    await last.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' checked');
    const saved = await savedContent(page, context, table.id, (content) => content.includes('note 2000 checked'));
    expect(saved.split('\n').filter((line) => /^\| Row \d+ /.test(line))).toHaveLength(2000);

    // A document one paragraph short of the limit: typing past it keeps the text here and sends nothing.
    const paragraph = 'Trees cool the streets and shade the pavements of the old town in the long afternoons of summer.';
    let content = '# Long\n\n';
    while (content.length + paragraph.length + 2 <= 399_000) content += `${paragraph}\n\n`;
    // Its last paragraph brings it to 40 characters under the limit: the sentence typed below goes 20 over.
    content += `${'shade '.repeat(200).slice(0, 400_000 - 40 - content.length - 2)}.\n`;
    expect(content.length).toBe(400_000 - 40);
    const long = await createDocument(context, { type: 'essay', title: 'Long', content });
    // Saves sent with more than the limit. (A save while the sentence was still under it, on a slow
    // machine, is allowed: what must never go is text past the limit.)
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'PATCH' || !request.url().endsWith(`/api/documents/${long.id}`)) return;
      const length = (request.postDataJSON() as { content?: string } | null)?.content?.length ?? 0;
      if (length > 400_000) sent.push(length);
    });
    const serverHoldsNoMore = async () => {
      const saved = (await serverCopy(context, long.id)).content;
      expect(saved.length).toBeLessThanOrEqual(400_000);
      expect(saved).not.toContain('when the stones give back the heat.');
    };
    await open(page, long);
    const limit = page.getByRole('alert').filter({ hasText: 'longer than a document may be' });
    expect(await limit.count()).toBe(0);
    await text(page).locator('p').last().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' And in the evening too, when the stones give back the heat.');
    await limit.waitFor();
    expect(await limit.innerText()).toContain('(400,000 characters)');
    // The status beside Save says it too, at the top of the page.
    await page.getByRole('status').filter({ hasText: 'Too long to save' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.keyboard.press('Control+s');
    // Longer than the autosave's pause: no save past the limit was sent, and the server holds none of it.
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
    await serverHoldsNoMore();

    // A reload brings the text back from this browser, still over the limit and still not sent.
    await page.reload();
    await pageSettled(page);
    await limit.waitFor();
    expect(await text(page).locator('p').last().innerText()).toContain('when the stones give back the heat.');
    await serverHoldsNoMore();
    expect(sent).toEqual([]);

    // Shortened under the limit, it saves.
    await text(page).locator('p').last().click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < ' when the stones give back the heat.'.length; i += 1) await page.keyboard.press('Backspace');
    await limit.waitFor({ state: 'detached' });
    const shortened = await savedContent(page, context, long.id, (saved) => saved.includes('And in the evening too,\n'));
    expect(shortened.length).toBeLessThanOrEqual(400_000);
    expect(shortened).toContain('And in the evening too,\n');
  });

  it('counts words against a goal kept with the document', async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, { type: 'essay', title: 'Goal essay', content: 'One two three four five.\n' });
    await open(page, doc);
    await page.getByRole('button', { name: 'Set a word goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Word goal' });
    await dialog.getByLabel('Words').fill('10');
    await dialog.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText('5 / 10 words').waitFor();
    expect(await page.getByRole('meter', { name: 'Progress to the word goal' }).getAttribute('aria-valuetext')).toBe('50 % of the goal');
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await serverCopy(context, doc.id)).data.wordGoal, { timeout: 10_000 }).toBe(10);
  });
});
