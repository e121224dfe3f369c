import { createHash } from 'node:crypto';
import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { docToMarkdown, markdownToDoc, type DocNode } from '../../../shared/rich-text/markdown-bridge.ts';
import { schemaExtensions } from '../../../shared/rich-text/schema.ts';
import { hasSuggestions, withoutSuggestions } from '../../../shared/rich-text/suggestions.ts';

/** The shared document's field the rich editor binds to (Tiptap Collaboration's default). */
const collabField = 'default';

const schema = getSchema(schemaExtensions({ collaborative: true }));

/** A short fingerprint of a Markdown text: the stored editing state belongs to the document's text while they match. */
export const markdownHash = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

/** Whether the shared document holds suggestions not yet accepted or rejected. */
export const ydocHasSuggestions = (doc: Y.Doc) => hasSuggestions(yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(collabField)) as DocNode);

/** The Markdown the shared document holds, in the editor's normal form: its text without the suggestions not yet accepted. */
export function ydocToMarkdown(doc: Y.Doc): string {
  return docToMarkdown(withoutSuggestions(schema, yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(collabField)) as DocNode));
}

/**
 * Puts `markdown` in the shared document as one change, replacing what it
 * held: writers still connected see it as an edit (their own changes after
 * it merge), never as a second copy of the text.
 */
export function replaceWithMarkdown(doc: Y.Doc, markdown: string, origin?: unknown): void {
  const fresh = new Y.Doc();
  const source = prosemirrorJSONToYXmlFragment(schema, markdownToDoc(markdown), fresh.getXmlFragment(collabField));
  const target = doc.getXmlFragment(collabField);
  doc.transact(() => {
    if (target.length > 0) target.delete(0, target.length);
    target.insert(0, source.toArray().map((node) => (node as Y.XmlElement | Y.XmlText).clone()));
  }, origin);
  fresh.destroy();
}

/**
 * Puts `markdown` in the shared document as its whole text when a session
 * opens, so that two processes opening it at the same moment make the very
 * same change: the text is written by a client whose id comes from `key` (the
 * document, the state it starts from and the text), and Yjs keeps one copy of
 * identical changes, where two ordinary inserts would give the text twice.
 */
export function seedWithMarkdown(doc: Y.Doc, markdown: string, key: string): void {
  const seed = new Y.Doc();
  seed.clientID = createHash('sha256').update(key).digest().readUInt32BE(0);
  prosemirrorJSONToYXmlFragment(schema, markdownToDoc(markdown), seed.getXmlFragment(collabField));
  const target = doc.getXmlFragment(collabField);
  doc.transact(() => {
    if (target.length > 0) target.delete(0, target.length);
  });
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
  seed.destroy();
}

/** The Markdown a text becomes once it passes through the editor (what a store of an untouched document would write). */
export const normalMarkdown = (markdown: string) => docToMarkdown(markdownToDoc(markdown));

/** Each open document's Markdown, kept until its next change (a suggester's every message is compared with it). */
const markdownNow = new WeakMap<Y.Doc, string>();

function currentMarkdown(doc: Y.Doc): string {
  let markdown = markdownNow.get(doc);
  if (markdown === undefined) {
    markdown = ydocToMarkdown(doc);
    markdownNow.set(doc, markdown);
    doc.once('update', () => markdownNow.delete(doc));
  }
  return markdown;
}

/** The sync messages of the co-editing protocol (Hocuspocus: Sync, and SyncReply), and the sync steps that carry an update. */
const syncMessages = new Set([0, 4]);
const updateSteps = new Set([1, 2]);

/**
 * Whether a co-editing message would change the document's text (its Markdown
 * without suggestions), not only its suggestions: the update it carries is
 * tried on a copy. Messages that carry no update (awareness, the first sync
 * step) change nothing; a message that cannot be read counts as a change.
 */
export function changesText(doc: Y.Doc, message: Uint8Array): boolean {
  let update: Uint8Array;
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder);
    if (!syncMessages.has(decoding.readVarUint(decoder))) return false;
    if (!updateSteps.has(decoding.readVarUint(decoder))) return false;
    update = decoding.readVarUint8Array(decoder);
  } catch {
    return true;
  }
  const before = currentMarkdown(doc);
  const trial = new Y.Doc();
  try {
    Y.applyUpdate(trial, Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(trial, update);
    return ydocToMarkdown(trial) !== before;
  } catch {
    return true;
  } finally {
    trial.destroy();
  }
}
