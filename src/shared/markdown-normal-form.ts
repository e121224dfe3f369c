// How Inkwell writes Markdown it did not type itself (the rich editor's
// saves, an imported file): one normal form, described at the head of
// src/web/features/editor/rich/markdown-bridge.ts, so a document edited in
// the rich editor and one imported from Word read alike in the Markdown view.
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { Options as ToMarkdownOptions } from 'mdast-util-to-markdown';

export const markdownWriteOptions: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
  extensions: [gfmToMarkdown()],
};
