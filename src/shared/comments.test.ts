import { describe, expect, it } from 'vitest';
import { anchorAt, locateAnchor, mentionedIn } from './comments.ts';

const text = 'The river floods each spring. The river floods again in autumn, and the river floods the town.';

describe('comment anchors', () => {
  it('finds the passage again after edits before, after and around it', () => {
    const start = text.indexOf('river floods again');
    const anchor = anchorAt(text, start, start + 'river floods'.length);
    expect(anchor).toEqual({ exact: 'river floods', prefix: 'The river floods each spring. The ', suffix: ' again in autumn, and the river floods the town.' });
    // As written: the second of three repeats, not the first.
    expect(locateAnchor(text, anchor)).toEqual({ start, end: start + 12 });
    // A sentence added at the start, words changed at the far ends of its context.
    const edited = 'Every year it rains. The river floods each May. The river floods again in autumn, and the river floods the village.';
    const at = locateAnchor(edited, anchor)!;
    expect(edited.slice(at.start, at.end)).toBe('river floods');
    expect(at.start).toBe(edited.indexOf('river floods again'));
  });

  it('is detached when its words are gone, and never matches a different passage by its context alone', () => {
    const anchor = anchorAt(text, text.indexOf('again'), text.indexOf('again') + 5);
    expect(locateAnchor(text.replace('again', 'anew'), anchor)).toBeNull();
    expect(locateAnchor('', anchor)).toBeNull();
  });

  it('mentions the people whose @Name is in the text', () => {
    const people = [
      { id: 'a', name: 'Sam Patel' },
      { id: 'b', name: 'Ana' },
      { id: 'c', name: '' },
    ];
    expect(mentionedIn('Thanks @Sam Patel, and @Ana.', people)).toEqual(['a', 'b']);
    expect(mentionedIn('Sam Patel and Ana, no at sign.', people)).toEqual([]);
  });
});
