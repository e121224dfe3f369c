import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { axeFindingsInEachLook, baseURL, createDocument, describeBrowser } from './fixtures.ts';
import { namedPerson, selectInEditor, serverCopy } from './review-steps.ts';
import { contextTracker, pageSettled, waitForPath } from './steps.ts';

// Review as a tutor and a writer do it: the owner shares an essay to comment
// on, the tutor selects a passage and comments with a mention, the owner
// finds the thread on the passage, keeps writing around it, replies,
// resolves and reopens it, and deleting the passage leaves it detached.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());



const text = 'The river floods each spring when the snow melts. The river floods again in autumn, after the long rains.';


const highlighted = (page: Page) => page.locator('.ink-rich .ink-comment').allTextContents();
const panel = (page: Page) => page.getByRole('complementary', { name: 'Comments' });

describeBrowser('comments', () => {
  it('a tutor comments on a passage with a mention; the owner replies, writes around it, resolves and reopens it, and a deleted passage leaves it detached', async () => {
    const owner = await namedPerson(contexts, 'Olive Owner');
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Flood report', content: `## Causes\n\n${text}` });
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    // The share dialog offers commenting.
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Share “${doc.title}”` });
    await dialog.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'Can comment' });
    await dialog.getByRole('combobox', { name: 'Who can open it' }).selectOption({ label: 'Anyone signed in to Inkwell' });
    await dialog.getByRole('button', { name: 'Create link and copy' }).click();
    const address = await dialog.getByRole('textbox', { name: 'Link address' }).first().inputValue();
    await owner.page.keyboard.press('Escape');

    // The tutor opens the link, and from it the document with the comments.
    const tutor = await namedPerson(contexts, 'Tom Tutor');
    await tutor.page.goto(new URL(address).pathname);
    await pageSettled(tutor.page);
    await tutor.page.getByRole('link', { name: 'Open to comment' }).click();
    await waitForPath(tutor.page, `/documents/${doc.id}/edit`);
    await pageSettled(tutor.page);
    await tutor.page.getByText('Olive Owner shared this document with you to comment on.', { exact: false }).waitFor();
    expect(await tutor.page.getByRole('toolbar').count()).toBe(0);

    // Typing in the text changes nothing: the reviewer reads and selects.
    await selectInEditor(tutor.page, 'floods again');
    await tutor.page.keyboard.type('x');
    expect(await tutor.page.locator('.ink-rich').textContent()).toContain('The river floods again in autumn');
    await selectInEditor(tutor.page, 'floods again');
    await tutor.page.keyboard.press('Control+Alt+M');
    const box = panel(tutor.page).getByRole('combobox', { name: 'Your comment' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await tutor.page.keyboard.type('Which river? @Ol');
    await panel(tutor.page).getByRole('option', { name: 'Olive Owner' }).waitFor();
    await tutor.page.keyboard.press('Enter');
    await tutor.page.keyboard.type('please name it.');
    await tutor.page.keyboard.press('Control+Enter');
    const thread = panel(tutor.page).locator('li[data-thread]').first();
    await thread.getByText('Which river? @Olive Owner please name it.').waitFor();
    await expect.poll(() => highlighted(tutor.page)).toEqual(['floods again']);
    expect((await serverCopy(owner.context, doc.id)).content).toBe(`## Causes\n\n${text}`);
    const threadId = await thread.getAttribute('data-thread');

    // The owner, from the mail's link, finds the thread picked and its passage highlighted.
    await owner.page.goto(`/documents/${doc.id}/edit?comment=${threadId}`);
    await pageSettled(owner.page);
    const mine = panel(owner.page).locator(`li[data-thread="${threadId}"]`);
    await mine.getByText('Tom Tutor').waitFor();
    await expect.poll(() => mine.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => highlighted(owner.page)).toEqual(['floods again']);

    // Writing before and after the passage: the thread stays on it.
    await selectInEditor(owner.page, 'The river floods each');
    await owner.page.keyboard.type('Every year the river rises each');
    await selectInEditor(owner.page, 'long rains');
    await owner.page.keyboard.type('heavy rain');
    await expect.poll(() => highlighted(owner.page)).toEqual(['floods again']);

    // A reply, then resolve: the highlight goes and the thread folds away; reopened, it is back.
    await mine.getByRole('combobox', { name: 'Your reply' }).fill('The Severn, named now.');
    await mine.getByRole('button', { name: 'Reply', exact: true }).click();
    await mine.getByText('The Severn, named now.').waitFor();
    await mine.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => highlighted(owner.page)).toEqual([]);
    const resolvedToggle = panel(owner.page).getByRole('button', { name: 'Resolved (1)' });
    await resolvedToggle.click();
    await panel(owner.page).getByText('Resolved by Olive Owner', { exact: false }).waitFor();
    await panel(owner.page).getByRole('button', { name: 'Reopen' }).click();
    await expect.poll(() => highlighted(owner.page)).toEqual(['floods again']);

    // The passage deleted: the thread is listed as detached, with its comments.
    await selectInEditor(owner.page, 'floods again', 'floods again in autumn'.length);
    await owner.page.keyboard.press('Backspace');
    const detached = panel(owner.page).getByRole('region', { name: 'Detached (1)' });
    await detached.getByText('Which river?', { exact: false }).waitFor();
    await expect.poll(() => highlighted(owner.page)).toEqual([]);

    // The tutor sees the owner's reply.
    await tutor.page.reload();
    await pageSettled(tutor.page);
    await panel(tutor.page).getByText('The Severn, named now.').waitFor();
  });

  it('the comments panel passes axe in every look', async () => {
    const owner = await namedPerson(contexts, 'Olive Owner');
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Flood report', content: text });
    const anchor = { exact: 'floods again', prefix: 'The river ', suffix: ' in autumn' };
    const res = await owner.context.request.post(`/api/documents/${doc.id}/comments`, { data: { anchor, body: 'Name the river.' }, headers: { origin: baseURL } });
    expect(res.status()).toBe(201);
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    await panel(owner.page).getByText('Name the river.').waitFor();
    expect(await axeFindingsInEachLook(owner.page, 'the comments panel', { screenshot: 'comments', sideways: true })).toEqual([]);
  });
});
