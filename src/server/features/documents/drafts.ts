import type { Database } from '../../db/client.ts';
import { readPrivacy } from '../../preferences/settings-store.ts';
import { createDocument, getDocument, type CreateInput } from './service.ts';
import { replaceDocument } from './versions.ts';

/**
 * Where the generators' drafts are kept: in History as ordinary documents,
 * unless the user turned history off in Settings. The browser's generators
 * and the public API's receive this store (app.ts hands it to both), so a
 * draft is saved by the documents feature whichever way it was asked for.
 */
export function draftStore(db: Database) {
  return {
    keepsHistory: async (userId: string) => (await readPrivacy(db, userId)).saveHistory,
    /** A new document; `id` is the one the run announced in its `start` event. */
    save: (userId: string, input: CreateInput, id?: string) => createDocument(db, userId, input, id),
    read: (userId: string, id: string) => getDocument(db, userId, id),
    /** Regenerate: the draft takes the place of one of the user's documents, whose text so far is kept as a version. */
    replace: (userId: string, id: string, input: CreateInput) => replaceDocument(db, userId, id, input),
  };
}
