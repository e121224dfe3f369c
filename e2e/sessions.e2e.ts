import { afterEach, expect, it } from 'vitest';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { axeFindingsInEachLook, createUser, describeBrowser, mailedLinkContaining, newPage, signInContext, uniqueEmail } from './fixtures.ts';
import { contextTracker, pageSettled, pathOf, waitForPath } from './steps.ts';

// Settings › Security lists the account's sessions and signs others out;
// Settings › Account changes the email through a link to the new address.
// The server side (tokens never in the JSON, 404 for another
// user's session, the mails) is in sessions.test.ts and security-mails.test.ts.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const s = en.security.sessions;
const a = en.settings.account;

describeBrowser('signed-in sessions', () => {
  it('lists both sign-ins, marks this device, and signing out the other one ends that browser’s access', async () => {
    const user = await createUser();
    const first = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    const second = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(first.context, user);
    await signInContext(second.context, user);
    await second.page.goto('/settings');
    await pageSettled(second.page);
    expect(pathOf(second.page)).toBe('/settings');

    const { page } = first;
    await page.goto('/settings?tab=security');
    await pageSettled(page);
    const section = page.getByRole('region', { name: s.title });
    const list = section.getByRole('list', { name: s.listLabel });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByText(s.thisDevice, { exact: true }).count()).toBe(1);
    const thisDevice = list.getByRole('listitem').filter({ hasText: s.thisDevice });
    expect(await thisDevice.getByRole('button').count()).toBe(0);
    for (const label of [s.ip, s.signedIn, s.lastActive]) await thisDevice.getByText(label, { exact: true }).waitFor();

    const failures: string[] = [];
    failures.push(...(await axeFindingsInEachLook(page, 'sessions list')));

    // Keyboard: focus the other session's button and press Enter.
    const signOut = list.getByRole('button', { name: /^Sign out / });
    await signOut.focus();
    await page.keyboard.press('Enter');
    await section.getByRole('status').filter({ hasText: /was signed out\.$/ }).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await section.getByText(s.onlyThis, { exact: true }).waitFor();
    expect(await section.getByRole('button', { name: s.signOutOthers }).count()).toBe(0);
    failures.push(...(await axeFindingsInEachLook(page, 'sessions after signing out the other')));
    expect(failures).toEqual([]);

    // The other browser is signed out: its API calls get 401, its next page load goes to sign-in.
    expect((await second.context.request.get('/api/me')).status()).toBe(401);
    await second.page.goto('/settings');
    await second.page.waitForURL((url) => url.pathname === '/login');
  });

  it('"Sign out all other sessions" leaves only this one', async () => {
    const user = await createUser();
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, user);
    const others = [contexts.track(await newPage()), contexts.track(await newPage())];
    for (const other of others) await signInContext(other.context, user);

    await page.goto('/settings?tab=security');
    await pageSettled(page);
    const section = page.getByRole('region', { name: s.title });
    await expect.poll(() => section.getByRole('listitem').count()).toBe(3);
    await section.getByRole('button', { name: s.signOutOthers }).click();
    await section.getByRole('status').filter({ hasText: '2 other sessions were signed out.' }).waitFor();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(1);
    for (const other of others) expect((await other.context.request.get('/api/me')).status()).toBe(401);
    expect((await context.request.get('/api/me')).status()).toBe(200);
  });
});

describeBrowser('changing the email address', () => {
  it('asks for the new address, says to check that inbox, and the mailed link changes it', async () => {
    const user = await createUser();
    const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
    await signInContext(context, user);
    await page.goto('/settings?tab=account');
    await pageSettled(page);
    const failures: string[] = [];

    await page.getByRole('button', { name: a.changeEmail, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: a.changeEmail });
    const field = dialog.getByLabel(a.newEmail);
    await field.fill(user.email.toUpperCase());
    await field.press('Enter');
    await dialog.getByText(a.changeEmailSame, { exact: true }).waitFor();
    await field.fill('not-an-address');
    await dialog.getByRole('button', { name: a.changeEmailSend }).click();
    await dialog.getByText(en.validation.emailInvalid, { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    failures.push(...(await axeFindingsInEachLook(page, 'change-email dialog with an error')));

    const newEmail = uniqueEmail('moved');
    await field.fill(newEmail);
    await dialog.getByRole('button', { name: a.changeEmailSend }).click();
    await dialog.waitFor({ state: 'detached' });
    const sent = a.changeEmailSent.replace('{{email}}', newEmail);
    await page.getByRole('status').filter({ hasText: sent }).waitFor();
    failures.push(...(await axeFindingsInEachLook(page, 'change-email notice')));
    expect(failures).toEqual([]);

    // Not changed until the link is followed.
    expect(((await (await context.request.get('/api/me')).json()) as { email: string }).email).toBe(user.email);

    const link = await mailedLinkContaining(newEmail, '/verify-email');
    await page.goto(link);
    await waitForPath(page, '/settings?tab=account&emailChange=done');
    await pageSettled(page);
    await page.getByRole('status').filter({ hasText: a.changeEmailDone.replace('{{email}}', newEmail) }).waitFor();
    expect(await page.getByLabel(a.email, { exact: true }).inputValue()).toBe(newEmail);
  });
});
