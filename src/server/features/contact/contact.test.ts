import { describe, expect, it } from 'vitest';
import { contactLimits } from '../../../shared/contact.ts';
import { contactMessages } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { invalidTextCases, itRefusesInvalidInput, longestMessage, publicFormForFile, uuidPattern, type Fields, type InvalidCase } from '../../testing/public-form.ts';

const form = publicFormForFile(contactMessages, '/api/contact');
const { t, storedRows, send, sendRaw } = form;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Exporting to DOCX',
  message: 'Can I export a resume as DOCX?\nThanks!',
};

/** Posts a valid message, expects 201 {id}, and returns the one stored row. */
async function sendAndFindRow(json: Fields, init: { cookie?: string } = {}) {
  const { body, row } = await form.sendAndFindRow(json, init);
  expect(body).toEqual({ id: expect.stringMatching(uuidPattern) });
  return row;
}

describe('POST /api/contact with a valid message', () => {
  it('answers 201 {id} and stores exactly what was sent, without a user', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: string };
    expect(body).toEqual({ id: expect.stringMatching(uuidPattern) });

    const rows = await storedRows();
    expect(rows).toEqual([{ id: body.id, userId: null, ...valid, createdAt: expect.any(Date), status: 'open' }]);
  });

  it('stores the values trimmed', async () => {
    const row = await sendAndFindRow({
      name: '  Ada Lovelace \t',
      email: ' ada@example.com ',
      subject: '\n Exporting to DOCX  ',
      message: '   Can I export a resume as DOCX?\nThanks!  \n',
    });
    expect(row).toMatchObject(valid);
  });

  it('links the message to the signed-in sender', async () => {
    const { cookie, userId } = await t.signUp();
    const row = await sendAndFindRow(valid, { cookie });
    expect(row.userId).toBe(userId);
  });

  it('ignores a user id, id or date in the body', async () => {
    const victim = await t.signUp();
    const forged = { ...valid, userId: victim.userId, user_id: victim.userId, id: '00000000-0000-4000-8000-000000000000', createdAt: '2000-01-01T00:00:00Z' };

    const anonymous = await sendAndFindRow(forged);
    expect(anonymous.userId).toBeNull();
    expect(anonymous.id).not.toBe(forged.id);
    expect(anonymous.createdAt.getUTCFullYear()).not.toBe(2000);

    await t.database.db.delete(contactMessages);
    const sender = await t.signUp();
    const signedIn = await sendAndFindRow(forged, { cookie: sender.cookie });
    expect(signedIn.userId).toBe(sender.userId);
  });

  it('still accepts the message with a stale or forged session cookie (stored without a user)', async () => {
    const row = await sendAndFindRow(valid, { cookie: 'better-auth.session_token=forged.signature' });
    expect(row.userId).toBeNull();
  });

  it('stores text that looks like HTML or script verbatim', async () => {
    const markup = {
      name: '<b>Mallory</b>',
      email: 'mallory@example.com',
      subject: '"><img src=x onerror=alert(1)>',
      message: "<script>alert('xss')</script>\n[click](javascript:alert(1)) & &amp; ' \" `",
    };
    const row = await sendAndFindRow(markup);
    expect(row).toMatchObject(markup);
  });

  it('stores non-Latin text and emoji unchanged', async () => {
    const intl = { name: 'Zoë Ångström 李雷', email: 'zoe@example.com', subject: 'Привет — ¿qué tal?', message: 'Émoji 📝✅ and ‘quotes’' };
    const row = await sendAndFindRow(intl);
    expect(row).toMatchObject(intl);
  });

  it('accepts every field at its longest', async () => {
    const longest = longestMessage(`${'e'.repeat(64)}@${'d'.repeat(60)}.example.com`);
    const row = await sendAndFindRow(longest);
    expect(row).toMatchObject(longest);
  });

  it('counts the limits after trimming', async () => {
    const row = await sendAndFindRow({ ...valid, name: `  ${'n'.repeat(contactLimits.name)}  ` });
    expect(row.name).toBe('n'.repeat(contactLimits.name));
  });

  it('accepts the longest form even as \\u-escaped JSON of multi-byte text (under the 32 KB body limit)', async () => {
    // The largest body a legitimate client can send: every character non-ASCII
    // and escaped as \uXXXX (as Python's json.dumps does by default).
    const longest = longestMessage('ada@example.com', 'é');
    const body = JSON.stringify(longest).replace(/[^\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(body.length).toBeGreaterThan(30_000);
    const res = await sendRaw(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(longest);
  });

  it('stores one row per submission', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid)).status).toBe(201);
    expect(await storedRows()).toHaveLength(3);
  });
});

describe('POST /api/contact with an invalid message', () => {
  const invalidCases: InvalidCase[] = invalidTextCases(valid, ' \n\t ');
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    invalidCases.push([`${field} null`, { ...valid, [field]: null }, field]);
    invalidCases.push([`${field} a number`, { ...valid, [field]: 42 }, field]);
  }
  for (const email of ['not-an-email', 'ada@', '@example.com', 'ada at example.com', 'ada@example', 'a@b@example.com']) {
    invalidCases.push([`email ${JSON.stringify(email)}`, { ...valid, email }, 'email']);
  }
  invalidCases.push(['email over 254 characters', { ...valid, email: `${'e'.repeat(64)}@${'d'.repeat(190)}.com` }, 'email']);

  itRefusesInvalidInput(form, valid, invalidCases, [
    ['truncated JSON', '{"name":"Ada",'],
    ['not JSON at all', 'name=Ada&email=ada@example.com'],
    ['an empty body', ''],
  ]);

  it.each([
    ['null', 'null', undefined],
    ['an array', '[]', undefined],
    ['a string', '"hello"', undefined],
    ['a number', '42', undefined],
    ['an empty object', '{}', 'name'],
  ])('a JSON body that is %s → 400 validation_failed, nothing stored', async (_label, body, field) => {
    await expectApiError(await sendRaw(body), 'validation_failed', field);
    expect(await storedRows()).toEqual([]);
  });
});
