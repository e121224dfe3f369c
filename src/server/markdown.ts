import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Nodes, Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml),
// and rehype-sanitize's GitHub schema strips anything else unsafe. remark-rehype
// already prefixes footnote ids with 'user-content-'; a second prefix from the
// sanitiser would break the footnote links.
const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(() => replaceTaskCheckboxes)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(rehypeStringify);

/**
 * GFM task lists become disabled checkboxes without a label, which screen
 * readers announce as an unnamed control. On a page that is only read, a
 * ballot-box character says the same thing as text.
 */
function replaceTaskCheckboxes(tree: HastRoot): void {
  const walk = (node: HastRoot | Element) => {
    node.children = node.children.map((child): ElementContent => {
      if (child.type !== 'element') return child as ElementContent;
      if (child.tagName === 'input' && child.properties.type === 'checkbox') {
        return { type: 'text', value: child.properties.checked ? '☑' : '☐' };
      }
      walk(child);
      return child;
    }) as typeof node.children;
  };
  walk(tree);
}

/** Markdown (CommonMark + GFM) to sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  return String(toHtml.processSync(markdown));
}

/** Text of a node; block-level children are separated, raw HTML is skipped. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'html':
      return '';
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    default: {
      if (!('children' in node)) return '';
      const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference';
      return (node.children as Nodes[]).map(textOf).join(inline ? '' : ' ');
    }
  }
}

/** The text a reader sees, without Markdown syntax or raw HTML, whitespace collapsed. */
export function markdownToPlainText(markdown: string): string {
  return textOf(parser.parse(markdown) as Root)
    .replace(/\s+/g, ' ')
    .trim();
}
