import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/settings.ts';
import { signInDevices } from '../db/schema.ts';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { appForFile } from '../testing/app-for-file.ts';
import { cookieHeader, createLogCapture, type TestUser } from '../testing/harness.ts';

const logs = createLogCapture('warn');
const t = appForFile({}, { logger: logs.logger });

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const newerFirefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

function signIn(user: { email: string; password: string }, userAgent?: string, remoteAddress?: string, cookie?: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: user.email, password: user.password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(cookie ? { cookie } : {}),
  });
}

/** The mails `email` received since `from` (the sign-up's verification mail left out). */
const mailsTo = (email: string, from = 0) => t.mailbox.sent.slice(from).filter((m) => m.to === email && m.subject !== en.emails.verify.subject);

describe('a sign-in from a new device', () => {
  it('the first sign-in of an account only records its device; a known device sends nothing; a new one mails browser, OS, IP and time', async () => {
    const user = await t.signUp(); // signs in once, with no user agent
    expect(mailsTo(user.email)).toEqual([]);
    expect(await t.database.db.select().from(signInDevices).where(eq(signInDevices.userId, user.userId))).toHaveLength(1);

    expect((await signIn(user)).status).toBe(200);
    expect(mailsTo(user.email)).toEqual([]);

    expect((await signIn(user, firefoxOnWindows, '203.0.113.7')).status).toBe(200);
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([en.emails.newSignIn.subject]);
    expect(mails[0]?.text).toContain('Browser: Firefox');
    expect(mails[0]?.text).toContain('System: Windows');
    expect(mails[0]?.text).toContain('IP address: 203.0.113.7');
    expect(mails[0]?.text).toMatch(/Time: .*2\d{3}.* \(UTC\)/);
    expect(mails[0]?.text).toContain(`${t.baseUrl}/settings?tab=security`);

    // Another version of the same browser on the same system is the same device.
    expect((await signIn(user, newerFirefoxOnWindows, '198.51.100.1')).status).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
    const devices = await t.database.db.select().from(signInDevices).where(eq(signInDevices.userId, user.userId));
    expect(devices).toHaveLength(2);
    for (const device of devices) expect(device.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a wrong password from a new device mails nothing and records nothing', async () => {
    const user = await t.signUp();
    expect((await signIn({ ...user, password: 'not-the-password-1' }, chromeOnAndroid)).status).toBe(401);
    expect(mailsTo(user.email)).toEqual([]);
    expect(await t.database.db.select().from(signInDevices).where(eq(signInDevices.userId, user.userId))).toHaveLength(1);
  });

  it("is written in the user's language (German)", async () => {
    const user = await t.signUp();
    expect((await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language: 'de' }, cookie: user.cookie })).status).toBe(200);
    expect((await signIn(user, chromeOnAndroid)).status).toBe(200);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe(de.emails.newSignIn.subject);
    expect(mail?.text).toContain('Browser: Chrome');
    expect(mail?.text).toContain('System: Android');
  });

  it('a mail that fails does not fail the sign-in, and the warning names no address', async () => {
    const user = await t.signUp();
    const send = t.mailbox.send;
    t.mailbox.send = () => Promise.reject(new Error('smtp down'));
    try {
      expect((await signIn(user, chromeOnAndroid)).status).toBe(200);
    } finally {
      t.mailbox.send = send;
    }
    expect(logs.text()).toContain('security mail failed');
    expect(logs.text()).not.toContain(user.email);
  });
});

/** RFC 6238 code for a base32 secret at `at` (30 s steps, 6 digits, SHA-1), as an authenticator app computes it. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('a sign-in of a two-factor account', () => {
  async function withTwoFactor(user: TestUser): Promise<{ cookie: string; backupCodes: string[] }> {
    const enabled = await t.request('/api/auth/two-factor/enable', { method: 'POST', json: { password: user.password }, cookie: user.cookie });
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    // From a user agent the account never signed in with: were this counted as a sign-in, it would mail.
    const verified = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: totp(secret) }, cookie: user.cookie, headers: { 'user-agent': chromeOnAndroid } });
    expect(verified.status, await verified.clone().text()).toBe(200);
    return { cookie: cookieHeader(verified), backupCodes };
  }

  it('counts when the code is accepted, not at the password step; turning 2FA on is no sign-in', async () => {
    const user = await t.signUp();
    const { backupCodes } = await withTwoFactor(user);
    expect(mailsTo(user.email).filter((m) => m.subject === en.emails.newSignIn.subject)).toEqual([]);

    const first = await signIn(user, firefoxOnWindows, '203.0.113.9');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(mailsTo(user.email).filter((m) => m.subject === en.emails.newSignIn.subject)).toEqual([]);

    const verified = await t.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: backupCodes[0] },
      cookie: cookieHeader(first),
      headers: { 'user-agent': firefoxOnWindows },
      remoteAddress: '203.0.113.9',
    });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const mails = mailsTo(user.email).filter((m) => m.subject === en.emails.newSignIn.subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('IP address: 203.0.113.9');
  });
});

describe('password changed', () => {
  it('after change-password: a mail in the user language; nothing when the current password was wrong', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language: 'de' }, cookie: user.cookie })).status).toBe(200);
    const wrong = await t.request('/api/auth/change-password', { method: 'POST', json: { currentPassword: 'not-my-password-1', newPassword: 'brand-new-horse-battery' }, cookie: user.cookie });
    expect(wrong.status).toBe(400);
    expect(mailsTo(user.email)).toEqual([]);

    const changed = await t.request('/api/auth/change-password', { method: 'POST', json: { currentPassword: user.password, newPassword: 'brand-new-horse-battery' }, cookie: user.cookie });
    expect(changed.status).toBe(200);
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([de.emails.passwordChanged.subject]);
    expect(mails[0]?.text).not.toContain('brand-new-horse-battery');
    expect(mails[0]?.text).toContain(`${t.baseUrl}/forgot-password`);
  });

  it('after a reset through the mailed link', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: user.email, redirectTo: '/reset-password' } })).status).toBe(200);
    const mailed = new URL(t.mailbox.lastLinkTo(user.email));
    const link = await t.request(mailed.pathname + mailed.search);
    const token = new URL(link.headers.get('location') ?? '', t.baseUrl).searchParams.get('token');
    const from = t.mailbox.sent.length;
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-horse-battery', token } });
    expect(reset.status).toBe(200);
    expect(mailsTo(user.email, from).map((m) => m.subject)).toEqual([en.emails.passwordChanged.subject]);
  });
});
