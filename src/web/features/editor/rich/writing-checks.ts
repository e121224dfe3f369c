// The writing checks' findings in the rich editor: the text the checker
// reads (each character with its place in the document), and the findings
// as underlines that follow the text as it is edited until the next check
// replaces them. The checker itself runs in a worker (../checks/).
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Mapping } from '@tiptap/pm/transform';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Finding } from '../checks/writing-checker.ts';

/** Stands for what is no text of the writer's (a citation, a footnote mark, inline code): findings touching it are dropped. */
const placeholder = '\uFFFC';

/** The document's prose as plain text: blocks apart by a blank line; `at[i]` is the position of character i (-1 between blocks). */
export interface CheckedText {
  text: string;
  at: Int32Array;
}

/** Code blocks and constructs kept as Markdown are not prose: they are not checked. */
const unchecked = new Set(['codeBlock', 'rawBlock']);

export function checkedText(doc: PmNode): CheckedText {
  const parts: string[] = [];
  const at: number[] = [];
  const push = (text: string, pos: number) => {
    parts.push(text);
    for (let i = 0; i < text.length; i++) at.push(pos < 0 ? -1 : pos + i);
  };
  doc.descendants((node, pos) => {
    if (unchecked.has(node.type.name)) return false;
    if (!node.isTextblock) return true;
    if (at.length) push('\n\n', -1);
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      if (child.isText && !child.marks.some((mark) => mark.type.name === 'code')) push(child.text ?? '', start);
      else push(placeholder.repeat(child.isText ? (child.text?.length ?? 1) : 1), start);
    });
    return false;
  });
  return { text: parts.join(''), at: Int32Array.from(at) };
}

/** A finding where it stands in the document. */
export interface Placed {
  finding: Finding;
  from: number;
  to: number;
}

/** Findings placed in the document, or dropped when they touch what is not prose. */
export function placeFindings(checked: CheckedText, findings: readonly Finding[]): Placed[] {
  const placed: Placed[] = [];
  for (const finding of findings) {
    if (finding.end <= finding.start || checked.text.slice(finding.start, finding.end).includes(placeholder)) continue;
    const from = checked.at[finding.start];
    const last = checked.at[finding.end - 1];
    if (from === undefined || last === undefined || from < 0 || last < 0 || last < from) continue;
    placed.push({ finding, from, to: last + 1 });
  }
  return placed;
}

interface ChecksState {
  findings: readonly Finding[];
  decorations: DecorationSet;
  /** The edits since the running check read the text: its findings are moved through them. */
  since: Mapping | null;
  active: string | null;
}

type ChecksMeta =
  | { type: 'started' }
  /** A check's answer; its underlines may come in parts (`more`), the edits since the check read the text mapped until the last. */
  | { type: 'result'; placed: readonly Placed[]; findings: readonly Finding[]; last: boolean }
  | { type: 'more'; placed: readonly Placed[]; last: boolean }
  | { type: 'dismiss'; ids: readonly string[] }
  | { type: 'active'; id: string | null };

const checksKey = new PluginKey<ChecksState>('writingChecks');

function decorationsOf(doc: PmNode, placed: readonly Placed[], active: string | null): DecorationSet {
  return DecorationSet.create(
    doc,
    placed.map(({ finding, from, to }) =>
      Decoration.inline(from, to, { class: `ink-finding ink-finding-${finding.kind}${finding.id === active ? ' ink-finding-active' : ''}`, 'data-finding': finding.id }, { id: finding.id }),
    ),
  );
}

/** Where each shown finding stands now. */
function placedNow(state: ChecksState): Placed[] {
  const byId = new Map(state.findings.map((f) => [f.id, f]));
  return state.decorations.find().flatMap((d) => {
    const finding = byId.get((d.spec as { id: string }).id);
    return finding ? [{ finding, from: d.from, to: d.to }] : [];
  });
}

/** The findings' underlines; a click on one picks its finding in the panel. */
export const WritingChecks = Extension.create({
  name: 'writingChecks',
  addProseMirrorPlugins() {
    return [
      new Plugin<ChecksState>({
        key: checksKey,
        state: {
          init: (): ChecksState => ({ findings: [], decorations: DecorationSet.empty, since: null, active: null }),
          apply(tr, value, _old, state): ChecksState {
            const meta = tr.getMeta(checksKey) as ChecksMeta | undefined;
            let next = value;
            if (tr.docChanged) {
              next = { ...next, decorations: next.decorations.map(tr.mapping, tr.doc) };
              if (next.since) {
                const since = new Mapping(next.since.maps);
                since.appendMapping(tr.mapping);
                next.since = since;
              }
            }
            if (!meta) return next;
            if (meta.type === 'started') return { ...next, since: new Mapping() };
            if (meta.type === 'result' || meta.type === 'more') {
              const mapping = next.since ?? new Mapping();
              const placed = meta.placed.flatMap((p) => {
                const from = mapping.map(p.from, 1);
                const to = mapping.map(p.to, -1);
                return to > from && state.doc.textBetween(from, to) === p.finding.text ? [{ ...p, from, to }] : [];
              });
              const since = meta.last ? null : (next.since ?? new Mapping());
              if (meta.type === 'more') return { ...next, decorations: next.decorations.add(state.doc, decorationsOf(state.doc, placed, next.active).find()), since };
              return { findings: meta.findings, decorations: decorationsOf(state.doc, placed, next.active), since, active: next.active };
            }
            if (meta.type === 'dismiss') {
              const gone = new Set(meta.ids);
              return { ...next, decorations: next.decorations.remove(next.decorations.find(undefined, undefined, (spec) => gone.has((spec as { id: string }).id))) };
            }
            return { ...next, active: meta.id, decorations: decorationsOf(state.doc, placedNow(next), meta.id) };
          },
        },
        props: {
          decorations: (state) => checksKey.getState(state)?.decorations,
          handleClick(view, pos) {
            const state = checksKey.getState(view.state);
            const [hit] = state?.decorations.find(pos, pos) ?? [];
            if (!hit) return false;
            view.dispatch(activateFinding(view.state, (hit.spec as { id: string }).id));
            return false;
          },
        },
      }),
    ];
  },
});

export function checkStarted(state: EditorState): Transaction {
  return state.tr.setMeta(checksKey, { type: 'started' } satisfies ChecksMeta).setMeta('addToHistory', false);
}

/**
 * A check's answer: its findings, and the underlines of `placed` (all of
 * them, or the first part when `last` is false: `moreFindings` adds the rest).
 */
export function checkResult(state: EditorState, findings: readonly Finding[], placed: readonly Placed[], last = true): Transaction {
  return state.tr.setMeta(checksKey, { type: 'result', placed, findings, last } satisfies ChecksMeta).setMeta('addToHistory', false);
}

/** More underlines of the answer `checkResult` began to show. */
export function moreFindings(state: EditorState, placed: readonly Placed[], last: boolean): Transaction {
  return state.tr.setMeta(checksKey, { type: 'more', placed, last } satisfies ChecksMeta).setMeta('addToHistory', false);
}

export function dismissFindings(state: EditorState, ids: readonly string[]): Transaction {
  return state.tr.setMeta(checksKey, { type: 'dismiss', ids } satisfies ChecksMeta).setMeta('addToHistory', false);
}

export function activateFinding(state: EditorState, id: string | null): Transaction {
  return state.tr.setMeta(checksKey, { type: 'active', id } satisfies ChecksMeta).setMeta('addToHistory', false);
}

/** Where a shown finding stands now, or undefined when its text was edited away. */
export function findingRange(state: EditorState, id: string): { from: number; to: number } | undefined {
  const checks = checksKey.getState(state);
  const [decoration] = checks?.decorations.find(undefined, undefined, (spec) => (spec as { id: string }).id === id) ?? [];
  return decoration ? { from: decoration.from, to: decoration.to } : undefined;
}

/** The ids of the findings still underlined (the panel lists these). */
function shownFindingIds(state: EditorState): ReadonlySet<string> {
  const checks = checksKey.getState(state);
  return new Set(checks?.decorations.find().map((d) => (d.spec as { id: string }).id) ?? []);
}

/** What the findings panel shows: the last check's findings, which of them are still underlined, and the one the writer picked. */
export function checksSnapshot(state: EditorState): { findings: readonly Finding[]; shown: string; active: string | null } {
  const checks = checksKey.getState(state);
  return { findings: checks?.findings ?? [], shown: [...shownFindingIds(state)].join('\n'), active: checks?.active ?? null };
}
