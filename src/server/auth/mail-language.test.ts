import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSettings, type Language } from '../../shared/settings.ts';
import { userSettings } from '../db/schema.ts';
import { requestLanguage } from '../i18n.ts';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { appForFile } from '../testing/app-for-file.ts';

const t = appForFile();

const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

/** Asks for a password reset and answers the one mail it sent. */
async function resetMail(email: string, headers: Record<string, string> = {}) {
  const from = t.mailbox.sent.length;
  const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' }, headers });
  expect(res.status, await res.clone().text()).toBe(200);
  const mails = t.mailbox.sent.slice(from);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toBe(email);
  return mails[0]!;
}

async function setLanguage(user: { cookie: string }, language: Language) {
  const res = await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language }, cookie: user.cookie });
  expect(res.status).toBe(200);
}

describe('password-reset mail language', () => {
  it('is the language the user saved in Settings (German), with the link', async () => {
    const user = await t.signUp();
    await setLanguage(user, 'de');
    const mail = await resetMail(user.email);
    expect(mail.subject).toBe(de.emails.reset.subject);
    expect(mail.text).toContain(de.emails.greeting);
    expect(mail.text).toContain(de.emails.signature);
    expect(mail.text).toMatch(new RegExp(`${t.baseUrl}/api/auth/reset-password/\\S+`));
  });

  it('the saved setting wins over the browser\'s cookie and Accept-Language', async () => {
    const user = await t.signUp();
    await setLanguage(user, 'zh');
    const mail = await resetMail(user.email, { cookie: 'inkwell.lang=fr', 'accept-language': 'es' });
    expect(mail.subject).toBe(zh.emails.reset.subject);
  });

  it('a saved English wins too (it is a choice, not a default)', async () => {
    const user = await t.signUp();
    await setLanguage(user, 'en');
    expect((await resetMail(user.email, { 'accept-language': 'de-DE' })).subject).toBe(en.emails.reset.subject);
  });

  it('without a settings row: the inkwell.lang cookie of the request (Spanish)', async () => {
    const user = await t.signUp();
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.userId))).toEqual([]);
    const mail = await resetMail(user.email, { cookie: 'inkwell.lang=es' });
    expect(mail.subject).toBe(es.emails.reset.subject);
    expect(mail.text).toContain(es.emails.greeting);
  });

  it('without a settings row: Accept-Language es-MX,es;q=0.9 gives Spanish', async () => {
    const user = await t.signUp();
    expect((await resetMail(user.email, { 'accept-language': 'es-MX,es;q=0.9' })).subject).toBe(es.emails.reset.subject);
  });

  it('the cookie wins over Accept-Language; another cookie beside it does not matter', async () => {
    const user = await t.signUp();
    expect((await resetMail(user.email, { cookie: 'theme=dark; inkwell.lang=fr; other=1', 'accept-language': 'de' })).subject).toBe(fr.emails.reset.subject);
  });

  it('nothing usable (no header, an unknown language, a cookie of another name) → English', async () => {
    const user = await t.signUp();
    expect((await resetMail(user.email)).subject).toBe(en.emails.reset.subject);
    expect((await resetMail(user.email, { 'accept-language': 'it-IT,pt;q=0.8' })).subject).toBe(en.emails.reset.subject);
    expect((await resetMail(user.email, { cookie: 'xinkwell.lang=de' })).subject).toBe(en.emails.reset.subject);
  });
});

describe('verification mail language', () => {
  it('a sign-up in a French browser gets the French verification mail', async () => {
    const email = newEmail();
    const from = t.mailbox.sent.length;
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password: 'correct-horse-battery', name: '' }, headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(200);
    const mails = t.mailbox.sent.slice(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[email, fr.emails.verify.subject]]);
  });
});

describe('requestLanguage', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'zh-Hant-TW,zh;q=0.9' }, 'zh'],
    [{ 'accept-language': 'it, de;q=0.5' }, 'de'],
    [{ 'accept-language': '*' }, 'en'],
    [{ cookie: 'inkwell.lang=de' }, 'de'],
    [{ cookie: 'inkwell.lang=xx', 'accept-language': 'fr' }, 'fr'],
    [{ cookie: 'inkwelllang=de' }, 'en'],
  ] as const)('%j → %s', (h, language) => {
    expect(requestLanguage(headers(h))).toBe(language);
  });

  it('without headers → en', () => {
    expect(requestLanguage(undefined)).toBe('en');
  });
});
