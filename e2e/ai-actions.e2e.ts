import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { CreateDocumentInput, DocumentRecord } from '../src/shared/documents.ts';
import { startFakeModel, type FakeModel } from './fake-model.ts';
import { axeFindingsInEachLook, baseURL, createDocument, createUser, describeBrowser, newPage, nextFrames, signInContext } from './fixtures.ts';
import { contextTracker, pageSettled } from './steps.ts';

// AI actions in the editors: with a model connected (the user's
// own, a fake OpenAI-compatible server on 127.0.0.1; the e2e app runs with
// USER_MODELS=any), the document editor rewrites a selection through a
// preview (Accept is one undo step) and the Resume Builder rewrites an
// experience description as bullet points. Without a model they are not there.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const shortened = 'Later school starts let tired teenagers sleep and focus.';
const bullets = ['- Wrote Note G, the first published algorithm for a machine', '- Computed Bernoulli numbers on the Analytical Engine design'].join('\n');
/** Where to save screenshots (none when unset). */
const shots = process.env.E2E_SCREENSHOT_DIR;

let writer: FakeModel;
let bulleter: FakeModel;
beforeAll(async () => {
  writer = await startFakeModel({ models: ['fake-writer'], reply: shortened });
  bulleter = await startFakeModel({ models: ['fake-bullets'], reply: bullets });
});
afterAll(async () => {
  await writer?.close();
  await bulleter?.close();
});

const first = 'Many schools start before eight in the morning, which is earlier than the natural rhythm of most teenagers, and so a large share of students arrive tired.';
const second = 'Shifting the first lesson by an hour is one change a school can make on its own.';
const essay: CreateDocumentInput = { type: 'essay', title: 'School mornings', content: `# School mornings\n\n${first}\n\n${second}\n` };

/** A signed-in user; with `model`, their own model connection points at that fake server. */
async function account(model?: FakeModel, options: { width?: number; colorScheme?: 'light' | 'dark'; editorView?: 'rich' | 'markdown' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce', ...options }));
  await signInContext(context, await createUser());
  if (model) {
    const res = await context.request.put('/api/me/model', { data: { preset: 'custom', baseUrl: model.baseUrl, apiKey: 'sk-e2e-4321', model: model === writer ? 'fake-writer' : 'fake-bullets' }, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { context, page };
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Document text (Markdown)' });
const aiButton = (page: Page) => page.getByRole('button', { name: 'AI actions' });
const menu = (page: Page) => page.getByRole('menu');
const preview = (page: Page, action: string) => page.getByRole('region', { name: `AI suggestion: ${action}` });
const suggestionText = (panel: Locator) => panel.getByRole('group', { name: /^(Suggestion|Continuation)$/ });

/** The answer to GET /api/generate, which says whether a model serves the user (the AI buttons wait for it). */
const generationInfo = (page: Page) => page.waitForResponse((res) => new URL(res.url()).pathname === '/api/generate' && res.request().method() === 'GET');

/** Opens the editor and waits until it knows whether AI actions are available (GET /api/generate answered). */
async function openEditor(page: Page, doc: DocumentRecord): Promise<void> {
  const info = generationInfo(page);
  await page.goto(`/documents/${doc.id}/edit`);
  await pageSettled(page);
  await body(page).waitFor();
  expect((await info).status()).toBe(200);
}

/** Selects `text` in the editor's textarea, as a user dragging over it would. */
async function select(page: Page, text: string): Promise<void> {
  await body(page).evaluate((area: HTMLTextAreaElement, passage) => {
    const start = area.value.indexOf(passage);
    if (start < 0) throw new Error('passage not in the editor');
    area.focus();
    area.setSelectionRange(start, start + passage.length);
  }, text);
}

/** A one-job resume of the signed-in user, opened in the Resume Builder on its Experience tab; its entry. */
async function resumeExperience(context: BrowserContext, page: Page, description: string): Promise<Locator> {
  const resume = await createDocument(context, {
    type: 'resume',
    title: 'Ada — Resume',
    data: {
      template: 'modern',
      personalInfo: { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      experience: [{ id: 'exp-engine', company: 'Analytical Engine Project', position: 'Programmer', startDate: '2021-01', current: true, description }],
      education: [],
      skills: [],
    },
  });
  // Whether a model serves the user is known once this answer is in (the button waits for it, shown or not).
  const info = generationInfo(page);
  await page.goto(`/resume-builder?document=${resume.id}`);
  await pageSettled(page);
  await page.getByRole('tablist', { name: 'Resume sections' }).getByRole('tab', { name: 'Experience', exact: true }).click();
  expect((await info).status()).toBe(200);
  return page.getByRole('group', { name: 'Experience 1', exact: true });
}

describeBrowser('AI actions in the editors', () => {
  it('Shorten on a selected paragraph: the preview shows the suggestion, Accept replaces the paragraph, Ctrl+Z brings the original back', async () => {
    const { context, page } = await account(writer);
    const doc = await createDocument(context, essay);
    await openEditor(page, doc);

    await select(page, first);
    await aiButton(page).click();
    expect(await menu(page).getByRole('menuitem').allInnerTexts()).toEqual(['Improve', 'Shorten', 'Expand', 'Make more formal', 'Fix grammar and spelling', 'Continue writing']);
    await menu(page).getByRole('menuitem', { name: 'Shorten' }).click();

    const panel = preview(page, 'Shorten');
    await panel.getByRole('status').filter({ hasText: 'Suggestion ready.' }).waitFor();
    expect(await panel.getByRole('group', { name: 'Original' }).innerText()).toBe(first);
    expect(await suggestionText(panel).innerText()).toBe(shortened);
    // The model was sent the selection as fenced data, with the paragraph before it only as context.
    const prompt = JSON.stringify(writer.requests.at(-1)?.body.messages);
    expect(prompt).toContain(JSON.stringify(`<<<TEXT\n${first}\nTEXT>>>`).slice(1, -1));
    expect(prompt).toContain('Shorten the passage');
    // Nothing changed before Accept.
    expect(await body(page).inputValue()).toBe(essay.content);

    const failures: string[] = [];
    if (shots) mkdirSync(shots, { recursive: true });
    failures.push(...(await axeFindingsInEachLook(page, 'the suggestion preview', { sideways: true, screenshot: 'ai-actions-preview' })));

    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => body(page).inputValue()).toBe(`# School mornings\n\n${shortened}\n\n${second}\n`);
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // One undo step brings the original paragraph back, and redo the suggestion.
    await page.keyboard.press('Control+z');
    await expect.poll(() => body(page).inputValue()).toBe(essay.content);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => body(page).inputValue()).toBe(`# School mornings\n\n${shortened}\n\n${second}\n`);

    // The menu, by keyboard: Ctrl+J in the text opens it; Escape closes it and the text keeps the focus.
    failures.push(
      ...(await axeFindingsInEachLook(page, 'the AI actions menu', {
        sideways: true,
        prepare: async () => {
          if (!(await menu(page).isVisible())) {
            await select(page, shortened);
            await page.keyboard.press('Control+j');
            await menu(page).waitFor();
          }
        },
      })),
    );
    if (shots) await page.screenshot({ path: `${shots}/ai-actions-menu.png` });
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    // Radix gives the focus back in a task after the menu leaves the page (its focus scope's unmount timer).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(failures).toEqual([]);
  });

  it('Continue writing from the caret, by keyboard, adds a paragraph after the text; Discard leaves the text as it was', async () => {
    const { context, page } = await account(writer);
    const doc = await createDocument(context, essay);
    await openEditor(page, doc);

    await body(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+j');
    // Nothing is selected: only Continue writing can run, and the menu says why.
    await menu(page).getByText('Select text to improve, shorten, expand, make formal or correct it.').waitFor();
    expect(await menu(page).getByRole('menuitem', { name: 'Shorten' }).getAttribute('aria-disabled')).toBe('true');
    // The arrow key skips the disabled actions to the one that can run.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Continue writing');
    await page.keyboard.press('Enter');
    const panel = preview(page, 'Continue writing');
    await panel.getByRole('status').filter({ hasText: 'Suggestion ready.' }).waitFor();
    // Focus moved to the preview: the keyboard goes on from there.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await panel.getByRole('button', { name: 'Discard' }).click();
    expect(await body(page).inputValue()).toBe(essay.content);

    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+j');
    await menu(page).getByRole('menuitem', { name: 'Continue writing' }).click();
    await preview(page, 'Continue writing').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => body(page).inputValue()).toBe(`${essay.content}\n${shortened}`);
  });

  it('in the rich editor: Ctrl+J on a selected paragraph, Shorten, Accept replaces just that paragraph and Ctrl+Z brings it back', async () => {
    const { context, page } = await account(writer, { editorView: 'rich' });
    const doc = await createDocument(context, essay);
    const info = generationInfo(page);
    await page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(page);
    expect((await info).status()).toBe(200);
    const rich = page.getByRole('textbox', { name: 'Document text', exact: true });
    const paragraph = rich.locator('p', { hasText: 'Many schools start' });
    // A triple click selects the paragraph, as in any word processor.
    await paragraph.click({ clickCount: 3 });
    await page.keyboard.press('Control+j');
    await menu(page).getByRole('menuitem', { name: 'Shorten' }).click();

    const panel = preview(page, 'Shorten');
    await panel.getByRole('status').filter({ hasText: 'Suggestion ready.' }).waitFor();
    expect(await panel.getByRole('group', { name: 'Original' }).innerText()).toBe(first);
    // The model got the selected paragraph, and the heading before it as context.
    const prompt = JSON.stringify(writer.requests.at(-1)?.body.messages);
    expect(prompt).toContain(JSON.stringify(`<<<TEXT\n${first}\nTEXT>>>`).slice(1, -1));
    expect(prompt).toContain('School mornings');

    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => rich.locator('p').allInnerTexts()).toEqual([shortened, second]);
    // The heading is untouched and the focus is back in the text.
    expect(await rich.getByRole('heading', { level: 1 }).innerText()).toBe('School mornings');
    await expect.poll(() => rich.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Saved as Markdown, the suggestion is a paragraph like the one it replaced.
    await page.keyboard.press('Control+s');
    await expect.poll(async () => ((await (await context.request.get(`/api/documents/${doc.id}`)).json()) as DocumentRecord).content, { timeout: 10_000 }).toBe(`# School mornings\n\n${shortened}\n\n${second}\n`);

    // One undo step brings the original paragraph back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => rich.locator('p').allInnerTexts()).toEqual([first, second]);
  });

  it('is hidden entirely when no model serves the user', async () => {
    const { context, page } = await account();
    const doc = await createDocument(context, essay);
    await openEditor(page, doc);
    await select(page, first);
    await page.keyboard.press('Control+j');
    expect(await aiButton(page).count()).toBe(0);
    expect(await menu(page).count()).toBe(0);

    // The Resume Builder offers no bullet-point rewrite either.
    const entry = await resumeExperience(context, page, 'Wrote Note G.');
    await entry.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    // Two frames after the answer: time for a button it allowed to be drawn.
    await nextFrames(page);
    expect(await entry.getByRole('button', { name: 'Rewrite as bullet points' }).count()).toBe(0);
  });

  it('Resume Builder: "Rewrite as bullet points" puts the suggestion in the description on Accept; Undo brings the description back', async () => {
    const { context, page } = await account(bulleter);
    const description = 'Wrote Note G on Bernoulli numbers for the Analytical Engine.';
    const entry = await resumeExperience(context, page, description);
    const field = entry.getByRole('textbox', { name: 'Description', exact: true });
    expect(await field.inputValue()).toBe(description);

    await entry.getByRole('button', { name: 'Rewrite as bullet points' }).click();
    const panel = entry.getByRole('region', { name: 'AI suggestion: Rewrite as bullet points' });
    await panel.getByRole('status').filter({ hasText: 'Suggestion ready.' }).waitFor();
    expect(await suggestionText(panel).innerText()).toBe(bullets);
    expect(JSON.stringify(bulleter.requests.at(-1)?.body.messages)).toContain('results-focused bullet points');
    expect(await field.inputValue()).toBe(description);

    const failures: string[] = [];
    failures.push(...(await axeFindingsInEachLook(page, 'the bullet-point preview', { sideways: true })));
    expect(failures).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/ai-actions-bullets.png`, fullPage: true });

    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => field.inputValue()).toBe(bullets);
    await entry.getByRole('status').filter({ hasText: 'Description rewritten as bullet points.' }).waitFor();
    await entry.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => field.inputValue()).toBe(description);
    expect(await entry.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });
});
