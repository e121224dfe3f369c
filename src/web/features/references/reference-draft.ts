// The Add/Edit reference form's state, and its conversion to and from the
// CSL-JSON item the library stores (src/shared/references.ts).
import { cslTypeOf, kindOf, referenceKindFields, withParticle, type CslDate, type CslItem, type CslName, type ReferenceKind, type ReferenceTextField } from '../../../shared/references.ts';

export interface NameDraft {
  organisation: boolean;
  family: string;
  given: string;
  literal: string;
}

export interface ReferenceDraft {
  kind: ReferenceKind;
  authors: NameDraft[];
  editors: NameDraft[];
  title: string;
  year: string;
  month: string;
  day: string;
  /** yyyy-mm-dd, from a date input. */
  accessed: string;
  fields: Partial<Record<ReferenceTextField, string>>;
}

/** Fields every kind's form edits, as multi-line text, after its own: the source's abstract and the user's notes (CSL `note`). */
export const noteFields = ['abstract', 'note'] as const satisfies readonly ReferenceTextField[];

/** The text fields a kind's form edits: its own, then the abstract and notes. */
const draftFieldsOf = (kind: ReferenceKind): readonly ReferenceTextField[] => [...referenceKindFields[kind], ...noteFields];

/** A kind's fields the form shows right under the title rather than with the rest: the title's short form. */
export const besideTitleFields = ['title-short'] as const satisfies readonly ReferenceTextField[];

/** The kind's own fields the form lays out together, after the date (everything but the short title). */
export function otherFieldsOf(kind: ReferenceKind): readonly ReferenceTextField[] {
  return referenceKindFields[kind].filter((field) => !(besideTitleFields as readonly ReferenceTextField[]).includes(field));
}

/** Fields that carry a hint under their label: its key under `references.form`. */
export const fieldHints: Partial<Record<ReferenceTextField, string>> = {
  'title-short': 'shortTitleHint',
  'container-title-short': 'journalAbbreviationHint',
};

export const emptyName = (): NameDraft => ({ organisation: false, family: '', given: '', literal: '' });

export function emptyDraft(kind: ReferenceKind = 'article-journal'): ReferenceDraft {
  return { kind, authors: [emptyName()], editors: [], title: '', year: '', month: '', day: '', accessed: '', fields: {} };
}

/** Whether the kind's form lists authors, editors, or both. */
export function nameRoles(kind: ReferenceKind): { authors: boolean; editors: boolean } {
  return { authors: kind !== 'edited-book', editors: kind === 'edited-book' || kind === 'chapter' || kind === 'paper-conference' };
}

function nameOf(draft: NameDraft): CslName | null {
  if (draft.organisation) return draft.literal.trim() ? { literal: draft.literal.trim() } : null;
  if (!draft.family.trim()) return null;
  return withParticle(draft.given.trim() ? { family: draft.family.trim(), given: draft.given.trim() } : { family: draft.family.trim() });
}

function draftOf(name: CslName): NameDraft {
  if (name.literal && !name.family) return { organisation: true, family: '', given: '', literal: name.literal };
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return { organisation: false, family, given: [name.given, name['dropping-particle']].filter(Boolean).join(' '), literal: '' };
}

const digits = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined);

function issuedOf(draft: ReferenceDraft): CslDate | undefined {
  const year = digits(draft.year);
  if (year === undefined) return undefined;
  const month = digits(draft.month);
  const day = month !== undefined ? digits(draft.day) : undefined;
  return { 'date-parts': [[year, ...(month !== undefined ? [month] : []), ...(day !== undefined ? [day] : [])]] };
}

/** The CSL item a draft saves as: only the fields its kind shows, trimmed; empty ones left out. */
export function itemOf(draft: ReferenceDraft, base: Partial<CslItem> = {}): CslItem {
  const roles = nameRoles(draft.kind);
  const authors = roles.authors ? draft.authors.map(nameOf).filter((n): n is CslName => n !== null) : [];
  const editors = roles.editors ? draft.editors.map(nameOf).filter((n): n is CslName => n !== null) : [];
  const item: Record<string, unknown> = { ...base, type: cslTypeOf(draft.kind), title: draft.title.trim() };
  for (const field of ['author', 'editor', 'issued', 'accessed', ...Object.values(referenceKindFields).flat(), ...noteFields]) delete item[field];
  if (authors.length) item.author = authors;
  if (editors.length) item.editor = editors;
  const issued = issuedOf(draft);
  if (issued) item.issued = issued;
  const accessed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.accessed);
  if (accessed) item.accessed = { 'date-parts': [[Number(accessed[1]), Number(accessed[2]), Number(accessed[3])]] };
  for (const field of draftFieldsOf(draft.kind)) {
    const value = draft.fields[field]?.trim();
    if (value) item[field] = value;
  }
  return item as CslItem;
}

const pad = (n: unknown) => String(n).padStart(2, '0');

/** A stored item as the form shows it. */
export function draftFromItem(item: CslItem): ReferenceDraft {
  const kind = kindOf(item);
  const [year, month, day] = item.issued?.['date-parts']?.[0] ?? [];
  const [ay, am, ad] = item.accessed?.['date-parts']?.[0] ?? [];
  const fields: ReferenceDraft['fields'] = {};
  for (const field of draftFieldsOf(kind)) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = String(value);
  }
  const authors = (item.author ?? []).map(draftOf);
  return {
    kind,
    authors: authors.length ? authors : nameRoles(kind).authors ? [emptyName()] : [],
    editors: (item.editor ?? []).map(draftOf),
    title: item.title ?? '',
    year: year !== undefined ? String(year) : '',
    month: month !== undefined ? String(month) : '',
    day: day !== undefined ? String(day) : '',
    accessed: ay !== undefined && am !== undefined && ad !== undefined ? `${ay}-${pad(am)}-${pad(ad)}` : '',
    fields,
  };
}
