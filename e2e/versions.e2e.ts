import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { DocumentVersionList } from '../src/shared/document-versions.ts';
import type { DocumentPage, DocumentRecord } from '../src/shared/documents.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, draftFinished, holdRequests, pageSettled, waitForPath } from './steps.ts';

// Regenerate replaces its draft; the editor's Versions dialog lists the earlier texts, compares one with the
// editor's text word by word and restores one.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

async function signedIn(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const { context, page } = contexts.track(await newPage({ timezoneId: 'UTC', ...options }));
  await signInContext(context, await createUser());
  return { context, page };
}

const essay = { topic: 'Why cities should plant more trees', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' };

/** A draft written through the API, as the generator does (a Regenerate when `documentId` is given). */
async function generated(context: BrowserContext, seed: number, documentId?: string): Promise<string> {
  const res = await context.request.post('/api/generate/essay', { data: { ...essay, seed, ...(documentId ? { documentId } : {}) }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  const done = (await res.text()).trim().split('\n\n').at(-1)!;
  return (JSON.parse(done.slice('data: '.length)) as { documentId: string }).documentId;
}

async function serverCopy(context: BrowserContext, id: string): Promise<DocumentRecord> {
  return (await (await context.request.get(`/api/documents/${id}`)).json()) as DocumentRecord;
}

async function versionsOf(context: BrowserContext, id: string): Promise<DocumentVersionList['versions']> {
  return ((await (await context.request.get(`/api/documents/${id}/versions`)).json()) as DocumentVersionList).versions;
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Document text (Markdown)' });
const versionsButton = (page: Page) => page.getByRole('button', { name: 'Versions', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Versions' });
const versionList = (page: Page) => dialog(page).getByRole('list', { name: 'Earlier versions' });
const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Restore this version?' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** What the list shows for a time: the user's language, the browser's time zone (UTC here), to the second. */
const shownTime = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)).replace(/\s/g, ' ');
const normalSpaces = (text: string) => text.replace(/\s/g, ' ');

/** A version's Restore, then the confirmation's Restore, from the keyboard (Enter, then Tab from Cancel and Enter). */
async function restoreFromKeyboard(page: Page, restoreButton: Locator): Promise<void> {
  await restoreButton.focus();
  await page.keyboard.press('Enter');
  await confirm(page).waitFor();
  // The dialog puts focus on Cancel as it opens: Tab from there, not from before it.
  await expect.poll(() => focused(page)).toBe('Cancel');
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe('Restore');
  expect(await confirm(page).getByRole('button', { name: 'Restore' }).isEnabled()).toBe(true);
  await page.keyboard.press('Enter');
}

/** A version's Compare in the open dialog, by the time the list shows. */
const compareButton = (page: Page, iso: string) => dialog(page).getByRole('button', { name: `Compare the version of ${shownTime(iso)} with the current text` });
const changes = (page: Page) => dialog(page).getByRole('region', { name: 'Changes', exact: true });
/** Each match's text, as a screen reader reads it (the visually hidden words included), spaces collapsed. */
const textsOf = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/documents/${id}/edit`);
  await pageSettled(page);
  await body(page).waitFor();
}

describeBrowser('document versions', () => {
  it('three drafts from one outline: History shows one document, the editor lists the two earlier drafts, and Restore brings one back', async () => {
    const { context, page } = await signedIn();
    await page.goto('/essay-generator');
    await pageSettled(page);
    await page.getByRole('textbox', { name: 'Topic' }).fill(essay.topic);
    await page.getByRole('combobox', { name: 'Length' }).selectOption('short');
    await page.getByRole('button', { name: 'Plan an outline' }).click();
    const outline = page.getByRole('region', { name: 'Outline' });
    const notes = outline.getByRole('textbox', { name: 'Your notes' }).nth(1);
    const result = page.getByRole('region', { name: 'Your essay' });
    // Each draft is written from the notes as they stand: a note added between drafts gives another text.
    const drafts: string[] = [];
    for (const written of ['Street trees cool the pavement in summer', 'Street trees cool the pavement in summer\nShade cuts the walk to school by ten degrees', 'Roots lift old paving stones']) {
      await notes.fill(written);
      await outline.getByRole('button', { name: 'Write draft from outline' }).click();
      await result.getByRole('button', { name: 'Stop' }).waitFor();
      await draftFinished(result);
      drafts.push((await result.getByRole('article', { name: 'Draft text' }).innerText()).trim());
    }
    expect(new Set(drafts).size).toBe(3);
    expect(drafts[2]).toContain('Roots lift old paving stones.');

    await page.goto('/history');
    await pageSettled(page);
    const rows = page.getByRole('region', { name: 'Your documents' }).getByRole('article');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const { documents } = (await (await context.request.get('/api/documents')).json()) as DocumentPage;
    const id = documents[0]!.id;
    const versions = await versionsOf(context, id);
    expect(versions).toHaveLength(2);
    await rows.first().getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/documents/${id}/edit`);
    await pageSettled(page);

    // Nothing the dialog and the restore ask for is cut off half-way (no net::ERR_ABORTED in the network log).
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    await versionsButton(page).click();
    const items = versionList(page).getByRole('listitem');
    await items.first().waitFor();
    // Newest first: the second draft, then the first; each with its time and words.
    expect(await items.count()).toBe(2);
    for (const [n, version] of versions.entries()) {
      const text = normalSpaces(await items.nth(n).innerText());
      expect(text).toContain(shownTime(version.createdAt));
      expect(text).toContain(`${version.words} words`);
    }
    const oldest = versions[1]!;
    await items.nth(1).getByRole('button', { name: `Restore the version of ${shownTime(oldest.createdAt)}` }).click();
    await confirm(page).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version restored. The text it replaced is kept in Versions.').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('Versions');

    // The editor shows the first draft again (its preview reads as the generator showed it), and the server holds it.
    expect(await body(page).inputValue()).toBe((await serverCopy(context, id)).content);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await preview.getByRole('heading', { level: 1 }).waitFor();
    expect((await preview.innerText()).trim()).toBe(drafts[0]);
    // The third draft, replaced by the restore, is now the newest version.
    const after = await versionsOf(context, id);
    expect(after.map((v) => v.id).slice(1)).toEqual(versions.map((v) => v.id));
    expect(failed).toEqual([]);
  });

  it('Stop during the first draft, then Regenerate: History still shows one document, and the stopped text is its version', async () => {
    const { context, page } = await signedIn();
    await page.goto('/essay-generator');
    await pageSettled(page);
    await page.getByRole('textbox', { name: 'Topic' }).fill(essay.topic);
    await page.getByRole('combobox', { name: 'Length' }).selectOption('long');
    await page.getByRole('button', { name: 'Generate Essay' }).click();
    const result = page.getByRole('region', { name: 'Your essay' });
    const article = result.getByRole('article', { name: 'Draft text' });
    await article.waitFor();
    await result.getByRole('button', { name: 'Stop' }).click();
    const regenerate = result.getByRole('button', { name: 'Regenerate' });
    await draftFinished(result);
    const stopped = (await article.innerText()).trim();
    await regenerate.click();
    await result.getByRole('button', { name: 'Stop' }).waitFor();
    await regenerate.waitFor({ timeout: 60_000 });

    const { documents } = (await (await context.request.get('/api/documents')).json()) as DocumentPage;
    expect(documents).toHaveLength(1);
    const versions = await versionsOf(context, documents[0]!.id);
    expect(versions).toHaveLength(1);
    // The version is the stopped draft: at least what was on screen at Stop, never more than the whole
    // outline (offline the quick path streams a few hundred words, so a loaded machine may finish it first).
    const full = (await article.innerText()).trim().split(/\s+/).length;
    expect(versions[0]!.words).toBeGreaterThanOrEqual(stopped.split(/\s+/).length - 3);
    expect(versions[0]!.words).toBeLessThanOrEqual(full);
  });

  it("the cover-letter generator's Regenerate replaces its letter too, and its banner says what the draft is", async () => {
    const { context, page } = await signedIn();
    await page.goto('/cover-letter');
    await pageSettled(page);
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Sam Lee');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Harbor Bank');
    await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Analyst');
    await page.getByRole('button', { name: 'Write Cover Letter' }).click();
    const result = page.getByRole('region', { name: 'Your cover letter' });
    const regenerate = result.getByRole('button', { name: 'Regenerate' });
    await regenerate.waitFor({ timeout: 30_000 });
    await result.getByText(/^This letter is a first draft built only from your details and the job ad\./).waitFor();
    await regenerate.click();
    await result.getByRole('button', { name: 'Stop' }).waitFor();
    await regenerate.waitFor({ timeout: 30_000 });
    const { documents } = (await (await context.request.get('/api/documents')).json()) as DocumentPage;
    expect(documents.map((d) => d.type)).toEqual(['cover-letter']);
    expect(await versionsOf(context, documents[0]!.id)).toHaveLength(1);
  });

  it('works from the keyboard: an essay never regenerated has no earlier versions; Cancel restores nothing; edits on screen are kept as a version', async () => {
    const { context, page } = await signedIn();
    const plain = await createDocument(context, { type: 'essay', title: 'My own essay', content: 'Written by hand.' });
    await openEditor(page, plain.id);
    await versionsButton(page).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByText('No earlier versions', { exact: true }).waitFor();
    await dialog(page).getByText('While you edit (every ten minutes), when you close the editor after editing, and when you regenerate this draft or restore a version, the earlier text is kept here.').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Versions');

    const id = await generated(context, 1);
    await generated(context, 2, id);
    const [earlier] = await versionsOf(context, id);
    await openEditor(page, id);
    // An edit still waiting for its autosave when the restore starts: it is saved first, and kept.
    await body(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' A closing line of my own.');
    const edited = await body(page).inputValue();
    await versionsButton(page).focus();
    await page.keyboard.press('Enter');
    const restoreButton = dialog(page).getByRole('button', { name: `Restore the version of ${shownTime(earlier!.createdAt)}` });
    await restoreButton.waitFor();
    await restoreButton.focus();
    await page.keyboard.press('Enter');
    await confirm(page).waitFor();
    expect(normalSpaces((await confirm(page).innerText()))).toContain(`The document will show the text from ${shownTime(earlier!.createdAt)}.`);
    // Focus starts on Cancel: Enter there changes nothing.
    await expect.poll(() => focused(page)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await confirm(page).waitFor({ state: 'detached' });
    // (The Versions dialog is still open, so the page behind it is hidden from the accessibility tree.)
    expect(await page.locator('textarea').inputValue()).toBe(edited);
    expect(await versionsOf(context, id)).toHaveLength(1);

    await restoreFromKeyboard(page, restoreButton);
    await page.getByText('Version restored. The text it replaced is kept in Versions.').waitFor();
    await expect.poll(() => focused(page)).toBe('Versions');
    const doc = await serverCopy(context, id);
    expect(await body(page).inputValue()).toBe(doc.content);
    expect(doc.content).not.toContain('A closing line of my own.');
    // The text it replaced is the one with the edit: restoring it brings the edit back.
    const [kept] = await versionsOf(context, id);
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('button', { name: `Restore the version of ${shownTime(kept!.createdAt)}` }).click();
    await confirm(page).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => body(page).inputValue()).toBe(edited);
  });

  it('Restore chosen while an autosave is on its way: the button stays usable from the keyboard, and the restore waits for the save', async () => {
    const { context, page } = await signedIn();
    const id = await generated(context, 1);
    await generated(context, 2, id);
    await openEditor(page, id);
    const save = await holdRequests(page, `**/api/documents/${id}`);
    await body(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed just before the restore.');
    const edited = await body(page).inputValue();
    await save.seen;

    await versionsButton(page).focus();
    await page.keyboard.press('Enter');
    const restoreButton = dialog(page).getByRole('button', { name: /^Restore the version of / });
    await restoreButton.waitFor();
    await restoreFromKeyboard(page, restoreButton);
    // Nothing is restored while the edit is still on its way to the server.
    await page.waitForTimeout(500);
    expect(await versionsOf(context, id)).toHaveLength(1);

    await save.release();
    await page.getByText('Version restored. The text it replaced is kept in Versions.').waitFor();
    const versions = await versionsOf(context, id);
    expect(versions).toHaveLength(2);
    // The text it replaced, kept as the newest version, is the one with the edit.
    await versionsButton(page).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('button', { name: `Restore the version of ${shownTime(versions[0]!.createdAt)}` }).click();
    await confirm(page).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => body(page).inputValue()).toBe(edited);
  });

  it('closing the editor after typing keeps the text it leaves: back from History, it is the newest version and Compare finds it the same as the editor', async () => {
    const { context, page } = await signedIn();
    const doc = await createDocument(context, { type: 'essay', title: 'Street trees', content: 'Trees cool the streets.' });
    await openEditor(page, doc.id);
    await body(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Their roots lift old paving.');
    const edited = await body(page).inputValue();
    // The autosave reaches the server; the text it replaced (the one the editor opened with) is the first version.
    await expect.poll(async () => (await serverCopy(context, doc.id)).content, { timeout: 10_000 }).toBe(edited);
    expect((await versionsOf(context, doc.id)).map((v) => v.words)).toEqual([4]);

    await page.getByRole('link', { name: 'Back to History' }).click();
    await waitForPath(page, '/history');
    await pageSettled(page);
    // Leaving the editor keeps the text it leaves (the edited one), once.
    await expect.poll(async () => (await versionsOf(context, doc.id)).length, { timeout: 10_000 }).toBe(2);
    const row = page.getByRole('article', { name: 'Street trees', exact: true });
    await row.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/documents/${doc.id}/edit`);
    await pageSettled(page);
    await body(page).waitFor();
    expect(await body(page).inputValue()).toBe(edited);

    const versions = await versionsOf(context, doc.id);
    expect(versions.map((v) => v.words)).toEqual([9, 4]);
    await versionsButton(page).click();
    const items = versionList(page).getByRole('listitem');
    await items.nth(1).waitFor();
    expect(normalSpaces(await items.first().innerText())).toContain('9 words');
    await dialog(page).getByText('Your plan keeps the last 20 versions of each document.').waitFor();

    // The newest version holds the text the editor left, which is the text on screen now.
    // Both versions may fall in the same second, so each button is found in its own row.
    await items.nth(0).getByRole('button', { name: `Compare the version of ${shownTime(versions[0]!.createdAt)} with the current text` }).click();
    await dialog(page).getByText('This version has the same text as the editor.').waitFor();
    await expect.poll(() => focused(page)).toBe(`Changes since ${shownTime(versions[0]!.createdAt)}`);
    // The older one lacks the sentence typed before closing.
    await dialog(page).getByRole('button', { name: 'Back to versions' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(`Compare the version of ${shownTime(versions[0]!.createdAt)} with the current text`);
    await items.nth(1).getByRole('button', { name: `Compare the version of ${shownTime(versions[1]!.createdAt)} with the current text` }).click();
    await changes(page).waitFor();
    expect(normalSpaces(await dialog(page).getByText(/^\+\d+ words?$/).innerText())).toBe('+5 words');
    expect(await textsOf(changes(page).locator('ins'))).toEqual(['Added: Their roots lift old paving. End of addition.']);
    expect(await changes(page).locator('del').count()).toBe(0);
  });

  it('Compare marks a version against the text on screen (unsaved typing included), folds the unchanged middle, and restores from the comparison', async () => {
    const { context, page } = await signedIn();
    const shade = Array.from({ length: 60 }, (_, i) => `shade${i}`).join(' ');
    const original = `Cities should plant more trees.\n\n${shade} They cool the streets.`;
    const doc = await createDocument(context, { type: 'essay', title: 'Street trees', content: original });
    // An edit through the API keeps the original text as a version.
    const patched = await context.request.patch(`/api/documents/${doc.id}`, { data: { content: original.replace('should', 'must') }, headers: { origin: baseURL } });
    expect(patched.status()).toBe(200);
    const [version] = await versionsOf(context, doc.id);
    await openEditor(page, doc.id);
    await body(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' In summer.');

    await versionsButton(page).focus();
    await page.keyboard.press('Enter');
    await compareButton(page, version!.createdAt).waitFor();
    await compareButton(page, version!.createdAt).focus();
    await page.keyboard.press('Enter');
    await changes(page).waitFor();
    await expect.poll(() => focused(page)).toBe(`Changes since ${shownTime(version!.createdAt)}`);
    await dialog(page).getByText('+3 words', { exact: true }).waitFor();
    await dialog(page).getByText('−1 word', { exact: true }).waitFor();
    expect(await textsOf(changes(page).locator('del'))).toEqual(['Removed: should End of removal.']);
    expect(await textsOf(changes(page).locator('ins'))).toEqual(['Added: must End of addition.', 'Added: In summer. End of addition.']);
    // The middle of the long paragraph is folded; its button opens it in place.
    const fold = changes(page).getByRole('button', { name: /unchanged words/ });
    expect(await changes(page).textContent()).not.toContain('shade30');
    await fold.click();
    await expect.poll(() => changes(page).textContent()).toContain('shade30');

    const failures = await axeFindingsInEachLook(page, 'versions compare', { sideways: true });
    expect(failures).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Restore this version' }).click();
    await confirm(page).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version restored. The text it replaced is kept in Versions.').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => body(page).inputValue()).toBe(original);
    // What the restore replaced (with the unsaved typing, saved first) is the newest version.
    const [replaced] = await versionsOf(context, doc.id);
    expect(replaced!.words).toBe(version!.words + 2);
  });
});

describeBrowser('versions accessibility (axe, WCAG 2.2 AA and best practices)', () => {
  it('the editor with the Versions dialog open, and its confirmation, in light and dark at 1280 and 360 px', async () => {
    const { context, page } = await signedIn();
    const id = await generated(context, 1);
    await generated(context, 2, id);
    // A restore keeps one more version: two to list, without a third draft to wait for.
    const [earlier] = await versionsOf(context, id);
    expect((await context.request.post(`/api/documents/${id}/versions/${earlier!.id}/restore`, { headers: { origin: baseURL } })).status()).toBe(200);
    // Each state reached once, then checked in the four looks switched in place (inEachLook).
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEditor(page, id);
    await versionsButton(page).click();
    await versionList(page).getByRole('listitem').nth(1).waitFor();
    const failures = await axeFindingsInEachLook(page, 'versions', { sideways: true });
    await versionList(page).getByRole('button', { name: /^Restore the version of / }).first().click();
    await confirm(page).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'confirm', { sideways: true })));
    expect(failures).toEqual([]);
  });
});
