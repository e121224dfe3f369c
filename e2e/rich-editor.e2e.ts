import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, pageSettled } from './steps.ts';

// The rich editor as a writer uses it: what a Markdown document looks like
// in it, typing with its shortcuts and its toolbar, and what is saved (the
// document stays Markdown on the server).

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const essay = {
  type: 'essay',
  title: 'Why Bridges Sing',
  content: '# Why Bridges Sing\n\nWind makes **long** cables vibrate.\n\n## Resonance\n\n- Vortex shedding\n- Damping\n',
} satisfies CreateDocumentInput;

async function accountWith(doc: CreateDocumentInput, options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage({ editorView: 'rich', ...options }));
  await signInContext(context, await createUser());
  const created = await createDocument(context, doc);
  await page.goto(`/documents/${created.id}/edit`);
  await pageSettled(page);
  await expectHeading(page, `Editing ${doc.title}`);
  return { context, page, doc: created };
}

const text = (page: Page) => page.getByRole('textbox', { name: 'Document text', exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord;
}

/** Saves now (Ctrl+S) and answers what the server then holds, once it holds `expected`. */
async function savedAs(page: Page, context: BrowserContext, id: string, expected: string | ((content: string) => boolean)): Promise<string> {
  await page.keyboard.press('Control+s');
  let content = '';
  await expect
    .poll(
      async () => {
        content = (await serverCopy(context, id)).content;
        return typeof expected === 'string' ? content : expected(content);
      },
      { timeout: 10_000 },
    )
    .toBe(typeof expected === 'string' ? expected : true);
  return content;
}

describeBrowser('the rich editor', () => {
  it('shows Markdown as formatted text, and what is typed with its shortcuts and toolbar is saved as Markdown', async () => {
    const { context, page, doc } = await accountWith(essay);
    // The Markdown is shown as what it means: a heading, bold text, a list.
    await text(page).getByRole('heading', { name: 'Resonance', level: 2 }).waitFor();
    await text(page).locator('strong', { hasText: 'long' }).waitFor();
    await text(page).getByRole('listitem').filter({ hasText: 'Damping' }).waitFor();

    // Opened and left alone, the document is not written again.
    await page.waitForTimeout(600);
    expect((await serverCopy(context, doc.id)).content).toBe(essay.content);

    await text(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('## Field notes');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The deck ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('moved');
    await expect.poll(() => toolbar(page).getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' in the wind.');
    await savedAs(page, context, doc.id, `${essay.content}\n## Field notes\n\nThe deck **moved** in the wind.\n`);

    // Undo takes back the last words; the Markdown view shows the same document as Markdown.
    await page.keyboard.press('Control+z');
    const afterUndo = await savedAs(page, context, doc.id, (content) => !content.includes('in the wind.'));
    await page.getByRole('group', { name: 'Editing view' }).getByRole('button', { name: 'Markdown' }).click();
    expect(await page.getByRole('textbox', { name: 'Document text (Markdown)' }).inputValue()).toBe(afterUndo);
  });

  it('inserts a footnote where the caret is and puts the caret in its text; a citation is one atom', async () => {
    const paper = {
      type: 'academic',
      title: 'Reading on Screens',
      content: '# Reading on Screens\n\nPeople read differently on screens [@smith2020, p. 4].\n',
      data: { academicType: 'research', citationStyle: 'apa' },
    } satisfies CreateDocumentInput;
    const { context, page, doc } = await accountWith(paper);
    const citation = text(page).locator('[data-citation]');
    await expect.poll(() => citation.textContent()).toBe('[@smith2020, p. 4]');

    // At the paragraph's start (a click on the citation would open the picker), then to its end.
    await text(page).getByText('People read differently').click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('End');
    await toolbar(page).getByRole('button', { name: 'Insert footnote' }).click();
    await page.keyboard.type('Measured in 2019.');
    await savedAs(page, context, doc.id, '# Reading on Screens\n\nPeople read differently on screens [@smith2020, p. 4].[^1]\n\n[^1]: Measured in 2019.\n');

    // A click on a citation opens the picker to change it, and selects it whole: Backspace removes it whole, never half of its key.
    await citation.click();
    await page.getByRole('dialog', { name: 'Change a citation' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Change a citation' }).waitFor({ state: 'detached' });
    // The dialog gives the focus back to the text in a task after it leaves the page.
    await expect.poll(() => text(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Backspace');
    await savedAs(page, context, doc.id, '# Reading on Screens\n\nPeople read differently on screens .[^1]\n\n[^1]: Measured in 2019.\n');
  });

  it('works from the keyboard: one tab stop for the toolbar, arrows between its buttons, names and states; axe finds nothing', async () => {
    const { page } = await accountWith(essay);
    await toolbar(page).getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Redo');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Horizontal line');
    // Only one toolbar button is in the tab order.
    expect(await toolbar(page).locator('button[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Horizontal line');

    // A heading's button shows it is on where the caret is.
    await text(page).getByRole('heading', { name: 'Resonance' }).click();
    await expect.poll(() => toolbar(page).getByRole('button', { name: 'Heading', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeFindingsInEachLook(page, 'rich editor', { sideways: true })).toEqual([]);
  });
});
