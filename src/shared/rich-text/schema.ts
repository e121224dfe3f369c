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
import { Deletion, Insertion, Modification } from './suggestion-marks.ts';

/** What the schema reads of an element pasted in (typed here: the server builds the same schema without a DOM). */
interface ElementLike {
  getAttribute(name: string): string | null;
  textContent: string | null;
  style: { textAlign: string };
}
const asElement = (element: unknown) => element as ElementLike;

/** A list's looseness (blank lines between items), kept so an edited document's lists stay as they were written. */
const spread = {
  spread: {
    default: false,
    parseHTML: (element: unknown) => asElement(element).getAttribute('data-spread') === 'true',
    renderHTML: (attributes: Record<string, unknown>) => (attributes.spread ? { 'data-spread': 'true' } : {}),
  },
};

/** A column's alignment in a Markdown table (`:---`, `---:`, `:---:`). */
const align = {
  align: {
    default: null,
    parseHTML: (element: unknown) => {
      const value = asElement(element).style.textAlign || asElement(element).getAttribute('align');
      return value === 'left' || value === 'right' || value === 'center' ? value : null;
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes.align ? { style: `text-align: ${String(attributes.align)}` } : {}),
  },
};

/**
 * A node shown whole, one value in one attribute: the caret steps over it,
 * a click selects it, Backspace removes it whole. Its element carries the
 * value (in `marker`, and as its text), so it survives copy and paste.
 */
function atomNode(spec: { name: string; inline: boolean; attribute: string; fallback: string; tag: string; marker: string; className: string; text?: (value: string) => string }) {
  const { text } = spec;
  return Node.create({
    name: spec.name,
    group: spec.inline ? 'inline' : 'block',
    inline: spec.inline,
    atom: true,
    selectable: true,
    addAttributes: () => ({ [spec.attribute]: { default: spec.fallback } }),
    parseHTML: () => [
      { tag: `${spec.tag}[${spec.marker}]`, getAttrs: (element) => ({ [spec.attribute]: asElement(element).getAttribute(spec.marker) || asElement(element).textContent || spec.fallback }) },
    ],
    renderHTML: ({ node, HTMLAttributes }) => {
      const value = String(node.attrs[spec.attribute]);
      return [spec.tag, mergeAttributes(HTMLAttributes, { [spec.marker]: value, class: spec.className }), value];
    },
    ...(text ? { renderText: ({ node }: { node: { attrs: Record<string, unknown> } }) => text(String(node.attrs[spec.attribute])) } : {}),
  });
}

/** A Pandoc citation (`[see @smith2020, p. 12]`). */
const Citation = atomNode({ name: 'citation', inline: true, attribute: 'markdown', fallback: '', tag: 'span', marker: 'data-citation', className: 'ink-citation', text: (value) => value });

/** A footnote's mark in the text (`[^1]`). */
const FootnoteReference = atomNode({ name: 'footnoteReference', inline: true, attribute: 'label', fallback: '1', tag: 'sup', marker: 'data-footnote', className: 'ink-footnote-ref', text: (label) => `[^${label}]` });

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
    return [{ tag: 'div[data-footnote-definition]', getAttrs: (element) => ({ label: asElement(element).getAttribute('data-footnote-definition') ?? '1' }) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-footnote-definition': node.attrs.label as string, class: 'ink-footnote' }), 0];
  },
});

/** A construct the editor cannot show as itself (an image, a task list, a link definition): its Markdown, kept and written back as it was. */
const RawBlock = atomNode({ name: 'rawBlock', inline: false, attribute: 'markdown', fallback: '', tag: 'pre', marker: 'data-markdown-block', className: 'ink-raw' });

/** The same, in a line of text (an image, a reference-style link). */
const RawInline = atomNode({ name: 'rawInline', inline: true, attribute: 'markdown', fallback: '', tag: 'code', marker: 'data-markdown-inline', className: 'ink-raw', text: (value) => value });

/**
 * Every extension of the rich editor's schema (without the behaviour the
 * editor adds: placeholder, counting, checks). A collaborative editor leaves
 * undo to the shared document (each writer undoes only their own changes).
 */
export function schemaExtensions(options: { collaborative?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      // Markdown has no underline; lists and links come with the attributes Markdown keeps below.
      underline: false,
      ...(options.collaborative ? { undoRedo: false } : {}),
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
    // Suggestion mode's marks: kept in the editing state, never in the Markdown (suggestions.ts).
    Insertion,
    Deletion,
    Modification,
  ];
}
