import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { adminCredentials, axeFindingsInEachLook, baseURL, createUser, describeBrowser, ensureAdmin, newPage, signInContext, uniqueEmail, type PageOptions } from './fixtures.ts';
import { contextTracker, expectHeading, pathOf, submitSignIn } from './steps.ts';

// Issue 22: the admin console at /admin (ADMIN_EMAILS names e2e-admin@example.com in global-setup.ts).

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

beforeAll(ensureAdmin);

async function signedIn(credentials: { email: string; password: string }, options: PageOptions = {}) {
  const opened = contexts.track(await newPage({ timezoneId: 'UTC', ...options }));
  await signInContext(opened.context, credentials);
  return opened;
}

const me = (context: BrowserContext) => context.request.get('/api/me');

/** Searches the users list and opens the user's page. */
async function openUser(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('status').filter({ hasText: '1 user found.' }).waitFor();
  await page.getByRole('link', { name: email, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: email, exact: true }).waitFor();
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describeBrowser('the admin console', () => {
  it('is "page not found" (HTTP 404) for a signed-in user who is not an administrator', async () => {
    const { page } = await signedIn(await createUser());
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    expect(await page.getByRole('tab').count()).toBe(0);
    expect((await page.context().request.get('/api/admin/users')).status()).toBe(403);
  });

  it('is "page not found" (HTTP 404) for a signed-out visitor too, not a sign-in form that tells it exists', async () => {
    const { page } = contexts.track(await newPage());
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    expect(pathOf(page)).toBe('/admin');
    expect(await page.getByRole('textbox', { name: 'Password' }).count()).toBe(0);
    expect((await page.context().request.get('/api/admin/users')).status()).toBe(401);
  });

  it('an administrator finds a user, sets Pro, bans, unbans and deletes them; the audit log lists it all', async () => {
    const target = await createUser(uniqueEmail('target'));
    const { context: targetContext } = await signedIn(target);
    const { page } = await signedIn(adminCredentials);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await expectHeading(page, 'Admin console');
    await openUser(page, target.email);

    // Plan: Pro, at once for the user.
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('pro');
    await page.getByRole('button', { name: 'Set plan' }).click();
    await notice(page, 'The plan is now Pro Plan.');
    expect(await (await me(targetContext)).json()).toMatchObject({ plan: 'pro' });

    // Ban with a reason: the user's session ends, and signing in says the account is suspended.
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ban this user?' });
    await dialog.getByRole('textbox', { name: 'Reason for the ban' }).fill('Spam links in shared documents');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await notice(page, 'The user is banned and signed out everywhere.');
    expect((await me(targetContext)).status()).toBe(401);
    const { page: loginPage } = contexts.track(await newPage());
    await loginPage.goto('/login');
    await submitSignIn(loginPage, target);
    await loginPage.getByText('This account is suspended. Contact support if you think this is a mistake.').waitFor();
    expect(await loginPage.getByText('Spam links').count()).toBe(0);

    // Unban: they can sign in again.
    await page.getByRole('button', { name: 'Unban' }).click();
    await notice(page, 'The ban is lifted: the user can sign in again.');
    const again = await targetContext.request.post('/api/auth/sign-in/email', { data: target, headers: { origin: baseURL } });
    expect(again.status()).toBe(200);

    // Delete, confirmed by typing the email.
    await page.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    const forever = confirm.getByRole('button', { name: 'Delete for good' });
    expect(await forever.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill(target.email);
    await forever.click();
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
    await page.getByRole('status').filter({ hasText: 'No users match.' }).waitFor();
    expect((await me(targetContext)).status()).toBe(401);

    // The audit log: who did what to whom, newest first.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await entries.first().waitFor();
    const texts = (await entries.allTextContents()).filter((text) => text.includes(target.email));
    expect(texts.map((text) => text.replace(/^.*?e2e-admin@example\.com · /, ''))).toEqual([
      `deleted the account · ${target.email}`,
      `lifted the ban · ${target.email}`,
      `banned · ${target.email} — Spam links in shared documents`,
      `set the plan to Pro Plan · ${target.email}`,
    ]);
  });

  it('the users list and a user\'s page pass axe at 360 and 1280 px, light and dark', async () => {
    const target = await createUser(uniqueEmail('looked-at'));
    const { page } = await signedIn(adminCredentials);
    // Each state reached once, then checked in the four looks switched in place (inEachLook).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expectHeading(page, 'Admin console');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
    await page.getByRole('link', { name: target.email, exact: true }).waitFor();
    const failures = await axeFindingsInEachLook(page, 'users', { sideways: true, screenshot: 'admin-users' });
    await page.getByRole('link', { name: target.email, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: target.email }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'user', { sideways: true, screenshot: 'admin-user' })));
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await page.getByRole('dialog', { name: 'Ban this user?' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'ban dialog', { sideways: true })));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Ban this user?' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 2, name: 'Audit log' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'audit', { sideways: true })));
    expect(failures).toEqual([]);
  });
});
