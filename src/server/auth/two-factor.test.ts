import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/settings.ts';
import { twoFactors, users } from '../db/schema.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { base32Bytes, currentStep, totp } from '../testing/totp.ts';

const t = appForFile();

const password = 'correct-horse-battery';

/** A browser's cookie jar: Set-Cookie lines replace earlier values, Max-Age=0 removes them. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/;\s*max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  has(pattern: RegExp): boolean {
    return [...this.cookies.keys()].some((name) => pattern.test(name));
  }
  drop(pattern: RegExp) {
    for (const name of [...this.cookies.keys()]) if (pattern.test(name)) this.cookies.delete(name);
  }
}

async function post(jar: Jar, path: string, json: unknown) {
  return jar.take(await t.request(`/api/auth${path}`, { method: 'POST', json, cookie: jar.header }));
}


interface Enabled {
  jar: Jar;
  email: string;
  userId: string;
  key: Buffer;
  backupCodes: string[];
  /** The step of the code that turned 2FA on. */
  step: number;
}

/** A new account, signed in, that turned 2FA on (enable + the first code). */
async function enabledUser(): Promise<Enabled> {
  const { cookie, email, userId } = await t.signUp(`tfa-${randomUUID().slice(0, 8)}@example.com`, password);
  const jar = new Jar();
  for (const part of cookie.split('; ')) {
    const at = part.indexOf('=');
    jar.cookies.set(part.slice(0, at), part.slice(at + 1));
  }
  const enable = await post(jar, '/two-factor/enable', { password });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = base32Bytes(new URL(totpURI).searchParams.get('secret')!);
  const step = currentStep();
  const verify = await post(jar, '/two-factor/verify-totp', { code: totp(key, step) });
  expect(verify.status).toBe(200);
  return { jar, email, userId, key, backupCodes, step };
}

/** Password sign-in in a fresh browser (optionally keeping some cookies, such as the trusted-device one). */
async function passwordStep(email: string, jar = new Jar()) {
  const res = await post(jar, '/sign-in/email', { email, password });
  return { res, body: (await res.json()) as Record<string, unknown>, jar };
}

async function signedIn(jar: Jar): Promise<boolean> {
  return (await t.request('/api/me', { cookie: jar.header })).status === 200;
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

function mailsTo(email: string) {
  return t.mailbox.sent.filter((mail) => mail.to === email);
}

describe('turning two-factor sign-in on', () => {
  it('needs the password: none is refused, a wrong one is refused', async () => {
    const { cookie } = await t.signUp(undefined, password);
    const none = await t.request('/api/auth/two-factor/enable', { method: 'POST', json: {}, cookie });
    expect(none.status).toBe(400);
    const wrong = await t.request('/api/auth/two-factor/enable', { method: 'POST', json: { password: 'not-the-password' }, cookie });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('wrong_password');
    const anonymous = await t.request('/api/auth/two-factor/enable', { method: 'POST', json: { password } });
    expect(anonymous.status).toBe(401);
  });

  it('answers an otpauth URI and ten backup codes; 2FA is on only after a first correct code, and the owner gets a mail', async () => {
    const { cookie, email } = await t.signUp(undefined, password);
    const jar = new Jar();
    for (const part of cookie.split('; ')) jar.cookies.set(part.split('=')[0]!, part.slice(part.indexOf('=') + 1));
    const enable = await post(jar, '/two-factor/enable', { password });
    const body = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Inkwell:/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    // Not on yet: a password sign-in elsewhere still goes straight in.
    expect((await passwordStep(email)).body.twoFactorRedirect).toBeUndefined();

    const key = base32Bytes(new URL(body.totpURI).searchParams.get('secret')!);
    const wrong = await post(jar, '/two-factor/verify-totp', { code: totp(key, currentStep() + 5) });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('two_factor_invalid_code');
    const ok = await post(jar, '/two-factor/verify-totp', { code: totp(key, currentStep()) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).not.toContain('"token"');
    const session = (await (await t.request('/api/auth/get-session', { cookie: jar.header })).json()) as { user: { twoFactorEnabled: boolean } };
    expect(session.user.twoFactorEnabled).toBe(true);
    const mails = mailsTo(email);
    expect(mails.at(-1)?.subject).toMatch(/two-factor sign-in is now on/i);
    expect(mails.at(-1)?.text).toContain(`${t.baseUrl}/settings?tab=security`);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, with no session yet', async () => {
    const { email } = await enabledUser();
    const { res, body, jar } = await passwordStep(email);
    expect(res.status).toBe(200);
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(jar.has(/session_token/)).toBe(false);
    expect(jar.has(/two_factor/)).toBe(true);
    expect(await signedIn(jar)).toBe(false);
  });

  it('a correct code signs in; the same code again is refused, also inside its 30 s window', async () => {
    const { email, key, step } = await enabledUser();
    const code = totp(key, step + 1);
    const first = await passwordStep(email);
    const ok = await post(first.jar, '/two-factor/verify-totp', { code });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).not.toContain('"token"');
    expect(JSON.parse(text)).toMatchObject({ user: { email } });
    expect(await signedIn(first.jar)).toBe(true);

    // An attacker who saw the code, at once (same window):
    const second = await passwordStep(email);
    const replay = await post(second.jar, '/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe('two_factor_code_used');
    expect(await signedIn(second.jar)).toBe(false);
    // The code that turned 2FA on (an older step) is refused too.
    const older = await post(second.jar, '/two-factor/verify-totp', { code: totp(key, step) });
    expect(older.status).toBe(401);
    expect(await signedIn(second.jar)).toBe(false);
  });

  it('one code sent twice at once signs in only once', async () => {
    const { email, key, step } = await enabledUser();
    const code = totp(key, step + 1);
    const [a, b] = await Promise.all([passwordStep(email), passwordStep(email)]);
    const answers = await Promise.all([post(a.jar, '/two-factor/verify-totp', { code }), post(b.jar, '/two-factor/verify-totp', { code })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('wrong codes: five per sign-in attempt, then ten in a row lock the account for 15 minutes, even for a correct code', async () => {
    const { email, key, step } = await enabledUser();
    const wrong = totp(key, step + 10);
    const first = await passwordStep(email);
    for (let i = 0; i < 5; i++) {
      const res = await post(first.jar, '/two-factor/verify-totp', { code: wrong });
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('two_factor_invalid_code');
    }
    const sixth = await post(first.jar, '/two-factor/verify-totp', { code: totp(key, step + 1) });
    expect(await errorCode(sixth)).toBe('two_factor_too_many_attempts');
    expect(await signedIn(first.jar)).toBe(false);

    const second = await passwordStep(email);
    for (let i = 0; i < 5; i++) expect((await post(second.jar, '/two-factor/verify-totp', { code: wrong })).status).toBe(401);
    const third = await passwordStep(email);
    const locked = await post(third.jar, '/two-factor/verify-totp', { code: totp(key, step + 1) });
    expect(locked.status).toBe(429);
    expect(await errorCode(locked)).toBe('two_factor_locked');
    expect(await signedIn(third.jar)).toBe(false);
    const backup = await post(third.jar, '/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' });
    expect(await errorCode(backup)).toBe('two_factor_locked');

    // The lock lifts after its time (moved into the past here): the code that was refused while locked still works.
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, (await userIdOf(email))!));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await t.database.db.update(twoFactors).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(twoFactors.id, row!.id));
    const later = await passwordStep(email);
    expect((await post(later.jar, '/two-factor/verify-totp', { code: totp(key, step + 1) })).status).toBe(200);
    expect(await signedIn(later.jar)).toBe(true);
  });

  it('a backup code signs in once, not twice, and the owner is told how many are left', async () => {
    const { email, backupCodes } = await enabledUser();
    const code = backupCodes[3]!;
    const first = await passwordStep(email);
    const ok = await post(first.jar, '/two-factor/verify-backup-code', { code });
    expect(ok.status).toBe(200);
    expect(await ok.text()).not.toContain('"token"');
    expect(await signedIn(first.jar)).toBe(true);
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toMatch(/backup code was used/i);
    expect(mail?.text).toContain('Backup codes left: 9.');

    const second = await passwordStep(email);
    const again = await post(second.jar, '/two-factor/verify-backup-code', { code });
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe('two_factor_invalid_backup_code');
    expect(await signedIn(second.jar)).toBe(false);
    expect((await post(second.jar, '/two-factor/verify-backup-code', { code: backupCodes[4]! })).status).toBe(200);
  });

  it('"trust this device" skips the code on that browser for the next sign-in, and only there', async () => {
    const { email, key, step } = await enabledUser();
    const first = await passwordStep(email);
    const ok = await post(first.jar, '/two-factor/verify-totp', { code: totp(key, step + 1), trustDevice: true });
    expect(ok.status).toBe(200);
    const trust = ok.headers.getSetCookie().find((line) => /trust_device=/.test(line));
    expect(trust).toMatch(/Max-Age=2592000/i);
    expect(trust).toMatch(/HttpOnly/i);

    // Sign out, keep the browser's cookies: the password alone signs in.
    await post(first.jar, '/sign-out', {});
    expect(await signedIn(first.jar)).toBe(false);
    const again = await passwordStep(email, first.jar);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect(await signedIn(first.jar)).toBe(true);

    // Another browser is asked for a code.
    expect((await passwordStep(email)).body.twoFactorRedirect).toBe(true);
  });
});

describe('managing two-factor sign-in', () => {
  it('new backup codes need the password and replace the old ones', async () => {
    const { jar, email, backupCodes } = await enabledUser();
    const wrong = await post(jar, '/two-factor/generate-backup-codes', { password: 'nope-nope-nope' });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('wrong_password');
    const fresh = await post(jar, '/two-factor/generate-backup-codes', { password });
    expect(fresh.status).toBe(200);
    const { backupCodes: next } = (await fresh.json()) as { backupCodes: string[] };
    expect(next).toHaveLength(10);
    const signIn = await passwordStep(email);
    expect(await errorCode(await post(signIn.jar, '/two-factor/verify-backup-code', { code: backupCodes[0]! }))).toBe('two_factor_invalid_backup_code');
    expect((await post(signIn.jar, '/two-factor/verify-backup-code', { code: next[0]! })).status).toBe(200);
  });

  it('turning it off needs the password, mails the owner, and sign-in asks for the password only again', async () => {
    const { jar, email } = await enabledUser();
    const wrong = await post(jar, '/two-factor/disable', { password: 'nope-nope-nope' });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('wrong_password');
    expect((await passwordStep(email)).body.twoFactorRedirect).toBe(true);

    const off = await post(jar, '/two-factor/disable', { password });
    expect(off.status).toBe(200);
    expect(await signedIn(jar)).toBe(true);
    expect(mailsTo(email).at(-1)?.subject).toMatch(/turned off/i);
    const plain = await passwordStep(email);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect(await signedIn(plain.jar)).toBe(true);
    // Nothing left to regenerate.
    const none = await post(jar, '/two-factor/generate-backup-codes', { password });
    expect(await errorCode(none)).toBe('two_factor_not_enabled');
  });

  it('mails go out in the user’s language', async () => {
    const { jar, email } = await enabledUser();
    const saved = await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language: 'de' }, cookie: jar.header });
    expect(saved.status).toBe(200);
    const off = await post(jar, '/two-factor/disable', { password });
    expect(off.status).toBe(200);
    expect(mailsTo(email).at(-1)?.subject).toBe('Die Zwei-Faktor-Anmeldung wurde für dein Inkwell-Konto ausgeschaltet');
  });

  it('a sign-in step without the two-factor cookie is refused as expired', async () => {
    const res = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: '123456' } });
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('two_factor_expired');
  });
});

async function userIdOf(email: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
