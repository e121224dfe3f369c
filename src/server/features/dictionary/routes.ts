import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { addWordSchema, dictionaryLimits, type DictionaryList, type DictionaryWord } from '../../../shared/dictionary.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson } from '../../http/validate.ts';
import { addWord, listWords, removeWord } from './service.ts';

/** A word fits in a few dozen bytes: a larger body is refused before it is read. */
const smallBody = bodyLimit({
  maxSize: dictionaryLimits.bodyBytes,
  onError: () => {
    throw new AppError('payload_too_large');
  },
});

/** `/api/me/dictionary`: the signed-in user's writing dictionary (Settings › Appearance, the editor's checks). */
export function dictionaryRoutes(deps: { auth: Auth; db: Database }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json({ words: await listWords(db, c.get('user').id) } satisfies DictionaryList))
    .post('/', smallBody, async (c) => {
      const { word } = await parseJson(c, addWordSchema);
      const kept = await addWord(db, c.get('user').id, word);
      return c.json({ word: kept.word } satisfies DictionaryWord, kept.added ? 201 : 200);
    })
    .delete('/:word', async (c) => {
      await removeWord(db, c.get('user').id, c.req.param('word'));
      return c.body(null, 204);
    });
}
