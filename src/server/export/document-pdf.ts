import { academicTypes, type AcademicType } from '../../shared/academic.ts';
import { citationStyleProfiles, citationStyles, paperStyleOf } from '../../shared/citation-styles.ts';
import { documentTypeRules } from '../../shared/document-types.ts';
import type { DocumentRecord } from '../../shared/documents.ts';
import { opensWithHeading } from '../../shared/markdown.ts';
import { documentTree, longRunLengthOf, type DocumentTree, type Layout } from './document-tree.ts';
import { letterFrontOf, longDate, type LetterFront } from './letter-layout.ts';
import { numbersSections, paperCatalogueStyle, paperFrontOf, type PaperFront } from './paper-layout.ts';

/** What `templates/document-*.typ` read from `/data.json`. */
export interface DocumentTemplateInput extends DocumentTree {
  meta: { title: string; author: string; date: string; lang: string; subtitle: string };
  /** A cover letter's letterhead and addressee (empty for essays and papers). */
  letter: Pick<LetterFront, 'to' | 'template' | 'sender'>;
  /** An academic paper's style and title-page lines (`null` for essays and letters). */
  paper: PaperFront | null;
  /** Break lines greedily instead of optimising each justified paragraph: the text holds thousands of characters of runs that break anywhere. */
  simpleLineBreaks: boolean;
}

/**
 * Characters of runs that break anywhere beyond which a document's lines are
 * broken greedily, as word processors do. Each such character is a place a
 * line may end, and justified text's optimised breaking weighs the places a
 * line could span against each other: a 50,000-character token in a table
 * cell took 17 s to lay out that way and 1.1 s greedily (5.7 s and 1.2 s in a
 * paragraph). A few long URLs keep the optimised breaking.
 */
const SIMPLE_LINE_BREAKS_FROM = 2_000;

/** An essay, paper or cover letter: what its layout reads. */
export type TextDocument = Pick<DocumentRecord, 'title' | 'content' | 'data' | 'updatedAt'> & { type: Layout };

const paperNames: Record<AcademicType, string> = { research: 'Research paper', lab: 'Lab report', thesis: 'Thesis' };

const noLetter: DocumentTemplateInput['letter'] = { to: [], template: 'professional', sender: { name: '', contact: [] } };

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/** The Typst template (in `typst/templates`) of a text document's layout. */
export function documentTemplateOf(type: Layout): string {
  return documentTypeRules[type].pdfTemplate;
}

/**
 * The layout's input: the document tree plus its title block (author, date,
 * kind of paper) and, for a paper, its style's front matter, in `lang` (a
 * paper's: its owner's language, as its citations were formatted). A
 * letter's title is its subject line (its own `# ` heading, else the
 * position it applies for, else none) and its author the sender.
 */
export function documentTemplateInput(doc: TextDocument, author: string, lang = 'en'): DocumentTemplateInput {
  const layout = doc.type;
  const style = oneOf(citationStyles, doc.data.citationStyle);
  const paper = layout === 'academic' ? paperFrontOf(doc.data, author, lang) : null;
  const tree = documentTree(doc.content, doc.title, layout, { numbered: paper ? paper.numbered : numbersSections(paperStyleOf(doc.data)) });
  const catalogued = paperCatalogueStyle(doc.data);
  let date = longDate(doc.updatedAt, lang);
  let subtitle = '';
  let letter = noLetter;
  let title = tree.title;
  let byline = paper ? paper.author : text(author);
  if (paper) {
    const kind = oneOf(academicTypes, doc.data.academicType);
    const styleName = catalogued ? catalogued.title : style && citationStyleProfiles[style].name;
    subtitle = [kind && paperNames[kind], styleName && `${styleName} style`].filter(Boolean).join(' · ');
    date = paper.date || date;
  } else if (layout === 'cover-letter') {
    const front = letterFrontOf(doc, author, lang);
    letter = { to: front.to, template: front.template, sender: front.sender };
    if (!opensWithHeading(doc.content)) title = front.subject ? [front.subject] : [];
    byline = front.sender.name;
  } else {
    subtitle = [text(author), date].filter(Boolean).join(' · ');
  }
  return {
    ...tree,
    title,
    meta: { title: text(doc.title) || 'Document', author: byline, date, lang, subtitle },
    letter,
    paper,
    simpleLineBreaks: longRunLengthOf({ title, body: tree.body }) >= SIMPLE_LINE_BREAKS_FROM,
  };
}
