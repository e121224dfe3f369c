// The rich editor's schema: Tiptap's StarterKit and tables, plus the nodes
// Inkwell's Markdown has that HTML editors lack (citations, footnotes) and
// the nodes that keep a construct the editor cannot show as its Markdown
// source. Names and attributes match markdown-bridge.ts, which reads and
// writes them.
import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import { TableCell, TableHeader, TableKit } from '@tiptap/extension-table';
import Link from '@tiptap/extension-link';
import { BulletList, OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';

/** A list's looseness (blank lines between items), kept so an edited document's lists stay as they were written. */
const spread = {
  spread: {
    default: false,
    parseHTML: (element: HTMLElement) => element.getAttribute('data-spread') === 'true',
    renderHTML: (attributes: Record<string, unknown>) => (attributes.spread ? { 'data-spread': 'true' } : {}),
  },
};

/** A column's alignment in a Markdown table (`:---`, `---:`, `:---:`). */
const align = {
  align: {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const value = element.style.textAlign || element.getAttribute('align');
      return value === 'left' || value === 'right' || value === 'center' ? value : null;
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes.align ? { style: `text-align: ${String(attributes.align)}` } : {}),
  },
};

/** A Pandoc citation (`[see @smith2020, p. 12]`), one atom: the caret steps over it, Backspace removes it whole. */
const Citation = Node.create({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { markdown: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'span[data-citation]', getAttrs: (element) => ({ markdown: (element as HTMLElement).getAttribute('data-citation') ?? '' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { 'data-citation': node.attrs.markdown as string, class: 'ink-citation' }), node.attrs.markdown as string];
  },
  renderText({ node }) {
    return node.attrs.markdown as string;
  },
});

/** A footnote's mark in the text (`[^1]`). */
const FootnoteReference = Node.create({
  name: 'footnoteReference',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return { label: { default: '1' } };
  },
  parseHTML() {
    return [{ tag: 'sup[data-footnote]', getAttrs: (element) => ({ label: (element as HTMLElement).getAttribute('data-footnote') ?? '1' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['sup', mergeAttributes(HTMLAttributes, { 'data-footnote': node.attrs.label as string, class: 'ink-footnote-ref' }), node.attrs.label as string];
  },
  renderText({ node }) {
    return `[^${node.attrs.label as string}]`;
  },
});

/** A footnote's text (`[^1]: …`), edited in place where the Markdown has it. */
const FootnoteDefinition = Node.create({
  name: 'footnoteDefinition',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return { label: { default: '1' } };
  },
  parseHTML() {
    return [{ tag: 'div[data-footnote-definition]', getAttrs: (element) => ({ label: (element as HTMLElement).getAttribute('data-footnote-definition') ?? '1' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-footnote-definition': node.attrs.label as string, class: 'ink-footnote' }), 0];
  },
});

/** A construct the editor cannot show as itself (an image, a task list, a link definition): its Markdown, kept and written back as it was. */
const RawBlock = Node.create({
  name: 'rawBlock',
  group: 'block',
  atom: true,
  addAttributes() {
    return { markdown: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'pre[data-markdown-block]', getAttrs: (element) => ({ markdown: (element as HTMLElement).textContent ?? '' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['pre', mergeAttributes(HTMLAttributes, { 'data-markdown-block': '', class: 'ink-raw' }), node.attrs.markdown as string];
  },
});

/** The same, in a line of text (an image, a reference-style link). */
const RawInline = Node.create({
  name: 'rawInline',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return { markdown: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'code[data-markdown-inline]', getAttrs: (element) => ({ markdown: (element as HTMLElement).textContent ?? '' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['code', mergeAttributes(HTMLAttributes, { 'data-markdown-inline': '', class: 'ink-raw' }), node.attrs.markdown as string];
  },
  renderText({ node }) {
    return node.attrs.markdown as string;
  },
});

/** Every extension of the rich editor's schema (without the behaviour the editor adds: placeholder, counting, checks). */
export function schemaExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Markdown has no underline; lists and links come with the attributes Markdown keeps below.
      underline: false,
      bulletList: false,
      orderedList: false,
      link: false,
    }),
    // A link's title (`[text](url "title")`) is kept too.
    Link.extend({ addAttributes() { return { ...this.parent?.(), title: { default: null } }; } }).configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    BulletList.extend({ addAttributes: () => ({ ...spread }) }),
    OrderedList.extend({ addAttributes() { return { ...this.parent?.(), ...spread }; } }),
    TableKit.configure({ table: { resizable: false }, tableCell: false, tableHeader: false }),
    TableCell.extend({ addAttributes() { return { ...this.parent?.(), ...align }; } }),
    TableHeader.extend({ addAttributes() { return { ...this.parent?.(), ...align }; } }),
    Citation,
    FootnoteReference,
    FootnoteDefinition,
    RawBlock,
    RawInline,
  ];
}
