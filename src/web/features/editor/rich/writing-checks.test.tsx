import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../checks/types.ts';
import { schemaExtensions } from '../../../../shared/rich-text/schema.ts';
import { markdownToDoc } from '../../../../shared/rich-text/markdown-bridge.ts';
import { checkedText, checkResult, checksSnapshot, checkStarted, findingRange, moreFindings, placeFindings, WritingChecks } from './writing-checks.ts';

// The underlines of a check's answer, drawn in parts: what was typed while
// the check ran and between the parts moves them along, and a finding whose
// text was typed over is not underlined.

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(markdown: string): Editor {
  editor = new Editor({ extensions: [...schemaExtensions(), WritingChecks], content: markdownToDoc(markdown) });
  return editor;
}

/** Every "teh" in the checked text, as a spelling finding. */
function tehFindings(text: string): Finding[] {
  return [...text.matchAll(/teh/gi)].map((m) => ({ id: `spelling:${m.index}:${m.index + 3}`, kind: 'spelling', start: m.index, end: m.index + 3, text: m[0], message: 'Did you mean “the”?', suggestions: ['the'] }));
}

const underlined = (e: Editor) =>
  checksSnapshot(e.state)
    .shown.split('\n')
    .filter(Boolean)
    .map((id) => {
      const range = findingRange(e.state, id);
      return range ? e.state.doc.textBetween(range.from, range.to) : null;
    });

describe('writing-check underlines', () => {
  it('come in parts, each moved through what was typed since the check read the text', () => {
    const e = open('Teh cat sat.\n\nA teh dog ran.\n\nTeh end.\n');
    const checked = checkedText(e.state.doc);
    const findings = tehFindings(checked.text);
    const placed = placeFindings(checked, findings);
    expect(placed).toHaveLength(3);
    e.view.dispatch(checkStarted(e.state));
    // Typed while the check ran: a word at the start of the text.
    e.commands.insertContentAt(1, 'Oh, ');
    e.view.dispatch(checkResult(e.state, findings, placed.slice(0, 1), false));
    expect(underlined(e)).toEqual(['Teh']);
    // Typed between two parts.
    e.commands.insertContentAt(1, 'Well. ');
    e.view.dispatch(moreFindings(e.state, placed.slice(1), true));
    expect(underlined(e)).toEqual(['Teh', 'teh', 'Teh']);
    expect(e.state.doc.textContent.startsWith('Well. Oh, Teh cat')).toBe(true);
    // The panel lists every finding of the answer.
    expect(checksSnapshot(e.state).findings).toHaveLength(3);
  });

  it('leave out a finding whose text was typed over while the check ran', () => {
    const e = open('Teh cat sat.\n\nA teh dog ran.\n');
    const checked = checkedText(e.state.doc);
    const findings = tehFindings(checked.text);
    e.view.dispatch(checkStarted(e.state));
    // "teh" in the second paragraph becomes "the" before the answer comes.
    const at = checked.at[checked.text.indexOf('teh', 5)]!;
    e.commands.insertContentAt({ from: at, to: at + 3 }, 'the');
    e.view.dispatch(checkResult(e.state, findings, placeFindings(checked, findings)));
    expect(underlined(e)).toEqual(['Teh']);
  });
});
