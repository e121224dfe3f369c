import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import en from '../src/web/locales/en.json' with { type: 'json' };
import { axeFindingsInEachLook, baseURL, createUser, describeBrowser, newPage, signInContext } from './fixtures.ts';
import { contextTracker, pageSettled, pathOf, submitSignIn } from './steps.ts';

// Two-factor sign-in in the browser: turn it on from Settings ›
// Security with a code computed here from the secret the page shows, then sign
// in with a code and with a backup code. Replay, lockout and the mails are
// tested on the server (src/server/auth/two-factor.test.ts).

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

const tf = en.security.twoFactor;
const step2 = en.auth.twoFactor;
const shots = process.env.E2E_SCREENSHOT_DIR;

/** RFC 4648 base32 → bytes: the key an authenticator app reads from the setup key. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s|=/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s) for one time step. */
function totp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const value = mac.readUInt32BE(mac[19]! & 0xf) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
const currentStep = () => Math.floor(Date.now() / 30_000);

/** axe in the four looks (light/dark × 1280/360), a screenshot of each when E2E_SCREENSHOT_DIR is set; back to the page's own look afterwards. */
const axeEverywhere = (page: Page, what: string) => axeFindingsInEachLook(page, what, { screenshot: what.replace(/\W+/g, '-') });

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first().waitFor();
}

/** The password step on /login, up to the code step. */
async function passwordThenCodeStep(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login?redirect=/settings%3Ftab%3Dsecurity');
  await pageSettled(page);
  await submitSignIn(page, credentials);
  await page.getByRole('heading', { name: step2.title }).waitFor();
}

async function landedSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/settings');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** A new account, signed in, in a browser that prefers reduced motion. */
async function signedInNewUser() {
  const { context, page } = contexts.track(await newPage({ reducedMotion: 'reduce' }));
  const credentials = await createUser();
  await signInContext(context, credentials);
  return { context, page, credentials };
}

/** Settings' security tab, settled: its two-factor section. */
async function openSecuritySection(page: Page) {
  await page.goto('/settings?tab=security');
  await pageSettled(page);
  return page.getByRole('region', { name: tf.title });
}

describeBrowser('two-factor sign-in', () => {
  it('turn it on with a code from the shown secret, then sign in with a code and with a backup code (once only)', async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    const { context, page, credentials } = await signedInNewUser();
    const section = await openSecuritySection(page);
    await section.getByText(tf.statusOff, { exact: true }).waitFor();
    const failures = await axeEverywhere(page, 'security section, off');

    // Turn on: the password first (a wrong one is said at the field).
    await section.getByRole('button', { name: tf.turnOn }).click();
    const dialog = page.getByRole('dialog', { name: tf.turnOn });
    await dialog.getByLabel(tf.password).fill('not-my-password');
    await page.keyboard.press('Enter');
    await dialog.getByText(tf.passwordWrong).waitFor();
    await dialog.getByLabel(tf.password).fill(credentials.password);
    await dialog.getByRole('button', { name: tf.continue }).click();

    // The QR code is drawn in the page (a data: image, nothing fetched) next to the setup key.
    const qr = dialog.getByRole('img', { name: tf.qrAlt });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{20,}$/);
    failures.push(...(await axeEverywhere(page, 'enable dialog, scan step')));

    const key = base32Bytes(secret);
    const enabledStep = currentStep();
    const codeField = dialog.getByRole('textbox', { name: tf.code });
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await codeField.fill(totp(key, enabledStep));
    await codeField.press('Enter');

    // Ten backup codes, shown once, with download and copy.
    const codesDialog = page.getByRole('dialog', { name: tf.codesTitle });
    const list = codesDialog.getByRole('list', { name: tf.codesTitle });
    await list.waitFor();
    const backupCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const downloaded = page.waitForEvent('download');
    await codesDialog.getByRole('button', { name: tf.download }).click();
    expect((await downloaded).suggestedFilename()).toBe('inkwell-backup-codes.txt');
    failures.push(...(await axeEverywhere(page, 'enable dialog, backup codes')));
    await codesDialog.getByRole('button', { name: tf.done }).click();
    await section.getByText(tf.statusOn, { exact: true }).waitFor();
    await section.getByRole('button', { name: tf.turnOff }).waitFor();
    failures.push(...(await axeEverywhere(page, 'security section, on')));

    // Sign out; sign in: the password, then the code step.
    await signOut(page);
    await passwordThenCodeStep(page, credentials);
    const step = page.getByRole('form', { name: step2.title });
    const appCode = step.getByRole('textbox', { name: step2.code });
    expect(await appCode.getAttribute('inputmode')).toBe('numeric');
    expect(await appCode.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await step.getByRole('checkbox', { name: step2.trustDevice }).isChecked()).toBe(false);
    failures.push(...(await axeEverywhere(page, 'sign-in code step')));
    // The code after the one that turned 2FA on (the server accepts one step ahead).
    const signInCode = totp(key, enabledStep + 1);
    await appCode.fill(signInCode);
    await step.getByRole('button', { name: step2.verify }).click();
    await landedSignedIn(page);
    expect(pathOf(page)).toBe('/settings?tab=security');

    // Sign in with a backup code.
    await signOut(page);
    await passwordThenCodeStep(page, credentials);
    await step.getByRole('button', { name: step2.useBackup }).click();
    await step.getByRole('textbox', { name: step2.backupCode }).fill(backupCodes[0]!);
    failures.push(...(await axeEverywhere(page, 'sign-in backup code step')));
    await step.getByRole('button', { name: step2.verify }).click();
    await landedSignedIn(page);

    // The same backup code again is refused, and so is the app code already used.
    await signOut(page);
    await passwordThenCodeStep(page, credentials);
    await step.getByRole('button', { name: step2.useBackup }).click();
    await step.getByRole('textbox', { name: step2.backupCode }).fill(backupCodes[0]!);
    await step.getByRole('button', { name: step2.verify }).click();
    await step.getByText(en.errors.two_factor_invalid_backup_code).waitFor();
    await step.getByRole('button', { name: step2.useApp }).click();
    await step.getByRole('textbox', { name: step2.code }).fill(signInCode);
    await step.getByRole('button', { name: step2.verify }).click();
    await step.getByText(en.errors.two_factor_code_used).waitFor();
    failures.push(...(await axeEverywhere(page, 'sign-in code step with an error')));
    expect(pathOf(page)).toMatch(/^\/login/);
    expect((await context.request.get('/api/me')).status()).toBe(401);

    expect(failures).toEqual([]);
  });

  it('turning it on and off by keyboard leaves the focus on the section’s new first button, never on the page', async () => {
    const { page, credentials } = await signedInNewUser();
    const section = await openSecuritySection(page);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

    await section.getByRole('button', { name: tf.turnOn }).press('Enter');
    const dialog = page.getByRole('dialog', { name: tf.turnOn });
    await dialog.getByLabel(tf.password).fill(credentials.password);
    await page.keyboard.press('Enter');
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
    await dialog.getByRole('textbox', { name: tf.code }).fill(totp(base32Bytes(secret), currentStep()));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: tf.codesTitle }).getByRole('button', { name: tf.done }).press('Enter');
    await section.getByText(tf.statusOn, { exact: true }).waitFor();
    await expect.poll(focusedText).toBe(tf.regenerate);

    await section.getByRole('button', { name: tf.turnOff }).press('Enter');
    const off = page.getByRole('dialog', { name: tf.turnOff });
    await off.getByLabel(tf.password).fill(credentials.password);
    await page.keyboard.press('Enter');
    await section.getByText(tf.statusOff, { exact: true }).waitFor();
    await expect.poll(focusedText).toBe(tf.turnOn);
  });

  it('the code step works with the keyboard alone', async () => {
    const { context, page, credentials } = await signedInNewUser();
    const headers = { origin: baseURL };
    const enable = await context.request.post('/api/auth/two-factor/enable', { data: { password: credentials.password }, headers });
    expect(enable.status()).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const key = base32Bytes(new URL(totpURI).searchParams.get('secret')!);
    const first = currentStep();
    expect((await context.request.post('/api/auth/two-factor/verify-totp', { data: { code: totp(key, first) }, headers })).status()).toBe(200);
    await context.clearCookies();

    await passwordThenCodeStep(page, credentials);
    // Focus starts in the code field; type, Tab to the checkbox, Space, Enter submits.
    await page.keyboard.type(totp(key, first + 1));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: step2.trustDevice }).isChecked()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await landedSignedIn(page);
    // Trusted: the next sign-in in this browser skips the code.
    expect((await context.cookies()).some((cookie) => /trust_device/.test(cookie.name))).toBe(true);
    await signOut(page);
    await page.goto('/login?redirect=/settings%3Ftab%3Dsecurity');
    await pageSettled(page);
    const verifications: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/two-factor\/verify/.test(request.url())) verifications.push(request.url());
    });
    await submitSignIn(page, credentials);
    await landedSignedIn(page);
    // Signed in by the password alone: no code was asked for or sent.
    expect(verifications).toEqual([]);
    expect((await context.request.get('/api/me')).status()).toBe(200);
  });
});
