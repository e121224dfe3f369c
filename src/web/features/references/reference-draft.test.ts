import { describe, expect, it } from 'vitest';
import { referenceKinds } from '../../../shared/references.ts';
import { draftFromItem, emptyDraft, itemOf } from './reference-draft.ts';

describe('the reference form draft', () => {
  it.each(referenceKinds)('a %s keeps its abstract and notes, line breaks included, through a save and a reopening', (kind) => {
    const draft = { ...emptyDraft(kind), title: 'Why We Sleep', fields: { abstract: ' A book about sleep.\nAnd dreams. ', note: 'Chapter 3 for the essay.' } };
    const item = itemOf(draft);
    expect(item.abstract).toBe('A book about sleep.\nAnd dreams.');
    expect(item.note).toBe('Chapter 3 for the essay.');
    expect(draftFromItem(item).fields).toMatchObject({ abstract: 'A book about sleep.\nAnd dreams.', note: 'Chapter 3 for the essay.' });
  });

  it('an emptied abstract or note is removed from the stored item, other unknown fields stay', () => {
    const stored = { type: 'book' as const, title: 'Why We Sleep', abstract: 'Old abstract', note: 'Old note', keyword: 'sleep' };
    const draft = draftFromItem(stored);
    const item = itemOf({ ...draft, fields: { ...draft.fields, abstract: '  ', note: '' } }, stored);
    expect(item).not.toHaveProperty('abstract');
    expect(item).not.toHaveProperty('note');
    expect(item).toHaveProperty('keyword', 'sleep');
  });

  it('keeps a particle apart from the family name, as an import does, and shows them together again', () => {
    const draft = { ...emptyDraft('book'), title: 'Planning', authors: [{ organisation: false, family: 'van der Hoek', given: 'Wiebe', literal: '' }] };
    const item = itemOf(draft);
    expect(item.author).toEqual([{ family: 'Hoek', given: 'Wiebe', 'non-dropping-particle': 'van der' }]);
    expect(draftFromItem(item).authors[0]).toMatchObject({ family: 'van der Hoek', given: 'Wiebe' });
  });
});
