import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, expectHeading, pageSettled, waitForPath } from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const essay = {
  type: 'essay',
  title: 'Why Bridges Sing',
  content: '# Why Bridges Sing\n\nWind makes **long** cables vibrate.\n\n## Resonance\n\n- Vortex shedding\n- Damping\n',
} satisfies CreateDocumentInput;

/** A new account signed in to a fresh page, owning these documents (created in order, the last is the newest). */
async function accountWith(documents: CreateDocumentInput[], options: { width?: number } = {}) {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC', ...options }));
  await signInContext(context, await createUser());
  const created: DocumentRecord[] = [];
  for (const doc of documents) created.push(await createDocument(context, doc));
  return { context, page, created };
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  const res = await context.request.get(`/api/documents/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentRecord;
}

// ---- the editor, as a user reads it ----

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title · Essay' });
const body = (page: Page) => page.getByRole('textbox', { name: 'Document text (Markdown)' });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saved|Unsaved changes|Saving…|Not saved — retrying)$/ });
const restoredNotice = 'Changes you made earlier in this browser had not reached the server yet; they are back and will be saved now.';

async function expectStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect.poll(async () => (await saveStatus(page).textContent())?.trim(), { timeout }).toBe(text);
}

async function openEditor(page: Page, doc: { id: string; title: string }): Promise<void> {
  await page.goto(`/documents/${doc.id}/edit`);
  await pageSettled(page);
  await expectHeading(page, `Editing ${doc.title}`);
}

/** Types at the end of the body, as a user would (keystroke by keystroke). */
async function typeAtEnd(page: Page, text: string): Promise<void> {
  await body(page).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** Aborts every save (PATCH) of a document from this page or context, as a dropped connection would. */
async function failSaves(target: Page | BrowserContext) {
  const pattern = '**/api/documents/*';
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback();
  await target.route(pattern, handler);
  return { restore: () => target.unroute(pattern, handler) };
}

describeBrowser('the document editor', () => {
  it('Edit in History opens the essay; typing saves it, a reload shows it, and History lists it first under its new title', async () => {
    const { context, page, created } = await accountWith([essay, { type: 'cover-letter', title: 'A newer letter', content: 'Dear committee,' }]);
    const [doc] = created as [DocumentRecord];
    await page.goto('/history');
    await pageSettled(page);
    const row = page.getByRole('article', { name: essay.title, exact: true });
    await row.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/documents/${doc.id}/edit`);
    await expectHeading(page, `Editing ${essay.title}`);
    expect(await titleField(page).inputValue()).toBe(essay.title);
    expect(await body(page).inputValue()).toBe(essay.content);
    await page.getByText('12 words', { exact: true }).waitFor();
    await expectStatus(page, 'Saved');

    await titleField(page).fill('Why Suspension Bridges Sing');
    await expectStatus(page, 'Unsaved changes');
    await typeAtEnd(page, '\nTacoma Narrows, 1940.');
    await expectStatus(page, 'Saved');
    await expectHeading(page, 'Editing Why Suspension Bridges Sing');
    const saved = await serverCopy(context, doc.id);
    expect(saved.title).toBe('Why Suspension Bridges Sing');
    expect(saved.content).toBe(`${essay.content}\nTacoma Narrows, 1940.`);

    await page.reload();
    await pageSettled(page);
    expect(await body(page).inputValue()).toBe(`${essay.content}\nTacoma Narrows, 1940.`);
    expect(await titleField(page).inputValue()).toBe('Why Suspension Bridges Sing');
    expect(await page.getByText(restoredNotice).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to History' }).click();
    await waitForPath(page, '/history');
    const first = page.getByRole('region', { name: 'Your documents' }).getByRole('article').first();
    await first.getByRole('heading', { name: 'Why Suspension Bridges Sing', exact: true }).waitFor();
    expect(await first.locator('p').first().textContent()).toMatch(/^Essay · Updated Today at /);
  });

  it('Preview renders the Markdown being written', async () => {
    const { page, created } = await accountWith([essay]);
    await openEditor(page, created[0]!);
    await typeAtEnd(page, '\n> A _quoted_ line\n');
    const tabs = page.getByRole('tablist', { name: 'Editor mode' });
    expect(await tabs.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
    // From the keyboard: the arrow key moves to Preview and shows it.
    await tabs.getByRole('tab', { name: 'Write' }).focus();
    await page.keyboard.press('ArrowRight');
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Resonance', level: 2 }).waitFor();
    await preview.getByRole('heading', { name: 'Why Bridges Sing', level: 1 }).waitFor();
    expect((await preview.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual(['Vortex shedding', 'Damping']);
    await preview.locator('strong', { hasText: 'long' }).waitFor();
    await preview.locator('blockquote em', { hasText: 'quoted' }).waitFor();
    expect(await preview.textContent()).not.toMatch(/[*#>_]/);
    expect(await body(page).count()).toBe(0);

    await page.getByRole('tab', { name: 'Write' }).click();
    expect(await body(page).inputValue()).toContain('> A _quoted_ line');
  });

  it('a blank title is an error that is never saved; the text still is', async () => {
    const { context, page, created } = await accountWith([essay]);
    const doc = created[0]!;
    await openEditor(page, doc);
    await titleField(page).fill('   ');
    const error = page.getByText('This field is required', { exact: true });
    await error.waitFor();
    expect(await titleField(page).getAttribute('aria-invalid')).toBe('true');
    // Screen readers hear the error with the field (its description).
    expect(await titleField(page).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('This field is required');

    await typeAtEnd(page, '\nMore text.');
    await expect.poll(async () => (await serverCopy(context, doc.id)).content, { timeout: 10_000 }).toBe(`${essay.content}\nMore text.`);
    expect((await serverCopy(context, doc.id)).title).toBe(essay.title);
    // The text is saved; the title error stays until the title is fixed.
    await expectStatus(page, 'Saved');
    await error.waitFor();

    await titleField(page).fill('Bridges');
    await error.waitFor({ state: 'detached' });
    expect(await titleField(page).getAttribute('aria-invalid')).toBeNull();
    await expect.poll(async () => (await serverCopy(context, doc.id)).title, { timeout: 10_000 }).toBe('Bridges');
  });

  it('a failed save says "Not saved — retrying" and saves once the network is back', async () => {
    const { context, page, created } = await accountWith([essay]);
    const doc = created[0]!;
    await openEditor(page, doc);
    const network = await failSaves(page);
    await typeAtEnd(page, '\nWritten while offline.');
    await expectStatus(page, 'Not saved — retrying');
    expect((await serverCopy(context, doc.id)).content).toBe(essay.content);

    await network.restore();
    await expectStatus(page, 'Saved', 20_000);
    expect((await serverCopy(context, doc.id)).content).toBe(`${essay.content}\nWritten while offline.`);
  });

  it('offline, it keeps retrying; back online, it saves at once', async () => {
    const { context, page, created } = await accountWith([essay]);
    const doc = created[0]!;
    await openEditor(page, doc);
    await context.setOffline(true);
    await typeAtEnd(page, '\nOn a train.');
    await expectStatus(page, 'Not saved — retrying');
    // Let the back-off grow (retries 1, 2 and 4 s apart: the next one is 8 s away), so that
    // a save within 3 s of reconnecting can only come from the browser's 'online' event.
    await page.waitForTimeout(7_500);
    await expectStatus(page, 'Not saved — retrying');
    await context.setOffline(false);
    await expectStatus(page, 'Saved', 3_000);
    expect((await serverCopy(context, doc.id)).content).toBe(`${essay.content}\nOn a train.`);
  });

  it('an edit that never reached the server is restored after a reload, then saved', async () => {
    const { context, page, created } = await accountWith([essay]);
    const doc = created[0]!;
    await openEditor(page, doc);
    // On the context, so the block outlives the reload.
    const network = await failSaves(context);
    await typeAtEnd(page, '\nNot on the server yet.');
    await expectStatus(page, 'Not saved — retrying');

    // Leaving with unsaved work asks first (beforeunload); the user leaves anyway.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await pageSettled(page);
    expect(await body(page).inputValue()).toBe(`${essay.content}\nNot on the server yet.`);
    await page.getByRole('status').filter({ hasText: restoredNotice }).waitFor();
    expect((await serverCopy(context, doc.id)).content).toBe(essay.content);
    await expectStatus(page, 'Not saved — retrying');

    await network.restore();
    await expectStatus(page, 'Saved', 20_000);
    expect((await serverCopy(context, doc.id)).content).toBe(`${essay.content}\nNot on the server yet.`);

    // Saved: the next visit starts from the server copy, with no notice.
    await page.reload();
    await pageSettled(page);
    expect(await body(page).inputValue()).toBe(`${essay.content}\nNot on the server yet.`);
    expect(await page.getByText(restoredNotice).count()).toBe(0);
  });

  it('leaving with unsaved changes asks first; staying keeps the edit', async () => {
    const { page, created } = await accountWith([essay]);
    await openEditor(page, created[0]!);
    await failSaves(page);
    await typeAtEnd(page, '\nUnsaved.');
    await expectStatus(page, 'Not saved — retrying');
    await page.getByRole('link', { name: 'Back to History' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.getByText('Your latest changes have not been saved yet.', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/documents/${created[0]!.id}/edit`);
    expect(await body(page).inputValue()).toContain('Unsaved.');

    await page.getByRole('link', { name: 'Back to History' }).click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/history');
  });

  it("a resume's Edit opens the resume builder; an unknown document says it does not exist", async () => {
    const { page, created } = await accountWith([{ type: 'resume', title: 'My Resume', data: { personalInfo: { fullName: 'Ada Lovelace' } } }]);
    const resume = created[0]!;
    await page.goto('/history');
    await pageSettled(page);
    const edit = page.getByRole('article', { name: 'My Resume', exact: true }).getByRole('link', { name: 'Edit', exact: true });
    expect(await edit.getAttribute('href')).toBe(`/resume-builder?document=${resume.id}`);
    // The editor's own address for a resume sends it to the builder too.
    await page.goto(`/documents/${resume.id}/edit`);
    await waitForPath(page, `/resume-builder?document=${resume.id}`);

    await page.goto(`/documents/${randomUUID()}/edit`);
    await page.getByText('This document does not exist or was deleted.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to History' }).getAttribute('href')).toBe('/history');
  });
});

describeBrowser('editor accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('writing, previewing and a missing title, light and dark at 1280 and 360 px', async () => {
    const { page, created } = await accountWith([essay]);
    await openEditor(page, created[0]!);
    const failures = await axeFindingsInEachLook(page, 'write');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('tabpanel', { name: 'Preview' }).getByRole('heading', { name: 'Resonance' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'preview')));
    await page.getByRole('tab', { name: 'Write' }).click();
    await titleField(page).fill('');
    await page.getByText('This field is required').waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'missing title')));
    expect(failures).toEqual([]);
  });

  it('the open Download menu, light and dark at 1280 and 360 px', async () => {
    const { page, created } = await accountWith([essay]);
    await openEditor(page, created[0]!);
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menu').waitFor();
    expect(await axeFindingsInEachLook(page, 'download menu')).toEqual([]);
  });
});
