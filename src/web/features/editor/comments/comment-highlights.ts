// Comment threads in the rich editor: each open thread's passage is found in
// the text by its anchor (its words and their context) and shown highlighted;
// the highlights follow edits at once and are found again after a pause in
// typing, so a passage moved or retyped keeps its thread, and one deleted
// leaves the thread detached. A click in a highlight picks its thread.
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { anchorAt, locateAnchor, type Anchor } from '../../../../shared/comments.ts';
import { checkedText } from '../rich/writing-checks.ts';

/** A thread the editor shows: its id and anchor. */
export interface AnchoredThread {
  id: string;
  anchor: Anchor;
}

/** Where a thread's passage stands in the document. */
export interface PlacedThread {
  id: string;
  from: number;
  to: number;
}

interface HighlightState {
  threads: readonly AnchoredThread[];
  active: string | null;
  decorations: DecorationSet;
}

type HighlightMeta = { type: 'threads'; threads: readonly AnchoredThread[] } | { type: 'refresh' } | { type: 'active'; id: string | null };

const highlightKey = new PluginKey<HighlightState>('commentHighlights');

/** Each thread's passage in `doc`: found by its anchor in the text the writing checks read, or absent (detached). */
function placeThreads(doc: PmNode, threads: readonly AnchoredThread[]): PlacedThread[] {
  if (threads.length === 0) return [];
  const checked = checkedText(doc);
  return threads.flatMap((thread) => {
    const found = locateAnchor(checked.text, thread.anchor);
    if (!found) return [];
    const from = checked.at[found.start];
    const last = checked.at[found.end - 1];
    return from === undefined || last === undefined || from < 0 || last < from ? [] : [{ id: thread.id, from, to: last + 1 }];
  });
}

function decorationsOf(doc: PmNode, placed: readonly PlacedThread[], active: string | null): DecorationSet {
  return DecorationSet.create(
    doc,
    placed.map(({ id, from, to }) => Decoration.inline(from, to, { class: `ink-comment${id === active ? ' ink-comment-active' : ''}`, 'data-thread': id }, { id })),
  );
}

/** What the comments panel listens with: `whenPicked` sets who hears a click in a highlighted passage. */
interface HighlightStorage {
  whenPicked: (listener: (id: string) => void) => void;
  picked: (id: string) => void;
}

declare module '@tiptap/core' {
  interface Storage {
    commentHighlights: HighlightStorage;
  }
}

export const CommentHighlights = Extension.create<Record<string, never>, HighlightStorage>({
  name: 'commentHighlights',
  addStorage() {
    let listener: (id: string) => void = () => undefined;
    return {
      whenPicked: (next: (id: string) => void) => {
        listener = next;
      },
      picked: (id: string) => listener(id),
    };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin<HighlightState>({
        key: highlightKey,
        state: {
          init: (): HighlightState => ({ threads: [], active: null, decorations: DecorationSet.empty }),
          apply(tr, value, _old, state): HighlightState {
            const meta = tr.getMeta(highlightKey) as HighlightMeta | undefined;
            const next = tr.docChanged ? { ...value, decorations: value.decorations.map(tr.mapping, tr.doc) } : value;
            if (!meta) return next;
            const threads = meta.type === 'threads' ? meta.threads : next.threads;
            const active = meta.type === 'active' ? meta.id : next.active;
            return { threads, active, decorations: decorationsOf(state.doc, placeThreads(state.doc, threads), active) };
          },
        },
        props: {
          decorations: (state) => highlightKey.getState(state)?.decorations,
          handleClick(view, pos) {
            const [hit] = highlightKey.getState(view.state)?.decorations.find(pos, pos) ?? [];
            if (hit) storage.picked((hit.spec as { id: string }).id);
            return false;
          },
        },
      }),
    ];
  },
});

const withMeta = (state: EditorState, meta: HighlightMeta): Transaction => state.tr.setMeta(highlightKey, meta).setMeta('addToHistory', false);

/** The threads to show (open ones): found in the text now. */
export const showThreads = (state: EditorState, threads: readonly AnchoredThread[]) => withMeta(state, { type: 'threads', threads });
/** Finds every passage again (after a pause in typing). */
export const refindThreads = (state: EditorState) => withMeta(state, { type: 'refresh' });
export const activateThread = (state: EditorState, id: string | null) => withMeta(state, { type: 'active', id });

/** Where each shown thread's passage stands now, in document order. */
export function placedThreads(state: EditorState): PlacedThread[] {
  return (highlightKey.getState(state)?.decorations.find() ?? []).map((d) => ({ id: (d.spec as { id: string }).id, from: d.from, to: d.to })).sort((a, b) => a.from - b.from);
}

/** The thread whose passage holds `pos`, if any. */
export function threadAt(state: EditorState, pos: number): string | null {
  const [hit] = highlightKey.getState(state)?.decorations.find(pos, pos) ?? [];
  return hit ? (hit.spec as { id: string }).id : null;
}

/** The anchor of the selection, or null when it holds no text to comment on. */
export function selectionAnchor(state: EditorState): Anchor | null {
  const { from, to, empty } = state.selection;
  if (empty) return null;
  const checked = checkedText(state.doc);
  let start = -1;
  let end = -1;
  for (let i = 0; i < checked.at.length; i++) {
    const pos = checked.at[i]!;
    if (pos < 0) continue;
    if (pos >= from && pos < to) {
      if (start < 0) start = i;
      end = i + 1;
    }
  }
  if (start < 0) return null;
  const anchor = anchorAt(checked.text, start, end);
  return anchor.exact.trim() ? anchor : null;
}
