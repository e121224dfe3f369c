// Citations shown as they print: each citation atom displays its in-text
// form in the paper's current style ("(Lee, 2019, p. 12)", "[1]", a note's
// text), which the page gets from the server's formatter, and keeps its
// Pandoc Markdown as its value, its tooltip and what copy and paste carry.
// A click on one, or Enter on a selected one, asks the page to change it.
import { Extension } from '@tiptap/core';
import { NodeSelection, Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type NodeView } from '@tiptap/pm/view';
import type { Node as PmNode } from '@tiptap/pm/model';

/** One citation as it prints, for the citation whose Markdown is `source`. */
export interface PrintedForm {
  source: string;
  text: string;
  note?: string;
  /** None of its sources is in the library: it shows as it is written, marked. */
  unknown?: boolean;
}

/** Where a citation the writer wants to change stands, and its Markdown. */
export interface CitationAt {
  pos: number;
  markdown: string;
}

interface PrintedStorage {
  /** What a click on a citation, or Enter when one is selected, calls (held in an object of its own: Tiptap copies the storage). */
  edit: { handler: (citation: CitationAt) => void };
  /** Sets what a click on a citation does (the page's latest handler). */
  whenEdited: (handler: (citation: CitationAt) => void) => void;
}

declare module '@tiptap/core' {
  interface Storage {
    printedCitations: PrintedStorage;
  }
}

interface Printed {
  forms: readonly PrintedForm[];
  decorations: DecorationSet;
}

const printedKey = new PluginKey<Printed>('printedCitations');

/** Markdown's inline marks and escapes, dropped: the atom shows plain text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/(\*{1,2}|_{1,2})(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/**
 * The printed forms matched to the document's citations in order: the k-th
 * citation takes the next form made for its own Markdown, so a citation
 * typed since the forms were made shows its Markdown until they come.
 */
function decorate(doc: PmNode, forms: readonly PrintedForm[]): DecorationSet {
  if (!forms.length) return DecorationSet.empty;
  const queues = new Map<string, PrintedForm[]>();
  for (const form of forms) {
    const queue = queues.get(form.source);
    if (queue) queue.push(form);
    else queues.set(form.source, [form]);
  }
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'citation') return true;
    const form = queues.get(String(node.attrs.markdown))?.shift();
    if (form) decorations.push(Decoration.node(pos, pos + node.nodeSize, {}, { printed: form }));
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/** Puts new printed forms into the editor (from the page, after each answer of the formatter). */
export function setPrintedForms(state: EditorState, forms: readonly PrintedForm[]) {
  return state.tr.setMeta(printedKey, forms).setMeta('addToHistory', false);
}

function citationView(node: PmNode, decorations: readonly Decoration[]): NodeView {
  const dom = document.createElement('span');
  dom.className = 'ink-citation';
  let current = node;
  const render = (shown: readonly Decoration[]) => {
    const markdown = String(current.attrs.markdown);
    const form = shown.map((d) => (d.spec as { printed?: PrintedForm }).printed).find(Boolean);
    dom.setAttribute('data-citation', markdown);
    dom.title = markdown;
    dom.replaceChildren();
    dom.classList.toggle('ink-citation-unknown', Boolean(form?.unknown));
    if (!form || form.unknown) {
      dom.textContent = markdown;
      return;
    }
    const text = plainText(form.text);
    if (text) dom.append(text);
    if (form.note) {
      const note = document.createElement('span');
      note.className = 'ink-citation-note';
      note.textContent = plainText(form.note);
      dom.append(note);
    }
  };
  render(decorations);
  return {
    dom,
    update(next, shown) {
      if (next.type !== current.type) return false;
      current = next;
      render(shown);
      return true;
    },
    ignoreMutation: () => true,
  };
}

/** The citation atoms' display and their editing entry points (see the file's head). */
export const PrintedCitations = Extension.create<Record<string, never>, PrintedStorage>({
  name: 'printedCitations',
  addStorage() {
    const edit: PrintedStorage['edit'] = { handler: () => undefined };
    return {
      edit,
      whenEdited: (handler) => {
        edit.handler = handler;
      },
    };
  },
  addProseMirrorPlugins() {
    const { edit } = this.storage;
    return [
      new Plugin<Printed>({
        key: printedKey,
        state: {
          init: (_, state): Printed => ({ forms: [], decorations: decorate(state.doc, []) }),
          apply(tr, value, _old, state) {
            const forms = (tr.getMeta(printedKey) as readonly PrintedForm[] | undefined) ?? value.forms;
            if (forms === value.forms && !tr.docChanged) return value;
            return { forms, decorations: decorate(state.doc, forms) };
          },
        },
        props: {
          decorations: (state) => printedKey.getState(state)?.decorations,
          nodeViews: { citation: (node, _view, _getPos, decorations) => citationView(node, decorations) },
          handleClickOn(view, _pos, node, nodePos, _event, direct) {
            if (!direct || node.type.name !== 'citation') return false;
            // Selected as a whole, as a click on an atom does: closing the picker, Backspace removes it.
            view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, nodePos)));
            edit.handler({ pos: nodePos, markdown: String(node.attrs.markdown) });
            return true;
          },
          handleKeyDown(view, event) {
            const { selection } = view.state;
            if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return false;
            if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'citation') return false;
            event.preventDefault();
            edit.handler({ pos: selection.from, markdown: String(selection.node.attrs.markdown) });
            return true;
          },
        },
      }),
    ];
  },
});
