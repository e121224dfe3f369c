import { getSchema } from '@tiptap/core';
import { Node as PmNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { docToMarkdown, markdownToDoc, type DocNode } from './markdown-bridge.ts';
import { schemaExtensions } from './schema.ts';
import { suggestionIdFor, suggestionsIn, withoutSuggestions } from './suggestions.ts';

const schema = getSchema(schemaExtensions());

/** "The river floods." with "often " suggested by Sam and "river" struck out by Ana in favour of "stream". */
function suggested(): DocNode {
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'The ' },
          { type: 'text', text: 'river', marks: [{ type: 'deletion', attrs: { id: 'ana~2' } }] },
          { type: 'text', text: 'stream', marks: [{ type: 'insertion', attrs: { id: 'ana~2' } }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'often ', marks: [{ type: 'insertion', attrs: { id: 'sam~1' } }] },
          { type: 'text', text: 'floods.' },
        ],
      },
    ],
  };
}

describe('suggestions', () => {
  it('leave the Markdown as it was until accepted: insertions out, deletions kept', () => {
    expect(docToMarkdown(withoutSuggestions(schema, suggested()))).toBe('The river floods.\n');
    // A document without suggestions passes through untouched.
    const plain = markdownToDoc('Plain *text*.');
    expect(withoutSuggestions(schema, plain)).toBe(plain);
  });

  it('are listed in order, grouped by id, each with its author', () => {
    const list = suggestionsIn(PmNode.fromJSON(schema, suggested()));
    expect(list.map(({ id, authorId, inserted, deleted, formatting }) => ({ id, authorId, inserted, deleted, formatting }))).toEqual([
      { id: 'ana~2', authorId: 'ana', inserted: 'stream', deleted: 'river', formatting: false },
      { id: 'sam~1', authorId: 'sam', inserted: 'often ', deleted: '', formatting: false },
    ]);
    expect(list[0]!.from).toBeLessThan(list[1]!.from);
  });

  it('get ids that name their author, distinct each time', () => {
    const a = suggestionIdFor('user-1');
    expect(a).toMatch(/^user-1~[a-z0-9]+$/);
    expect(suggestionIdFor('user-1')).not.toBe(a);
  });
});
