import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryLimits, type DictionaryList, type DictionaryWord } from '../../../shared/dictionary.ts';
import { users, userWords } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { addWord, listWords } from './service.ts';

const t = appForFile();

const add = (user: TestUser, word: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/me/dictionary', { method: 'POST', json: { word }, cookie: user.cookie, headers });
const remove = (user: TestUser, word: string) => t.request(`/api/me/dictionary/${encodeURIComponent(word)}`, { method: 'DELETE', cookie: user.cookie });

async function words(user: TestUser): Promise<string[]> {
  const res = await t.request('/api/me/dictionary', { cookie: user.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return ((await res.json()) as DictionaryList).words;
}

async function added(user: TestUser, word: string, status = 201): Promise<string> {
  const res = await add(user, word);
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as DictionaryWord).word;
}

describe('a user’s writing dictionary', () => {
  it('starts empty, adds words and lists them alphabetically, case and accents aside', async () => {
    const user = await t.signUp();
    expect(await words(user)).toEqual([]);
    for (const word of ['zeitgeist', 'Inkwell', 'émigré', 'apropos', 'Ångström', 'blog']) expect(await added(user, word)).toBe(word);
    expect(await words(user)).toEqual(['Ångström', 'apropos', 'blog', 'émigré', 'Inkwell', 'zeitgeist']);
  });

  it('keeps a word once: adding it again, in any case, answers 200 with the spelling first kept', async () => {
    const user = await t.signUp();
    expect(await added(user, 'Inkwell')).toBe('Inkwell');
    expect(await added(user, 'Inkwell', 200)).toBe('Inkwell');
    expect(await added(user, 'INKWELL', 200)).toBe('Inkwell');
    expect(await words(user)).toEqual(['Inkwell']);
  });

  it('trims the word and keeps it NFC-normalised, so the two ways of writing “é” are one word', async () => {
    const user = await t.signUp();
    expect(await added(user, '  cafe\u0301 ')).toBe('café');
    expect(await added(user, 'caf\u00e9', 200)).toBe('café');
    expect(await words(user)).toEqual(['caf\u00e9']);
  });

  it('removes a word by its URL-encoded spelling, in any case; a word not there is 404', async () => {
    const user = await t.signUp();
    await added(user, 'Tiptap');
    await added(user, 'and/or');
    await added(user, 'naïve');
    expect((await remove(user, 'tiptap')).status).toBe(204);
    expect((await remove(user, 'and/or')).status).toBe(204);
    expect((await remove(user, 'nai\u0308ve')).status).toBe(204);
    expect(await words(user)).toEqual([]);
    await expectApiError(await remove(user, 'Tiptap'), 'not_found');
    await expectApiError(await remove(user, 'two words'), 'not_found');
  });

  it('keeps each user’s words to themselves: another user’s word is invisible and answers 404 like a missing one', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await added(owner, 'Ravenclaw');
    expect(await words(other)).toEqual([]);
    await expectApiError(await remove(other, 'Ravenclaw'), 'not_found');
    // The other user may keep the same word for themselves.
    expect(await added(other, 'ravenclaw')).toBe('ravenclaw');
    expect(await words(owner)).toEqual(['Ravenclaw']);
    expect((await remove(other, 'ravenclaw')).status).toBe(204);
    expect(await words(owner)).toEqual(['Ravenclaw']);
  });

  it('refuses what is not one word, naming the field, and stores nothing', async () => {
    const user = await t.signUp();
    const refused = async (word: unknown, reason?: string) => {
      const body = await expectApiError(await add(user, word), 'validation_failed', 'word');
      if (reason) expect(body.error.reason).toBe(reason);
      return body.error.message;
    };
    expect(await refused('two words', 'settings.dictionary.oneWord')).toBe('word: Enter one word, without spaces.');
    await refused('tab\tbed', 'settings.dictionary.oneWord');
    await refused('no\u00a0break', 'settings.dictionary.oneWord');
    await refused('   ', 'validation.required');
    await refused('bell\u0007', 'validation.invalidCharacters');
    expect(await refused('x'.repeat(dictionaryLimits.wordLength + 1), 'settings.dictionary.tooLong')).toBe(`word: A word has at most ${dictionaryLimits.wordLength} characters.`);
    await refused(42);
    // A lone surrogate cannot be stored as text: the JSON body is refused before the schema reads it.
    const lone = await t.request('/api/me/dictionary', { method: 'POST', body: '{"word":"ab\\ud800"}', headers: { 'content-type': 'application/json' }, cookie: user.cookie });
    await expectApiError(lone, 'validation_failed', 'word');
    await expectApiError(await t.request('/api/me/dictionary', { method: 'POST', json: { word: 'ok', extra: 1 }, cookie: user.cookie }), 'validation_failed');
    expect(await words(user)).toEqual([]);
  });

  it('words a refusal in the reader’s language', async () => {
    const user = await t.signUp();
    const body = await expectApiError(await add(user, 'zwei Wörter', { 'accept-language': 'de' }), 'validation_failed', 'word');
    expect(body.error.message).toBe('word: Gib ein einzelnes Wort ohne Leerzeichen ein.');
  });

  it('takes a word of 64 characters, emoji and CJK counted as one character each', async () => {
    const user = await t.signUp();
    const longest = '😀'.repeat(dictionaryLimits.wordLength);
    expect(await added(user, longest)).toBe(longest);
    expect(await added(user, '墨水瓶')).toBe('墨水瓶');
  });

  it('refuses a body over 1 KB with 413', async () => {
    const user = await t.signUp();
    await expectApiError(await add(user, 'a'.repeat(dictionaryLimits.bodyBytes)), 'payload_too_large');
  });

  it('holds at most 5,000 words: the next is refused with 409 dictionary_full, a word already there still answers', async () => {
    const user = await t.signUp();
    const { db } = t.database;
    const filler = Array.from({ length: dictionaryLimits.perUser - 1 }, (_, i) => `word${i}`);
    for (let i = 0; i < filler.length; i += 1000) {
      await db.insert(userWords).values(filler.slice(i, i + 1000).map((word) => ({ userId: user.userId, word, wordKey: word })));
    }
    expect(await added(user, 'last')).toBe('last');
    await expectApiError(await add(user, 'onemore'), 'dictionary_full');
    expect(await added(user, 'LAST', 200)).toBe('last');
    const [held] = await db.select({ n: count() }).from(userWords).where(eq(userWords.userId, user.userId));
    expect(Number(held?.n)).toBe(dictionaryLimits.perUser);
    // Room again once a word is removed.
    expect((await remove(user, 'word0')).status).toBe(204);
    expect(await added(user, 'onemore')).toBe('onemore');
  });

  it('counts concurrent additions one after the other, so the cap holds', async () => {
    const user = await t.signUp();
    const { db } = t.database;
    const filler = Array.from({ length: dictionaryLimits.perUser - 2 }, (_, i) => `filler${i}`);
    for (let i = 0; i < filler.length; i += 1000) {
      await db.insert(userWords).values(filler.slice(i, i + 1000).map((word) => ({ userId: user.userId, word, wordKey: word })));
    }
    const outcomes = await Promise.allSettled(['alpha', 'beta', 'gamma', 'delta'].map((word) => addWord(db, user.userId, word)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect((await listWords(db, user.userId)).length).toBe(dictionaryLimits.perUser);
  });

  it('asks for a session', async () => {
    await expectApiError(await t.request('/api/me/dictionary'), 'unauthorized');
    await expectApiError(await t.request('/api/me/dictionary', { method: 'POST', json: { word: 'x' } }), 'unauthorized');
    await expectApiError(await t.request('/api/me/dictionary/x', { method: 'DELETE' }), 'unauthorized');
  });

  it('goes with the account: deleting the user deletes their words', async () => {
    const user = await t.signUp();
    await added(user, 'ephemeral');
    const { db } = t.database;
    await db.delete(users).where(eq(users.id, user.userId));
    const [held] = await db.select({ n: count() }).from(userWords).where(eq(userWords.userId, user.userId));
    expect(Number(held?.n)).toBe(0);
  });
});
