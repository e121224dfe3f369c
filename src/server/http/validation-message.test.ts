import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/languages.ts';
import { serverText, type ServerTextKey } from '../i18n.ts';
import { expectApiError } from '../testing/api-error.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { messageKeyOf } from './validation-message.ts';

/*
 * A validation message in an API answer is a sentence in the
 * reader's language, never an interface key — on the browser's own routes
 * as on the public API (typed-client.test.ts), since both validate through
 * http/validate.ts. The key stays in `reason` for the browser's forms.
 */

const t = appForFile();

const src = path.resolve(import.meta.dirname, '../..');
const webCatalogue = (language: string) => JSON.parse(readFileSync(path.join(src, 'web/locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (catalogue: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

/** Every interface key a shared or server schema (or a check of our own) gives as a message; `resume.invalid.${kind}` stands for each key under it. */
function messageKeys(): string[] {
  const files = ['shared', 'server'].flatMap((dir) => readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(src, dir, file)));
  const english = webCatalogue('en');
  const keys = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, found] of text.matchAll(/(?:message: |fieldError\([^,]+, )['`]([a-zA-Z]+(?:\.[a-zA-Z${}]+)+)['`]/g)) {
      const key = found!;
      if (!key.includes('${')) keys.add(key);
      else {
        const prefix = key.slice(0, key.indexOf('${'));
        const under = lookup(english, prefix.replace(/\.$/, ''));
        for (const leaf of Object.keys(under as object)) keys.add(`${prefix}${leaf}`);
      }
    }
  }
  return [...keys].sort();
}

describe('the server words every key a schema answers with', () => {
  it('in all five languages, with the sentence the browser shows for the same key', () => {
    const keys = messageKeys();
    expect(keys).toEqual(expect.arrayContaining(['validation.required', 'validation.tooLong', 'validation.invalidChoice', 'apiKeys.scopesRequired', 'resume.invalid.email']));
    for (const language of languages) {
      const browser = webCatalogue(language);
      for (const key of keys) {
        expect(messageKeyOf(key), key).toBe(key);
        expect(serverText(language, `schema.${key}` as ServerTextKey), `${language} ${key}`).toBe(lookup(browser, key));
      }
    }
  });
});

describe("a browser route's validation answer", () => {
  it("is a sentence in the user's Settings language, else the chosen interface language or Accept-Language, else English", async () => {
    const user = await t.signUp();
    const post = (headers: Record<string, string> = {}) =>
      t.request('/api/me/api-keys', { method: 'POST', json: { name: '   ', scopes: ['documents:read'] }, cookie: user.cookie, headers: { ...headers, cookie: [user.cookie, headers.cookie].filter(Boolean).join('; ') } });
    const answer = async (res: Response) => (await expectApiError(res, 'validation_failed', 'name')).error;

    expect(await answer(await post())).toEqual({ code: 'validation_failed', message: 'name: This field is required', field: 'name', reason: 'validation.required' });
    expect((await answer(await post({ 'accept-language': 'es-MX,es;q=0.9' }))).message).toBe('name: Este campo es obligatorio');
    expect((await answer(await post({ 'accept-language': 'es', cookie: 'inkwell.lang=zh' }))).message).toBe('name: 此项为必填项');

    const settings = (await (await t.request('/api/settings', { cookie: user.cookie })).json()) as Record<string, unknown>;
    expect((await t.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { ...settings, language: 'fr' } })).status).toBe(200);
    expect((await answer(await post({ 'accept-language': 'es', cookie: 'inkwell.lang=zh' }))).message).toBe('name: Ce champ est obligatoire');
  });

  it('words the checks before any schema, and anonymous forms, in the language of the request', async () => {
    const user = await t.signUp();
    const nul = await t.request('/api/documents', { method: 'POST', cookie: user.cookie, headers: { 'accept-language': 'de', 'content-type': 'application/json' }, body: '{"type":"essay","title":"a\\u0000b"}' });
    // A new account has no saved settings: its requests speak their Accept-Language.
    expect((await expectApiError(nul, 'validation_failed', 'title')).error.message).toBe('title: Das enthält Zeichen, die nicht gespeichert werden können (NUL oder ein einzelnes Surrogat).');

    // better-auth's own checks would answer "[body.email] Invalid email address": ours run first.
    const signUp = await t.request('/api/auth/sign-up/email', { method: 'POST', headers: { 'accept-language': 'de' }, json: { email: 'nope', password: 'correct-horse-battery', name: '' } });
    expect((await expectApiError(signUp, 'validation_failed', 'email')).error.message).toBe('email: Gib eine gültige E-Mail-Adresse ein');
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'accept-language': 'es' }, json: { email: 'a@example.com', password: 5 } });
    expect((await expectApiError(signIn, 'validation_failed', 'password')).error.message).toBe('password: Entrada inválida: se esperaba texto, recibido número');

    const contact = await t.request('/api/contact', { method: 'POST', headers: { 'accept-language': 'zh-CN' }, json: { name: 'Ada', email: 'not an address', subject: 'Hello', message: 'A question about plans.' } });
    const body = await expectApiError(contact, 'validation_failed', 'email');
    expect(body.error).toMatchObject({ message: 'email: 请输入有效的邮箱地址', reason: 'validation.emailInvalid' });
  });
});
