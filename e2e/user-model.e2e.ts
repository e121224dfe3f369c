import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DocumentPage } from '../src/shared/documents.ts';
import type { UserModelState } from '../src/shared/user-model.ts';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { startFakeModel, type FakeModel } from './fake-model.ts';
import { axeFindingsInEachLook, createUser, describeBrowser, e2e, newPage, signInContext } from './fixtures.ts';
import { contextTracker, draftFinished, isFocused, pageSettled } from './steps.ts';

// Settings › AI: a user connects their own OpenAI-compatible model
// (a fake one on 127.0.0.1: the e2e app runs with USER_MODELS=any), drafts are
// written by it and say so, History's View says so, and removing it brings the
// offline writer back, whose banner then points at Settings › AI. The server
// side (encryption, SSRF refusals, error mapping) is in the server's own tests.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const ai = en.settings.ai;
const key = 'sk-test-1234';
const masked = '•••• 1234';
const reply = [
  '# Later school mornings',
  '',
  'Teenagers sleep later than younger children, and a later start lets them arrive rested. FAKE-MODEL-MARKER',
  '',
  '## Conclusion',
  '',
  'Schools should weigh sleep alongside bus schedules.',
].join('\n');
/** Where to save screenshots (none when unset). */
const shots = process.env.E2E_SCREENSHOT_DIR;

let fake: FakeModel;
beforeAll(async () => {
  fake = await startFakeModel({ models: ['fake-small', 'fake-writer'], reply });
});
afterAll(() => fake?.close());

async function modelState(page: Page): Promise<{ text: string; state: UserModelState }> {
  const res = await page.context().request.get('/api/me/model');
  expect(res.status()).toBe(200);
  const text = await res.text();
  return { text, state: JSON.parse(text) as UserModelState };
}

const form = (page: Page) => page.getByRole('form', { name: ai.formLabel });

describeBrowser('Settings › AI: your own model', () => {
  it('connects a model (load models, test, save), writes an essay with it that says so, History says so, and Remove brings the offline writer back', async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, await createUser());
    const failures: string[] = [];

    await page.goto('/settings?tab=ai');
    await pageSettled(page);
    expect(await page.getByRole('tab', { name: en.settings.tabs.ai }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { level: 2, name: en.settings.tabs.ai, exact: true }).waitFor();
    await form(page).waitFor();
    expect((await modelState(page)).state).toMatchObject({ policy: 'any', connection: null });
    await page.getByText(ai.fallbackOffline).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'the empty tab', { sideways: true })));

    // Other OpenAI-compatible: the base URL is typed; the schema's own message for a bad one.
    const provider = form(page).getByRole('combobox', { name: ai.provider });
    expect(await provider.inputValue()).toBe('openai');
    expect(await form(page).getByRole('textbox', { name: ai.baseUrl }).inputValue()).toBe('https://api.openai.com/v1');
    await provider.selectOption({ label: ai.presets.custom });
    const baseUrl = form(page).getByRole('textbox', { name: ai.baseUrl });
    expect(await baseUrl.inputValue()).toBe('');
    await baseUrl.fill('not an address');
    await form(page).getByRole('button', { name: ai.test }).click();
    await form(page).getByText(en.userModel.urlInvalid).waitFor();
    expect(await baseUrl.getAttribute('aria-invalid')).toBe('true');

    await baseUrl.fill(fake.baseUrl);
    const keyField = form(page).getByLabel(ai.apiKey, { exact: true });
    expect(await keyField.getAttribute('type')).toBe('password');
    await keyField.fill(key);
    await form(page).getByRole('button', { name: ai.loadModels }).click();
    await form(page).getByText(ai.modelsFound_other.replace('{{count}}', '2')).waitFor();
    const listed = form(page).getByRole('combobox', { name: ai.modelsList });
    expect(await listed.locator('option').allTextContents()).toEqual([ai.chooseModel, 'fake-small', 'fake-writer']);
    await listed.selectOption('fake-writer');
    expect(await form(page).getByRole('textbox', { name: ai.model }).inputValue()).toBe('fake-writer');
    failures.push(...(await axeFindingsInEachLook(page, 'the filled form', { sideways: true })));

    // Test connection: one tiny request to the model, answered with the time it took.
    await form(page).getByRole('button', { name: ai.test }).click();
    const tested = form(page).getByRole('status').filter({ hasText: /^Connected: fake-writer answered in [\d,]+ ms\.$/ });
    await tested.waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'the tested connection', { sideways: true })));
    if (shots) {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 360, height: 900 });
      await tested.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/settings-ai-tested-dark-360.png` });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // The app's server called the fake with the user's key; the browser never did.
    expect(fake.requests.some((r) => r.path === '/v1/models' && r.authorization === `Bearer ${key}`)).toBe(true);
    expect(fake.requests.some((r) => r.path === '/v1/chat/completions' && r.body.model === 'fake-writer' && r.authorization === `Bearer ${key}`)).toBe(true);

    await form(page).getByRole('button', { name: ai.save }).click();
    await page.getByText(ai.saved.replace('{{model}}', 'fake-writer')).waitFor();
    // After saving, the page knows only the key's last four characters.
    await form(page).getByTestId('user-model-current').filter({ hasText: masked }).waitFor();
    await form(page).getByText(ai.apiKeySaved.replace('{{key}}', masked)).waitFor();
    expect(await keyField.inputValue()).toBe('');
    expect(await page.content()).not.toContain(key);
    const saved = await modelState(page);
    expect(saved.text).not.toContain(key);
    expect(saved.state.connection).toMatchObject({ preset: 'custom', baseUrl: fake.baseUrl, model: 'fake-writer', keyLast4: '1234' });
    if (shots) await page.screenshot({ path: `${shots}/settings-ai-saved.png`, fullPage: true });
    failures.push(...(await axeFindingsInEachLook(page, 'the saved connection', { sideways: true })));

    // After a reload too: the saved connection, the masked key, an empty key field.
    await page.reload();
    await pageSettled(page);
    await form(page).getByTestId('user-model-current').filter({ hasText: masked }).waitFor();
    expect(await form(page).getByRole('textbox', { name: ai.model }).inputValue()).toBe('fake-writer');
    expect(await form(page).getByLabel(ai.apiKey, { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(key);

    // An essay written by the user's model, and the generator says so.
    const before = fake.requests.length;
    await page.goto('/essay-generator');
    await pageSettled(page);
    await page.getByRole('textbox', { name: 'Topic' }).fill('Should school start later in the morning?');
    await page.getByRole('button', { name: 'Generate Essay' }).click();
    const result = page.getByRole('region', { name: 'Your essay' });
    await result.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => result.getByRole('article', { name: 'Draft text' }).innerText(), { timeout: 15_000 }).toContain('FAKE-MODEL-MARKER');
    const note = result.getByText(en.generation.byUserModel.replace('{{model}}', 'fake-writer'));
    await note.waitFor();
    expect(await result.getByText(en.essay.offlineNotice).count()).toBe(0);
    const used = fake.requests.slice(before).filter((r) => r.path === '/v1/chat/completions');
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((r) => r.body.model === 'fake-writer' && r.authorization === `Bearer ${key}`)).toBe(true);
    if (shots) {
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/essay-by-user-model.png` });
    }

    // History's View names the writer.
    const listed2 = (await (await context.request.get('/api/documents')).json()) as DocumentPage;
    const essay = listed2.documents[0]!;
    await page.goto('/history');
    await pageSettled(page);
    await page.getByRole('region', { name: 'Your documents' }).getByRole('article', { name: essay.title, exact: true }).getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog', { name: essay.title });
    await view.getByText(en.history.writtenBy.replace('{{writer}}', en.history.writers.userModel.replace('{{model}}', 'fake-writer'))).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/history-view-written-by.png` });
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    // Remove (confirmed) → back to the offline writer.
    await page.goto('/settings?tab=ai');
    await pageSettled(page);
    await form(page).getByRole('button', { name: ai.remove }).click();
    const confirm = page.getByRole('alertdialog', { name: ai.removeTitle });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: ai.removeConfirm }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(ai.removed).waitFor();
    // The Remove button is gone with the model: the focus is on the empty form's first field, not lost to the page.
    await expect.poll(() => isFocused(form(page).getByRole('combobox', { name: ai.provider }))).toBe(true);
    expect(await form(page).getByTestId('user-model-current').count()).toBe(0);
    expect((await modelState(page)).state.connection).toBeNull();

    // The offline writer's banner now says what the draft is, and where to connect a model.
    await page.goto('/essay-generator');
    await pageSettled(page);
    await page.getByRole('textbox', { name: 'Topic' }).fill('Should school start later in the morning?');
    await page.getByRole('button', { name: 'Generate Essay' }).click();
    await draftFinished(result);
    await result.getByText(en.essay.offlineNotice).waitFor();
    expect(await result.getByRole('article', { name: 'Draft text' }).innerText()).not.toContain('FAKE-MODEL-MARKER');
    const connect = result.getByRole('link', { name: en.generation.connectOwnModel });
    expect(await connect.getAttribute('href')).toBe('/settings?tab=ai');
    if (shots) {
      await connect.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/essay-offline-banner.png` });
    }
    await connect.click();
    // "AI" alone: the draft's "First Claim" holds the letters too, while the page is still the generator's.
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 2, name: en.settings.tabs.ai, exact: true }).waitFor();

    // The key never reached the server's log.
    if (e2e) expect(readFileSync(e2e.logFile, 'utf8')).not.toContain(key);
    expect(failures).toEqual([]);
  });
});
