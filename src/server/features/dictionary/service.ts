import { withUserLocked } from '../../db/user-lock.ts';
import { and, count, eq } from 'drizzle-orm';
import { dictionaryLimits, sortWords, wordKey, wordProblem } from '../../../shared/dictionary.ts';
import type { Database } from '../../db/client.ts';
import { userWords } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/*
 * A user's writing dictionary: the words their spelling check accepts on
 * every device. Words are compared by `wordKey` (lower case, NFC), so a word
 * is kept once, as first typed. Every query is scoped to the user: another
 * user's word is as missing as one never added.
 */

/** Every word of the user's dictionary, sorted alphabetically. */
export async function listWords(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ word: userWords.word }).from(userWords).where(eq(userWords.userId, userId));
  return sortWords(rows.map((row) => row.word));
}

/**
 * Adds a word (already checked by `dictionaryWordSchema`). Answers the word
 * as kept and whether it was new: a word already there (in any case) is
 * answered as it was first typed, and nothing changes. A full dictionary
 * refuses with 409 dictionary_full.
 */
export async function addWord(db: Database, userId: string, word: string): Promise<{ word: string; added: boolean }> {
  const key = wordKey(word);
  return withUserLocked(db, userId, async (tx) => {
    const [existing] = await tx
      .select({ word: userWords.word })
      .from(userWords)
      .where(and(eq(userWords.userId, userId), eq(userWords.wordKey, key)))
      .limit(1);
    if (existing) return { word: existing.word, added: false };
    const [held] = await tx.select({ n: count() }).from(userWords).where(eq(userWords.userId, userId));
    if (Number(held?.n ?? 0) >= dictionaryLimits.perUser) throw new AppError('dictionary_full');
    await tx.insert(userWords).values({ userId, word, wordKey: key });
    return { word, added: true };
  });
}

/** Removes a word, in any case; a word the user does not have (or no word at all) is 404. */
export async function removeWord(db: Database, userId: string, word: string): Promise<void> {
  const trimmed = word.trim();
  if (wordProblem(trimmed)) throw new AppError('not_found');
  const deleted = await db
    .delete(userWords)
    .where(and(eq(userWords.userId, userId), eq(userWords.wordKey, wordKey(trimmed))))
    .returning({ id: userWords.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
