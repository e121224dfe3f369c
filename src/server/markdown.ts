import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml),
// and rehype-sanitize's GitHub schema strips anything else unsafe.
const toHtml = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Markdown (CommonMark + GFM) to sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  return String(toHtml.processSync(markdown));
}

/** The text a reader sees, without Markdown syntax, whitespace collapsed. */
export function markdownToPlainText(markdown: string): string {
  const tree = parser.parse(markdown) as Root;
  const blocks = tree.children.map((node) => toString(node));
  return blocks.join(' ').replace(/\s+/g, ' ').trim();
}
