import { createHash } from 'node:crypto';
import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { docToMarkdown, markdownToDoc, type DocNode } from '../../../shared/rich-text/markdown-bridge.ts';
import { schemaExtensions } from '../../../shared/rich-text/schema.ts';

/** The shared document's field the rich editor binds to (Tiptap Collaboration's default). */
const collabField = 'default';

const schema = getSchema(schemaExtensions({ collaborative: true }));

/** A short fingerprint of a Markdown text: the stored editing state belongs to the document's text while they match. */
export const markdownHash = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

/** The Markdown the shared document holds, in the editor's normal form. */
export function ydocToMarkdown(doc: Y.Doc): string {
  return docToMarkdown(yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(collabField)) as DocNode);
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

/** The Markdown a text becomes once it passes through the editor (what a store of an untouched document would write). */
export const normalMarkdown = (markdown: string) => docToMarkdown(markdownToDoc(markdown));
