import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { DocumentRecord } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, pageSettled, waitForPath } from './steps.ts';

// Sharing as a group and their tutor use it: the owner makes links from the
// editor's Share dialog, a visitor without an account reads a view link, a
// signed-in reader finds the document under "Shared with me", an editor
// saves into the owner's document, and removing or revoking ends it at once.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

async function signedIn() {
  const { context, page } = contexts.track(await newPage());
  const user = await createUser();
  await signInContext(context, user);
  return { context, page, user };
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord;
}

const shareDialog = (page: Page, title: string) => page.getByRole('dialog', { name: `Share “${title}”` });

/** Makes a link from the editor's Share dialog and answers its address, as shown in the list. */
async function makeLink(page: Page, title: string, choice: { access: 'Can view' | 'Can edit'; audience: string }): Promise<string> {
  const dialog = shareDialog(page, title);
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Access' }).selectOption({ label: choice.access });
  await dialog.getByRole('combobox', { name: 'Who can open it' }).selectOption({ label: choice.audience });
  const before = await dialog.getByRole('textbox', { name: 'Link address' }).count();
  await dialog.getByRole('button', { name: 'Create link and copy' }).click();
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Link address' }).count()).toBe(before + 1);
  // The newest link is first, marked New.
  const newest = dialog.getByRole('listitem').filter({ hasText: 'New' });
  return newest.getByRole('textbox', { name: 'Link address' }).inputValue();
}

describeBrowser('sharing a document', () => {
  it('a view link: read without an account, listed under Shared with me, and gone at once when the owner removes the reader or revokes the link', async () => {
    const owner = await signedIn();
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Group report on tides', content: '# Group report on tides\n\nThe moon pulls the sea.' });
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    const address = await makeLink(owner.page, doc.title, { access: 'Can view', audience: 'Anyone with the link' });
    expect(address).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);
    const path = new URL(address).pathname;

    // A visitor without an account reads it, and is never offered the editor.
    const visitor = contexts.track(await newPage());
    await visitor.page.goto(path);
    await pageSettled(visitor.page);
    await expectHeading(visitor.page, doc.title);
    await expect.poll(() => visitor.page.getByText('The moon pulls the sea.').isVisible()).toBe(true);
    await visitor.page.getByText('You can view').waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Open in the editor' }).count()).toBe(0);

    // A signed-in reader opens it, then finds it in History.
    const reader = await signedIn();
    await reader.page.goto(path);
    await pageSettled(reader.page);
    await expectHeading(reader.page, doc.title);
    await reader.page.goto('/history');
    await pageSettled(reader.page);
    const shared = reader.page.getByRole('region', { name: 'Shared with me' });
    await shared.getByRole('link', { name: doc.title }).click();
    await waitForPath(reader.page, path);

    // The owner sees the reader and removes them: the reader's next visit is refused.
    await owner.page.reload();
    await pageSettled(owner.page);
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = shareDialog(owner.page, doc.title);
    const people = dialog.getByRole('region', { name: 'Who has access' });
    await expect.poll(() => people.getByText(reader.user.email).isVisible()).toBe(true);
    await people.getByRole('button', { name: `Remove ${reader.user.email}` }).click();
    await people.getByText('Nobody has opened a link while signed in yet.').waitFor();
    await reader.page.reload();
    await pageSettled(reader.page);
    await expectHeading(reader.page, 'Your access was removed');

    // Revoked: the visitor's next load says the link does not work.
    await dialog.getByRole('button', { name: 'Revoke link: Can view, Anyone with the link' }).click();
    await dialog.getByText('No links yet. Nobody else can open this document.').waitFor();
    await visitor.page.reload();
    await pageSettled(visitor.page);
    await expectHeading(visitor.page, 'This link does not work');
  });

  it('an edit link for signed-in users: a visitor is asked to sign in, and an editor saves into the owner’s document', async () => {
    const owner = await signedIn();
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Lab write-up', content: 'Method: we measured twice.' });
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    const path = new URL(await makeLink(owner.page, doc.title, { access: 'Can edit', audience: 'Anyone signed in to Inkwell' })).pathname;

    const visitor = contexts.track(await newPage());
    await visitor.page.goto(path);
    await pageSettled(visitor.page);
    await expectHeading(visitor.page, 'Sign in to open this document');
    expect(await visitor.page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(path)}`);

    const editor = await signedIn();
    await editor.page.goto(path);
    await pageSettled(editor.page);
    await editor.page.getByRole('link', { name: 'Open in the editor' }).click();
    await waitForPath(editor.page, `/documents/${doc.id}/edit`);
    await editor.page.getByText('shared this document with you to edit').waitFor();
    // The owner's tools stay the owner's.
    expect(await editor.page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    expect(await editor.page.getByRole('button', { name: 'Versions' }).count()).toBe(0);
    const body = editor.page.getByRole('textbox', { name: 'Document text (Markdown)' });
    await body.focus();
    await editor.page.keyboard.press('Control+End');
    await editor.page.keyboard.type(' Results: the tide rose 2 m.');
    await editor.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await serverCopy(owner.context, doc.id)).content, { timeout: 10_000 }).toBe('Method: we measured twice. Results: the tide rose 2 m.');
  });

  it('the share dialog and a shared page pass axe in every look', async () => {
    const owner = await signedIn();
    const doc = await createDocument(owner.context, { type: 'essay', title: 'Seminar notes', content: 'Notes for the seminar.' });
    await owner.page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(owner.page);
    // The link is made by the API: the dialog's own "Link copied" toast would sit above its dimmed backdrop.
    const made = await owner.context.request.post(`/api/documents/${doc.id}/shares`, { data: { role: 'view', audience: 'emails', emails: ['tutor@example.org'], expiresInDays: 7 }, headers: { origin: baseURL } });
    expect(made.status()).toBe(201);
    await owner.context.request.post(`/api/documents/${doc.id}/shares`, { data: { role: 'view', audience: 'anyone' }, headers: { origin: baseURL } });
    const anyone = ((await (await owner.context.request.get(`/api/documents/${doc.id}/shares`)).json()) as { links: { token: string; audience: string }[] }).links.find((l) => l.audience === 'anyone')!;
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    await shareDialog(owner.page, doc.title).getByText('Only tutor@example.org').waitFor();
    expect(await axeFindingsInEachLook(owner.page, 'the share dialog')).toEqual([]);

    const visitor = contexts.track(await newPage());
    await visitor.page.goto(`/s/${anyone.token}`);
    await pageSettled(visitor.page);
    await expectHeading(visitor.page, doc.title);
    expect(await axeFindingsInEachLook(visitor.page, 'a shared page')).toEqual([]);
  });
});
