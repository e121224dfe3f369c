import type { ExtraSectionKey } from '../../../../shared/resume.ts';

/**
 * How the builder edits one field of an entry: a line of text, a web
 * address, a month picker, the "still doing this" box (which empties the end
 * date), or several lines (bullets where a line starts with "- ").
 */
type SectionFieldKind = 'text' | 'url' | 'month' | 'endMonth' | 'current' | 'lines';

export interface SectionField {
  /** The entry's field, as the shared schema names it. */
  name: string;
  /** Its label's key under `resume.fields`. */
  label: string;
  kind: SectionFieldKind;
}

const text = (name: string, label = name): SectionField => ({ name, label, kind: 'text' });
const url: SectionField = { name: 'url', label: 'url', kind: 'url' };
const month = (name: string, label = name): SectionField => ({ name, label, kind: 'month' });
const lines = (name: string, label = 'description'): SectionField => ({ name, label, kind: 'lines' });

/** The fields of an entry of each section beyond the core four, in the order the form shows them. */
export const sectionFields: Record<ExtraSectionKey, SectionField[]> = {
  projects: [text('name', 'projectName'), text('roles'), month('startDate'), month('endDate'), url, lines('description')],
  certificates: [text('name', 'certificateName'), text('issuer'), month('date'), url],
  languages: [text('language'), text('fluency')],
  awards: [text('title', 'awardTitle'), text('awarder'), month('date'), lines('summary')],
  volunteer: [
    text('organization'),
    text('position'),
    month('startDate'),
    { name: 'endDate', label: 'endDate', kind: 'endMonth' },
    { name: 'current', label: 'stillDoing', kind: 'current' },
    url,
    lines('description'),
  ],
  publications: [text('name', 'publicationName'), text('publisher'), month('releaseDate'), url, lines('summary')],
  interests: [text('name', 'interest'), text('keywords')],
  references: [text('name', 'referee'), lines('reference', 'reference')],
  custom: [text('title', 'entryTitle'), text('subtitle'), month('date'), lines('description')],
};
