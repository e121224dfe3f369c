import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { replaceWithMarkdown, seedWithMarkdown, ydocToMarkdown } from './collab-doc.ts';

// Two app processes open one document at the same moment, each from its
// Markdown: once their states meet (through Redis), the text is there once.

const markdown = '# Tides report\n\nThe moon pulls the sea.';

function meet(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
}

describe('opening a shared document on two processes at once', () => {
  it('gives the text once when both seed it with the same key', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    seedWithMarkdown(a, markdown, 'doc:new:hash');
    seedWithMarkdown(b, markdown, 'doc:new:hash');
    meet(a, b);
    expect(ydocToMarkdown(a)).toBe(`${markdown}\n`);
    expect(ydocToMarkdown(b)).toBe(`${markdown}\n`);
  });

  it('also from a stored state changed since, replacing what it held', () => {
    const stored = new Y.Doc();
    seedWithMarkdown(stored, 'Old text.', 'doc:new:old');
    const state = Y.encodeStateAsUpdate(stored);
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, state);
    Y.applyUpdate(b, state);
    seedWithMarkdown(a, markdown, 'doc:stored:new');
    seedWithMarkdown(b, markdown, 'doc:stored:new');
    meet(a, b);
    expect(ydocToMarkdown(a)).toBe(`${markdown}\n`);
  });

  it('(an ordinary replace on each would give it twice, which is what the seed prevents)', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    replaceWithMarkdown(a, markdown);
    replaceWithMarkdown(b, markdown);
    meet(a, b);
    expect(ydocToMarkdown(a).match(/The moon pulls the sea\./g)).toHaveLength(2);
  });
});
