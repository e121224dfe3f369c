import { createHash, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  adminCredentials,
  api,
  axeFindingsInEachLook,
  baseURL,
  createUser,
  describeBrowser,
  ensureAdmin,
  mailedLinkContaining,
  newPage,
  signInContext,
  uniqueEmail,
  type PageOptions,
} from './fixtures.ts';
import { contextTracker, expectFocused, expectHeading, isFocused, pathOf, submitSignIn } from './steps.ts';

// The admin console at /admin (ADMIN_EMAILS names e2e-admin@example.com in global-setup.ts).

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

/** Each console tab not wholly on screen and inside its row, as a user would miss it (a row clipped at "A…"). */
function tabsOffScreen(page: Page): Promise<string[]> {
  return page.getByRole('tablist', { name: 'Console sections' }).evaluate((list) => {
    const row = list.getBoundingClientRect();
    const right = Math.min(document.documentElement.clientWidth, row.right) + 0.5;
    const left = Math.max(0, row.left) - 0.5;
    const problems = list.scrollWidth > list.clientWidth ? [`the tab row hides ${list.scrollWidth - list.clientWidth} px to the side`] : [];
    for (const tab of list.querySelectorAll('[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      if (box.left < left || box.right > right) problems.push(`the tab "${tab.textContent}" is not wholly on screen`);
    }
    return problems;
  });
}

/** Text cut off inside the page: a box that hides what overflows it and is wider inside than it shows (not a screen-reader-only text of 1 px). */
function clippedBoxes(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')]
      .filter((element) => !['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) && element.clientWidth > 1 && getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `"${(element.textContent ?? '').slice(0, 60)}" is cut off (${element.scrollWidth} px in ${element.clientWidth} px)`),
  );
}

interface ListedUser {
  email: string;
  name: string;
  plan: string;
  status: string;
}

/**
 * What the users list shows of each user in this look: the email, name, plan
 * and status on screen (not in a sideways scroll) — in the table at 1280 px,
 * in a card whose values are labelled by the columns' names at 360 px.
 */
async function usersOffScreen(page: Page, width: number, users: ListedUser[]): Promise<string[]> {
  const problems: string[] = [];
  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  for (const user of users) {
    // Only the visible layout's link has the role: the other one is not displayed.
    const entry = page.locator('li, tr').filter({ has: page.getByRole('link', { name: user.email, exact: true }) });
    if ((await entry.count()) !== 1) {
      problems.push(`${user.email} is not listed once`);
      continue;
    }
    const kind = await entry.evaluate((element) => element.tagName.toLowerCase());
    if (kind !== (width < 768 ? 'li' : 'tr')) problems.push(`${user.email} is shown as a ${kind}`);
    for (const text of [user.email, user.name, user.plan, user.status]) {
      const box = await entry.getByText(text, { exact: true }).boundingBox();
      if (!box || box.width === 0 || box.x < -0.5 || box.x + box.width > screen + 0.5) problems.push(`${user.email}: "${text}" is not on screen`);
    }
    if (kind === 'li') {
      const terms = await entry.getByRole('term').allInnerTexts();
      if (terms.join(', ') !== 'Name, Status, Plan, Created') problems.push(`${user.email}: the card's labels are ${terms.join(', ')}`);
      const created = (await entry.getByRole('definition').allInnerTexts()).at(-1) ?? '';
      if (!/\d{4}/.test(created)) problems.push(`${user.email}: no creation date in the card (${created})`);
    }
  }
  return problems;
}

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

    // Delete, confirmed by typing the email. From then on the audit log names the account by a pseudonym
    // (a hash of its id), never by its email.
    const { id: targetId } = (await (await me(targetContext)).json()) as { id: string };
    const pseudonym = `deleted-account-${createHash('sha256').update(targetId).digest('hex').slice(0, 12)}`;
    await page.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    const forever = confirm.getByRole('button', { name: 'Delete for good' });
    expect(await forever.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill(target.email);
    await forever.click();
    // The user's row is gone: the keyboard lands on the list's heading, not on the page.
    await expectFocused(page.getByRole('heading', { level: 2, name: 'Users' }), 'after deleting the user');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
    await page.getByRole('status').filter({ hasText: 'No users match.' }).waitFor();
    expect((await me(targetContext)).status()).toBe(401);

    // The audit log: who did what to whom, newest first.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await entries.first().waitFor();
    const all = await entries.allTextContents();
    expect(all.filter((text) => text.includes(target.email))).toEqual([]);
    const texts = all.filter((text) => text.includes(pseudonym));
    expect(texts.map((text) => text.replace(/^.*?e2e-admin@example\.com · /, ''))).toEqual([
      `deleted the account · ${pseudonym}`,
      `lifted the ban · ${pseudonym}`,
      `banned · ${pseudonym} — Spam links in shared documents`,
      `set the plan to Pro Plan · ${pseudonym}`,
    ]);
  });

  it('leaving a user\'s page or an inbox message gives the keyboard back to its row in the list', async () => {
    const target = await createUser(uniqueEmail('return'));
    const subject = `Back to the row ${randomUUID().slice(0, 8)}`;
    expect((await api('/api/support/tickets', { json: { name: 'Rita Return', email: uniqueEmail('rita'), subject, message: 'Where does the focus go?', priority: 'low' } })).status).toBe(201);
    const { page } = await signedIn(adminCredentials);
    await page.goto('/admin');
    await openUser(page, target.email);
    await page.getByRole('button', { name: 'Back to users' }).press('Enter');
    await expectFocused(page.getByRole('link', { name: target.email, exact: true }), 'after Back from the user\'s page');

    await page.getByRole('tab', { name: 'Inbox', exact: true }).click();
    const row = page.getByRole('button', { name: new RegExp(`^${subject}`) });
    await row.press('Enter');
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByRole('button', { name: 'Back to the inbox' }).press('Enter');
    await expectFocused(row, 'after Back from the message');
  });

  it('an ADMIN_EMAILS address not verified yet gets a page asking to verify it, can resend the link, and is an administrator once it is opened', async () => {
    const pending = await createUser('e2e-pending-admin@example.com');
    const { page } = await signedIn(pending);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await expectHeading(page, 'Verify your email to open the admin console');
    expect(await page.getByRole('tab').count()).toBe(0);
    expect((await page.context().request.get('/api/admin/users')).status()).toBe(403);
    const failures = await axeFindingsInEachLook(page, 'verify to administer', { screenshot: 'admin-verify' });
    expect(failures).toEqual([]);
    // The button sends a new link; opening it makes the account an administrator on its next request.
    const resend = page.getByRole('button', { name: 'Send the verification link again' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `We sent a new verification link to ${pending.email}.` }).waitFor();
    const link = await mailedLinkContaining(pending.email, '/verify-email');
    expect((await fetch(link, { redirect: 'manual' })).status).toBeLessThan(400);
    expect((await page.context().request.get('/api/admin/users')).status()).toBe(200);
    await page.reload();
    await expectHeading(page, 'Admin console');
  });

  it('a user\'s page and the ban dialog pass axe at 360 and 1280 px, light and dark, and do not scroll sideways', async () => {
    const target = await createUser(uniqueEmail('looked-at'));
    const { page } = await signedIn(adminCredentials);
    // Each state reached once, then checked in the four looks switched in place (inEachLook).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expectHeading(page, 'Admin console');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
    await page.getByRole('link', { name: target.email, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: target.email }).waitFor();
    const failures = await axeFindingsInEachLook(page, 'user', { sideways: true, screenshot: 'admin-user', check: () => tabsOffScreen(page) });
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await page.getByRole('dialog', { name: 'Ban this user?' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'ban dialog', { sideways: true })));
    expect(failures).toEqual([]);
  });

  it('every tab at 360 and 1280 px, light and dark: the tabs on screen, nothing sideways, each user\'s email, name, plan and status in the list, axe clean', async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = { email: `narrow-${tag}-ada@example.com`, password: 'correct-horse-battery', name: 'Ada Lovelace' };
    const bob = { email: `narrow-${tag}-bob@example.com`, password: 'correct-horse-battery', name: 'Bob Banned' };
    for (const user of [ada, bob]) expect((await api('/api/auth/sign-up/email', { json: user })).status).toBe(200);
    const subject = `The export button is hard to reach on a phone ${tag}`;
    const ticket = { name: 'Vera Visitor', email: `averyveryverylongaddressforanarrowscreen${tag}@example.org`, subject, message: 'It hides behind the menu.', priority: 'high' };
    expect((await api('/api/support/tickets', { json: ticket })).status).toBe(201);

    const { context, page } = await signedIn(adminCredentials, { width: 1280, height: 900 });
    const listed = (await (await context.request.get(`/api/admin/users?q=${bob.email}`)).json()) as { users: { id: string }[] };
    const banned = await context.request.post(`/api/admin/users/${listed.users[0]!.id}/ban`, { data: { reason: 'Test of the banned status' }, headers: { origin: baseURL } });
    expect(banned.status()).toBe(200);

    await page.goto('/admin');
    await expectHeading(page, 'Admin console');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const failures: string[] = [];

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`narrow-${tag}`);
    await page.getByRole('status').filter({ hasText: '2 users found.' }).waitFor();
    const users = [
      { email: ada.email, name: ada.name, plan: 'Free Plan', status: 'Active' },
      { email: bob.email, name: bob.name, plan: 'Free Plan', status: 'Banned' },
    ];
    const check = async ({ width }: { width: number }) => [...(await tabsOffScreen(page)), ...(await clippedBoxes(page)), ...(await usersOffScreen(page, width, users))];
    failures.push(...(await axeFindingsInEachLook(page, 'users', { sideways: true, screenshot: 'admin-users', check })));

    const tabsOnly = async () => [...(await tabsOffScreen(page)), ...(await clippedBoxes(page))];
    await tab('Inbox').click();
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(tag);
    const message = page.getByRole('button', { name: new RegExp(subject) });
    await message.waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'inbox', { sideways: true, screenshot: 'admin-inbox', check: tabsOnly })));
    await message.click();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'inbox message', { sideways: true, screenshot: 'admin-inbox-message', check: tabsOnly })));

    await tab('Blog').click();
    await page.getByRole('heading', { level: 2, name: 'Blog' }).waitFor();
    await page.getByRole('list').getByRole('button').first().waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'blog', { sideways: true, screenshot: 'admin-blog', check: tabsOnly })));
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('heading', { level: 2, name: 'New post' }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'blog editor', { sideways: true, screenshot: 'admin-blog-editor', check: tabsOnly })));

    await tab('Usage').click();
    await page.getByRole('heading', { level: 2, name: 'Usage' }).waitFor();
    await page.getByRole('img').first().waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'usage', { sideways: true, screenshot: 'admin-usage', check: tabsOnly })));

    await tab('Audit log').click();
    await page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first().waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'audit', { sideways: true, screenshot: 'admin-audit', check: tabsOnly })));
    expect(failures).toEqual([]);
  });

  it('at 360 px the tabs answer the arrow keys, Home and End as before, with a visible focus ring', async () => {
    const { page } = await signedIn(adminCredentials, { width: 360, height: 800 });
    await page.goto('/admin');
    await expectHeading(page, 'Admin console');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Users').focus();
    for (const [key, name] of [['ArrowRight', 'Inbox'], ['End', 'Audit log'], ['ArrowLeft', 'Usage'], ['Home', 'Users'], ['ArrowLeft', 'Audit log']] as const) {
      await page.keyboard.press(key);
      // The move is a React update: wait for it rather than read the focus in the same instant.
      await expect.poll(() => isFocused(tab(name)), { message: `${key} moves to ${name}` }).toBe(true);
      await expect.poll(() => tab(name).getAttribute('aria-selected')).toBe('true');
      const ring = await tab(name).evaluate((element) => {
        const style = getComputedStyle(element);
        return { visible: element.matches(':focus-visible'), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring).toEqual({ visible: true, outline: 'solid', width: 2 });
    }
    expect(await tabsOffScreen(page)).toEqual([]);
  });
});
