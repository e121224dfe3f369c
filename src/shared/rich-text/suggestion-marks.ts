import { Mark } from '@tiptap/core';

/*
 * The marks of suggestion mode (tracked changes), as
 * @handlewithcare/prosemirror-suggest-changes defines them: `insertion` and
 * `deletion` wrap the text a suggestion adds or takes away, `modification` a
 * change of formatting. Each carries the suggestion's id; Inkwell's ids name
 * their author (`<user id>~<random>`).
 */

const idAttribute = {
  id: {
    default: null,
    parseHTML: (element: { dataset: Record<string, string | undefined> }) => {
      const raw = element.dataset.id;
      if (!raw) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    },
    renderHTML: (attributes: Record<string, unknown>) => ({ 'data-id': JSON.stringify(attributes.id) }),
  },
};

export const Insertion = Mark.create({
  name: 'insertion',
  inclusive: false,
  excludes: 'deletion modification insertion',
  addAttributes: () => idAttribute,
  parseHTML: () => [{ tag: 'ins[data-id]' }],
  renderHTML: ({ HTMLAttributes }) => ['ins', { ...HTMLAttributes, class: 'ink-suggestion ink-insertion' }, 0],
});

export const Deletion = Mark.create({
  name: 'deletion',
  inclusive: false,
  excludes: 'insertion modification deletion',
  addAttributes: () => idAttribute,
  parseHTML: () => [{ tag: 'del[data-id]' }],
  renderHTML: ({ HTMLAttributes }) => ['del', { ...HTMLAttributes, class: 'ink-suggestion ink-deletion' }, 0],
});

export const Modification = Mark.create({
  name: 'modification',
  inclusive: false,
  excludes: 'deletion insertion',
  addAttributes: () => ({
    ...idAttribute,
    type: { default: null, rendered: false },
    attrName: { default: null, rendered: false },
    previousValue: { default: null, rendered: false },
    newValue: { default: null, rendered: false },
  }),
  parseHTML: () => [{ tag: 'span[data-modification]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', { ...HTMLAttributes, 'data-modification': '', class: 'ink-suggestion ink-modification' }, 0],
});

export const suggestionMarkNames = ['insertion', 'deletion', 'modification'] as const;
