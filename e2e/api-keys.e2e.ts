import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, isFocused, pageSettled } from './steps.ts';

// Settings › API keys: create a key, see its secret once, use it
// from a script, revoke it. The server side (hashing, scopes, expiry, the
// rate limit, no session through a key) is in api-keys.test.ts.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const k = en.apiKeys;
/** Where to save screenshots of the tab and its dialogs (none when unset). */
const shots = process.env.E2E_SCREENSHOT_DIR;

/** What a script sees: the key in Authorization, no cookie, no Origin. */
function whoami(key: string): Promise<Response> {
  return fetch(`${baseURL}/api/v1/whoami`, { headers: { authorization: `Bearer ${key}` } });
}

const createDialog = (page: Page) => page.getByRole('dialog', { name: k.createTitle });
const secretDialog = (page: Page) => page.getByRole('dialog', { name: k.createdTitle });
const keyList = (page: Page) => page.getByRole('list', { name: k.listLabel });

describeBrowser('Settings › API keys', () => {
  it('creates a key whose secret is shown once and copied, works from a script, shows when it was last used, and stops at once when revoked', async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInContext(context, await createUser());
    const failures: string[] = [];

    await page.goto('/settings?tab=api-keys');
    await pageSettled(page);
    expect(await page.getByRole('tab', { name: en.settings.tabs.apiKeys }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { level: 2, name: en.settings.tabs.apiKeys }).waitFor();
    await page.getByText(k.emptyTitle).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'the empty tab', { sideways: true })));

    // The dialog checks the fields with the server's own schema, and says what is wrong at each.
    await page.getByRole('button', { name: k.create }).click();
    const form = createDialog(page);
    await form.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('[role=dialog]') !== null);
    await expect.poll(() => isFocused(form.getByRole('textbox', { name: k.name }))).toBe(true);
    await form.getByRole('checkbox', { name: /documents:read/ }).uncheck();
    await form.getByRole('button', { name: k.createSubmit }).click();
    await form.getByText(en.validation.required).waitFor();
    await form.getByText(k.scopesRequired).waitFor();
    expect(await form.getByRole('textbox', { name: k.name }).getAttribute('aria-invalid')).toBe('true');

    // Filled in by keyboard: the name, two scopes (Space ticks a box), 30 days.
    await form.getByRole('textbox', { name: k.name }).fill('Spreadsheet script');
    await form.getByRole('checkbox', { name: /documents:read/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', { name: /^generate/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('combobox', { name: k.expiry }).selectOption('30');
    expect(await form.getByText(k.scopesRequired).count()).toBe(0);
    failures.push(...(await axeFindingsInEachLook(page, 'the create dialog', { sideways: true })));
    if (shots) {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 360, height: 900 });
      await page.screenshot({ path: `${shots}/api-keys-create-dialog-dark-360.png` });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await form.getByRole('button', { name: k.createSubmit }).focus();
    await page.keyboard.press('Enter');

    const shown = secretDialog(page);
    await shown.waitFor();
    await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, k.copy);
    await shown.getByText(k.onceWarning).waitFor();
    const key = (await shown.getByTestId('api-key-secret').innerText()).trim();
    expect(key).toMatch(/^ink_[A-Za-z0-9]{12}_[A-Za-z0-9]{43}$/);
    expect((await shown.getByTestId('api-key-curl').innerText()).trim()).toBe(`curl -H "Authorization: Bearer ${key}" ${baseURL}/api/v1/documents`);
    if (shots) await page.screenshot({ path: `${shots}/api-keys-secret-dialog.png` });
    // (Before Copy: its toast sits above the dialog's dimmed backdrop.)
    failures.push(...(await axeFindingsInEachLook(page, 'the new key', { sideways: true })));
    await shown.getByRole('button', { name: k.copy, exact: true }).click();
    await page.getByText(k.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The key works from a script, as the owner, with the scopes ticked.
    const used = await whoami(key);
    expect(used.status).toBe(200);
    expect(((await used.json()) as { scopes: string[] }).scopes).toEqual(['documents:read', 'generate']);

    await shown.getByRole('button', { name: k.done }).click();
    await shown.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => isFocused(page.getByRole('button', { name: k.create }))).toBe(true);
    const row = keyList(page).getByTestId('api-key-row');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain('Spreadsheet script');
    expect(rowText).toContain(key.slice(0, 21));
    expect(rowText).not.toContain(key);
    expect(await row.getByRole('list', { name: `Scopes of Spreadsheet script` }).getByRole('listitem').allInnerTexts()).toEqual(['documents:read', 'generate']);

    // Shown once: after a reload the page has the prefix only, and "last used" is now a date.
    await page.reload();
    await pageSettled(page);
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    const lastUsed = row.locator('dt', { hasText: k.lastUsed }).locator('xpath=following-sibling::dd[1]');
    expect(await lastUsed.innerText()).not.toBe(k.never);
    expect(await lastUsed.locator('time').count()).toBe(1);
    const expires = row.locator('dt', { hasText: k.expires }).locator('xpath=following-sibling::dd[1]');
    expect(await expires.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (shots) await page.screenshot({ path: `${shots}/api-keys-list.png`, fullPage: true });
    failures.push(...(await axeFindingsInEachLook(page, 'the list', { sideways: true })));

    // Revoke by keyboard: focus starts on Cancel, Tab reaches Revoke key.
    await row.getByRole('button', { name: `Revoke the key Spreadsheet script` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: k.revokeTitle.replace('{{name}}', 'Spreadsheet script') });
    await confirm.waitFor();
    await expect.poll(() => isFocused(confirm.getByRole('button', { name: en.common.cancel }))).toBe(true);
    failures.push(...(await axeFindingsInEachLook(page, 'the revoke confirmation', { sideways: true })));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(k.revoked.replace('{{name}}', 'Spreadsheet script')).waitFor();
    await page.getByText(k.emptyTitle).waitFor();
    // The revoked row and its button are gone: the focus is on Create API key, not lost to the page.
    await expect.poll(() => isFocused(page.getByRole('button', { name: k.create, exact: true }))).toBe(true);
    const refused = await whoami(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthorized');

    expect(failures).toEqual([]);
  });

  // The keys failing to load, and Retry: src/web/features/settings/api-keys-tab.test.tsx.
});
