import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { createUser, demoAccount, describeBrowser, mailedLinkContaining, newPage, signInContext, uniqueEmail } from './fixtures.ts';
import {
  contextTracker,
  field,
  fillSignInForm,
  expectHeading,
  holdRequests,
  loginRedirectFor,
  pageSettled,
  pathOf,
  submitSignIn,
  waitForPath,
} from './steps.ts';

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const homeTitle = 'Write better, faster, with Inkwell';
const loginFailed = 'Invalid email or password. Please try again.';

async function fillSignupForm(page: Page, values: { email: string; password: string; confirm: string }): Promise<void> {
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await field(page, 'Confirm password').fill(values.confirm);
}

async function loginFailure(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describeBrowser('sign up, sign in, sign out', () => {
  it('walks a new user from the signup form to a signed-out header again', async () => {
    const { page } = contexts.track(await newPage());
    const email = uniqueEmail('journey');
    const password = 'a-long-enough-password';

    await page.goto('/signup');
    await expectHeading(page, 'Create your account');
    await fillSignupForm(page, { email, password, confirm: password });
    const signUp = await holdRequests(page, '**/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await signUp.seen;
    const creating = page.getByRole('button', { name: 'Creating account...' });
    await creating.waitFor();
    expect(await creating.isDisabled()).toBe(true);
    await signUp.release();

    await waitForPath(page, '/login');
    await expectHeading(page, 'Sign in to Inkwell');
    const notice = page.getByRole('status').filter({ hasText: 'Please check your email to verify your account.' });
    await notice.waitFor();

    await fillSignInForm(page, { email, password });
    const signIn = await holdRequests(page, '**/api/auth/sign-in/email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await signIn.seen;
    const signingIn = page.getByRole('button', { name: 'Signing in...' });
    await signingIn.waitFor();
    expect(await signingIn.isDisabled()).toBe(true);
    await signIn.release();

    await waitForPath(page, '/');
    await expectHeading(page, homeTitle);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'History' }).click();
    await waitForPath(page, '/history');
    await expectHeading(page, 'Document History');

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await waitForPath(page, '/');
    await expectHeading(page, homeTitle);
    expect(await header.getByRole('link', { name: 'History' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

    // The session is gone on the server too: a fresh load of /history is turned away.
    await page.goto('/history');
    await waitForPath(page, loginRedirectFor('/history'));
    await expectHeading(page, 'Sign in to Inkwell');
  });

  it('a wrong password shows the login failure and stays on /login', async () => {
    const user = await createUser();
    const { page } = contexts.track(await newPage());
    await page.goto('/login');
    await submitSignIn(page, { email: user.email, password: 'not-the-password' });
    expect(await loginFailure(page)).toBe(loginFailed);
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('an unknown email gets the same failure as a wrong password', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/login');
    await submitSignIn(page, { email: uniqueEmail('nobody'), password: 'whatever-password' });
    expect(await loginFailure(page)).toBe(loginFailed);
    expect(pathOf(page)).toBe('/login');
  });

  // Required fields and mismatched passwords: src/web/features/auth/auth-forms.test.tsx.
  it('signs in by pressing Enter in the password field', async () => {
    const user = await createUser();
    const { page } = contexts.track(await newPage());
    await page.goto('/login');
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await field(page, 'Password').press('Enter');
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('the seeded demo account can sign in', async () => {
    const { page } = contexts.track(await newPage());
    await page.goto('/login');
    await submitSignIn(page, demoAccount);
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor();
    await expectHeading(page, homeTitle);
  });
});

describeBrowser('the sign-in page\'s notice', () => {
  const checkEmail = 'Please check your email to verify your account.';

  async function signUpWithTheForm(page: Page): Promise<{ email: string; password: string }> {
    const credentials = { email: uniqueEmail('notice'), password: 'a-notice-password' };
    await page.goto('/signup');
    await fillSignupForm(page, { ...credentials, confirm: credentials.password });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/login');
    return credentials;
  }

  // The notice must not come back on every reload, nor stay beside later errors.
  it('"Please check your email…" shows once, after sign-up: the next error or a reload removes it', async () => {
    const { page } = contexts.track(await newPage());
    const notice = page.getByRole('status').filter({ hasText: checkEmail });

    const first = await signUpWithTheForm(page);
    await notice.waitFor();
    await submitSignIn(page, { email: first.email, password: 'not-the-password' });
    expect(await loginFailure(page)).toBe(loginFailed);
    expect(await page.getByText(checkEmail).count()).toBe(0);

    await signUpWithTheForm(page);
    await notice.waitFor();
    await page.reload();
    await pageSettled(page);
    await expectHeading(page, 'Sign in to Inkwell');
    expect(await page.getByText(checkEmail).count()).toBe(0);
    // Nor does leaving and coming back through the history bring it back.
    await page.goBack();
    await waitForPath(page, '/signup');
    await page.goForward();
    await waitForPath(page, '/login');
    await pageSettled(page);
    expect(await page.getByText(checkEmail).count()).toBe(0);
  });
});

describeBrowser('forgot password', () => {
  it('mails a link that sets a new password; the old one stops working', async () => {
    const user = await createUser(uniqueEmail('reset'));
    const newPassword = 'a-brand-new-password';
    const { page } = contexts.track(await newPage());

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot-password');
    await expectHeading(page, 'Reset your password');
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'a link to reset the password is on its way' }).waitFor();

    const link = await mailedLinkContaining(user.email, '/reset-password/');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    await expectHeading(page, 'Choose a new password');
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();

    await submitSignIn(page, user);
    expect(await loginFailure(page)).toBe(loginFailed);
    expect(pathOf(page)).toBe('/login');

    await submitSignIn(page, { email: user.email, password: newPassword });
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('a used reset link cannot set a password again', async () => {
    const user = await createUser(uniqueEmail('reset-twice'));
    const { page } = contexts.track(await newPage());
    await page.goto('/forgot-password');
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'on its way' }).waitFor();
    const link = await mailedLinkContaining(user.email, '/reset-password/');

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    await field(page, 'New password').fill('first-new-password');
    await field(page, 'Confirm password').fill('first-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await waitForPath(page, '/login');

    // Opening the same link again: the token is spent, so the form is locked with an explanation.
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('error'));
    expect(await loginFailure(page)).toBe('This link is invalid or has expired. Request a new one.');
    expect(await field(page, 'New password').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save new password' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describeBrowser('email verification', () => {
  it('the mailed link verifies the address; a tampered one shows the failure', async () => {
    const email = uniqueEmail('verify');
    const password = 'verify-me-password';
    const { context, page } = contexts.track(await newPage());
    await page.goto('/signup');
    await fillSignupForm(page, { email, password, confirm: password });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/login');

    const link = await mailedLinkContaining(email, '/verify-email');
    const url = new URL(link);
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    // Change one character in the middle of the token (its signature).
    const at = token.length - 10;
    url.searchParams.set('token', token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1));

    await page.goto(url.toString());
    await page.waitForURL((u) => u.pathname === '/email-verified');
    await expectHeading(page, 'Verification failed');
    expect(await loginFailure(page)).toBe('This link is invalid or has expired. Request a new one.');

    await page.goto(link);
    await waitForPath(page, '/email-verified?verified=1');
    await expectHeading(page, 'Email verified');
    await page.getByRole('status').filter({ hasText: 'your email address is verified' }).waitFor();

    // The account itself is now verified, as the session reports it.
    await signInContext(context, { email, password });
    const session = (await (await context.request.get('/api/auth/get-session')).json()) as { user: { email: string; emailVerified: boolean } };
    expect(session.user).toMatchObject({ email, emailVerified: true });
  });
});
