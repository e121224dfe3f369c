import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sortWords, wordKey, type DictionaryList, type DictionaryWord } from '../../shared/dictionary.ts';
import { api } from './api.ts';

/*
 * The signed-in user's writing dictionary (`/api/me/dictionary`): the words
 * the spelling check accepts on every device. Settings lists and edits it; the
 * editor's checks read it. Adding and removing change the cached list at
 * once and put it back if the server refuses.
 */

/** Under the account's keys: it is the account's data, asked for again with it. */
const dictionaryKey = ['account', 'dictionary'] as const;

const path = '/api/me/dictionary';

/** The user's words, sorted; `enabled: false` where nobody may be signed in. */
export function useDictionary(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dictionaryKey,
    queryFn: ({ signal }) => api<DictionaryList>(path, { signal }),
    select: (list) => list.words,
    enabled: options.enabled ?? true,
  });
}

/** The list while a change is on its way: the list before it, to put back on failure. */
interface Snapshot {
  before: DictionaryList | undefined;
}

function useListChange<T>(send: (word: string) => Promise<T>, change: (words: string[], word: string) => string[]) {
  const client = useQueryClient();
  return useMutation<T, Error, string, Snapshot>({
    mutationFn: send,
    onMutate: async (word) => {
      await client.cancelQueries({ queryKey: dictionaryKey });
      const before = client.getQueryData<DictionaryList>(dictionaryKey);
      if (before) client.setQueryData<DictionaryList>(dictionaryKey, { words: change(before.words, word) });
      return { before };
    },
    onError: (_error, _word, snapshot) => {
      if (snapshot?.before) client.setQueryData(dictionaryKey, snapshot.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: dictionaryKey }),
  });
}

/** Adds a word (checked by `dictionaryWordSchema` first); a word already there, in any case, changes nothing. */
export function useAddWord() {
  return useListChange(
    (word) => api<DictionaryWord>(path, { method: 'POST', json: { word } }),
    (words, word) => (words.some((held) => wordKey(held) === wordKey(word)) ? words : sortWords([...words, word.normalize('NFC')])),
  );
}

/** Removes a word, in any case. */
export function useRemoveWord() {
  return useListChange(
    (word) => api<void>(`${path}/${encodeURIComponent(word)}`, { method: 'DELETE' }),
    (words, word) => words.filter((held) => wordKey(held) !== wordKey(word)),
  );
}
