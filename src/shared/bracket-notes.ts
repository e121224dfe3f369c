// A "[ … ]" note is a placeholder the writer (or the offline writer) left for
// the user to fill in: "[add a measurable achievement]", "[Your name]",
// "[citation needed]". A download that still holds one is warned about
// (the download menu, the Resume Builder's and the editor's notices), so this
// is the one place that tells a note from the many other uses of square
// brackets in Markdown and academic writing.
import type { DocumentType } from './documents.ts';
import { resumeDataSchema, resumeSectionKeys, resumeToPlainText, type ResumeData, type ResumeSectionKey } from './resume.ts';

/** Code (fenced blocks, inline spans) blanked to spaces of the same length, so indexes still match the text. */
function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  // A fence runs to the next fence of the same character and at least its length, or to the end of the text.
  const fenced = text.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[`~]*[ \t]*$|(?![\s\S]))/gm, blank);
  // An inline span opens and closes with backtick runs of one length.
  return fenced.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, blank);
}

const normalLabel = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();

/** Labels of reference-style link definitions (`[docs]: https://…`), which make `[docs]` a link. */
function linkLabels(text: string): Set<string> {
  const labels = new Set<string>();
  for (const match of text.matchAll(/^ {0,3}\[([^\]\n]+)\]:/gm)) labels.add(normalLabel(match[1]!));
  return labels;
}

// IEEE and other numeric citations: "[1]", "[12, 14]", "[3–5]", "[2, p. 7]", "[4, Fig. 2]".
const numericReference = /^\d+[a-z]?(?:\s*[,;–—-]\s*\d+[a-z]?)*(?:\s*,\s*(?:p|pp|fig|figs|ch|chap|sec|eq|tab|table|para|vol|no)\.?\s*[\d.–—-]+)?$/i;
// Pandoc citations: "[@smith2020]", "[see @a; @b, p. 3]", "[-@a]".
const pandocCitation = /(?:^|[\s;[])-?@[\p{L}\p{N}_]/u;
// Marks an editor puts inside a quotation: they are the text, not a note to fill in.
const editorialMark = /^(?:sic|sic!|emphasis (?:added|mine|in original)|italics (?:added|mine|in original)|original emphasis|translation mine|my translation)$/i;
// An array written in prose ("['a', 'b']").
const quotedList = /^\s*(?:(["'“‘])[^"'”’]*["'”’]\s*(?:,\s*|$))+$/;

/** Whether a bracket's content is a note left to fill in (the brackets' position in the text already checked). */
function isNote(inner: string): boolean {
  const content = inner.trim();
  if (!/\p{L}/u.test(content)) return false; // "[ ]", "[…]", "[0, 1]"
  if (/^[xX]$/.test(content)) return false; // a ticked task box
  if (content.startsWith('^')) return false; // a footnote
  if (pandocCitation.test(content)) return false;
  if (numericReference.test(content)) return false;
  if (editorialMark.test(content)) return false;
  if (quotedList.test(content)) return false;
  if (/^[a-z][a-z\d+.-]*:\/\/\S+$/i.test(content)) return false; // a bare address
  return true;
}

/**
 * Every "[ … ]" note left in a text (Markdown or plain), in order, each as the
 * reader sees it ("[add a measurable achievement]"), once per occurrence. Not
 * notes: links (`[text](url)`, `[text][ref]`, `[ref]` with a definition),
 * images, footnotes (`[^1]`), Pandoc citations (`[@key]`), numeric references
 * (`[1]`, `[12, 14]`), task boxes (`[ ]`, `[x]`), editorial marks (`[sic]`,
 * `[…]`), and anything inside code.
 */
export function bracketNotes(text: string): string[] {
  // "\[" shows as "[": an escaped bracket is what the reader sees.
  const visible = withoutCode(text).replace(/\\([[\]])/g, ' $1');
  const labels = linkLabels(visible);
  const notes: string[] = [];
  for (const match of visible.matchAll(/\[([^[\]\n]*)\]/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = visible[start - 1] ?? '';
    const after = visible[end] ?? '';
    // An image ("![alt]"), the label of a reference link ("[text][ref]"), a wiki link ("[[Page]]").
    if (before === '!' || before === ']' || before === '[') continue;
    // An inline link, a reference link's text, a Pandoc span ("[text]{.smallcaps}"), a link definition.
    if (after === '(' || after === '[' || after === '{' || after === ']') continue;
    if (after === ':' && /^ {0,3}$/.test(visible.slice(visible.lastIndexOf('\n', start - 1) + 1, start))) continue;
    if (labels.has(normalLabel(match[1]!))) continue;
    if (isNote(match[1]!)) notes.push(`[${match[1]!.replace(/\s+/g, ' ').trim()}]`);
  }
  return notes;
}

/** What a download of a document holds as text: a resume's visible text, the Markdown of the others. */
export function downloadText(doc: { type: DocumentType; content?: string | undefined; data?: unknown }): string {
  if (doc.type !== 'resume') return doc.content ?? '';
  const parsed = resumeDataSchema.safeParse(doc.data ?? {});
  return parsed.success ? resumeToPlainText(parsed.data) : '';
}

/** Where a resume's note is: the section (or the personal details) whose fields hold it. */
export type ResumeNotePlace = ResumeSectionKey | 'personalInfo';

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A resume's notes (from its visible text, as `downloadText` reads it), each with the section it is in. */
export function resumeBracketNotes(data: ResumeData): { note: string; place: ResumeNotePlace | null }[] {
  const places: ResumeNotePlace[] = ['personalInfo', ...resumeSectionKeys];
  return bracketNotes(resumeToPlainText(data)).map((note) => ({
    note,
    place: places.find((place) => stringsOf(data[place]).some((text) => bracketNotes(text).includes(note))) ?? null,
  }));
}
