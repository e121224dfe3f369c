import { revertSuggestions } from '@handlewithcare/prosemirror-suggest-changes';
import { Node as PmNode, type Schema } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import type { DocNode } from './markdown-bridge.ts';
import { suggestionMarkNames } from './suggestion-marks.ts';

/*
 * Suggestions (tracked changes) in a rich-text document. They live in the
 * document as marks until someone accepts or rejects them; the document's
 * Markdown is always its text without them (as if every suggestion were
 * rejected), so History, search, exports and the API read only what the
 * writers accepted.
 */

const isSuggestionMark = (name: string) => (suggestionMarkNames as readonly string[]).includes(name);

/** Whether a document (as JSON) holds any suggestion. */
export function hasSuggestions(node: DocNode): boolean {
  if (node.marks?.some((m) => isSuggestionMark(m.type))) return true;
  return node.content?.some(hasSuggestions) ?? false;
}

/** The document without its suggestions: insertions taken out, deletions and changes of formatting undone. */
export function withoutSuggestions(schema: Schema, doc: DocNode): DocNode {
  if (!hasSuggestions(doc)) return doc;
  let state = EditorState.create({ schema, doc: PmNode.fromJSON(schema, doc) });
  revertSuggestions(state, (tr) => {
    state = state.apply(tr);
  });
  return state.doc.toJSON() as DocNode;
}

/** A new suggestion's id: its author's, then a random part (`<user id>~<random>`). */
export const suggestionIdFor = (userId: string) => `${userId}~${Math.random().toString(36).slice(2, 10)}`;

/** The author of a suggestion, from its id (empty for an id not made here). */
const suggestionAuthor = (id: unknown) => (typeof id === 'string' && id.includes('~') ? id.slice(0, id.lastIndexOf('~')) : '');

/** One suggestion as the panel lists it: what it adds and takes away, by whom, and where. */
export interface Suggestion {
  id: string;
  authorId: string;
  inserted: string;
  deleted: string;
  /** A change of formatting only. */
  formatting: boolean;
  from: number;
  to: number;
}

/** The zero-width space suggestion mode puts where it splits a paragraph. */
const splitMark = '\u200B';

/** The document's suggestions, in order of where they start. */
export function suggestionsIn(doc: PmNode): Suggestion[] {
  const byId = new Map<string, Suggestion>();
  doc.descendants((node, pos) => {
    for (const mark of node.marks) {
      if (!isSuggestionMark(mark.type.name)) continue;
      const id = String(mark.attrs.id);
      const text = node.isText ? (node.text ?? '').replaceAll(splitMark, '') : node.isBlock ? '\n' : '';
      const found = byId.get(id) ?? { id, authorId: suggestionAuthor(mark.attrs.id), inserted: '', deleted: '', formatting: false, from: pos, to: pos + node.nodeSize };
      if (mark.type.name === 'insertion') found.inserted += text || (node.isText ? '¶' : '');
      else if (mark.type.name === 'deletion') found.deleted += text || (node.isText ? '¶' : '');
      else found.formatting = true;
      found.from = Math.min(found.from, pos);
      found.to = Math.max(found.to, pos + node.nodeSize);
      byId.set(id, found);
    }
    return true;
  });
  return [...byId.values()].sort((a, b) => a.from - b.from);
}
