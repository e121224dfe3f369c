import { cslTypeOf, referenceKindFields, type CslItem, type ReferenceKind, type ReferenceTextField } from '../../shared/references.ts';

/**
 * A value of its usual shape for each text field a kind's form edits. The
 * URL carries a query with `&`, which a writer must not escape or cut.
 */
export const referenceFieldValues: Partial<Record<ReferenceTextField, string>> = {
  'title-short': 'A Title',
  'container-title': 'The Container',
  'container-title-short': 'Cont.',
  volume: '12',
  issue: '3',
  page: '45-67',
  DOI: '10.1234/abc.def',
  URL: 'https://example.org/x?a=1&b=2',
  edition: '2',
  publisher: 'Acme Press',
  'publisher-place': 'Paris',
  ISBN: '978-3-16-148410-0',
  number: 'TR-42',
  genre: 'PhD thesis',
  'event-title': 'Conference on Things',
};

interface FullItemOptions {
  /** The form's fields to fill, by name; a field missing here stays out of the item. */
  values?: Partial<Record<ReferenceTextField, string>>;
  /** Also the fields every kind may hold beyond its form: an abstract and a note over several lines, and a journal article's two ISSNs. */
  freeText?: boolean;
}

/**
 * An item of a kind with a title, dates, editors and (but for an edited
 * book) a person and an organisation as authors, plus every field its form
 * edits that `values` holds.
 */
export function fullItem(kind: ReferenceKind, { values = referenceFieldValues, freeText = true }: FullItemOptions = {}): CslItem {
  const item: CslItem = {
    type: cslTypeOf(kind),
    title: 'A Title: With Subtitle',
    issued: { 'date-parts': [[2020, 5, 17]] },
    accessed: { 'date-parts': [[2024, 1, 2]] },
    editor: [{ family: 'Editor', given: 'Ann' }],
    ...(kind === 'edited-book' ? {} : { author: [{ family: 'Müller', given: 'Jörg' }, { literal: 'World Health Organization' }] }),
    ...(freeText ? { abstract: 'First paragraph.\n\nSecond paragraph.', note: 'A note\nover two lines' } : {}),
    ...(freeText && kind === 'article-journal' ? { ISSN: '1234-5679, 2049-3630' } : {}),
  };
  for (const field of referenceKindFields[kind]) {
    const value = values[field];
    if (value !== undefined) item[field] = value;
  }
  return item;
}
