// A paper's citations formatted in one of the six styles: the
// Markdown with every citation replaced by its formatted text (or, in a note
// style, a footnote), and the bibliography of the works cited.
import { createHash } from 'node:crypto';
import type { CiteprocCitation, CiteprocCitationItem } from 'citeproc';
import { parseCitations, type Citation, type CitedSource } from '../../shared/citations.ts';
import type { Language } from '../../shared/languages.ts';
import { escapeMarkdown } from '../../shared/markdown-escape.ts';
import type { FormatStyleId } from '../../shared/citation-styles.ts';
import type { PrintedCitation } from '../../shared/papers.ts';
import type { CslItem } from '../../shared/references.ts';
import { AND_SYMBOL, engineFor, MARKDOWN_FORMAT, resetEngine, styleKey } from './engine.ts';
import { bibliographyHeading, formOf, isNoteStyle, isNumericStyle, localeFor, localeTerm, type CslLocale, type UserStyleSource } from './styles.ts';
import { sentenceCase } from './sentence-case.ts';

/** A reference of the user's library: the key a paper cites it by, and its CSL-JSON item. */
export interface PaperReference {
  key: string;
  item: CslItem;
}

export interface FormatPaperInput {
  markdown: string;
  items: readonly PaperReference[];
  style: FormatStyleId;
  /** The uploaded style a `user:` style names, as the main thread read it from the owner's styles. */
  userStyle?: UserStyleSource;
  language: Language;
  /** List every item in the bibliography, cited or not. */
  includeUncited?: boolean;
  /** The citations of `markdown` as the parse worker already read them (to pick the library's entries): not read a second time. */
  citations?: Citation[];
}

export interface FormattedPaper {
  /** The paper with its citations formatted (note styles: `[^cite-1]` markers and their definitions at the end). */
  markdown: string;
  /** Entries as Markdown, one paragraph each, in the style's order. */
  bibliography: { heading: string; entries: string[] };
  /** Keys cited but not in `items`, in order of first use; left in the text as `[@key?]`. */
  unknownKeys: string[];
  /** Footnotes added (note styles). */
  footnotes: number;
  /**
   * Each citation as it prints, in the order of the text (Markdown): what
   * stands in the sentence and, in a note style, its note. The rich editor
   * shows its citations so.
   */
  printed: PrintedCitation[];
}

const NO_PRINTED_FORM = '[NO_PRINTED_FORM]';

/** `[@key?]`, escaped so it reads literally and is not a citation again. */
function unknownText(source: CitedSource): string {
  return `\\[\\@${escapeMarkdown(source.key)}?\\]`;
}

function itemFor(source: CitedSource): CiteprocCitationItem {
  return {
    id: source.key,
    ...(source.locator !== undefined ? { locator: source.locator, label: source.label } : {}),
    ...(source.prefix ? { prefix: affix(source.prefix) } : {}),
    ...(source.suffix ? { suffix: affix(source.suffix) } : {}),
    ...(source.suppressAuthor ? { 'suppress-author': true } : {}),
  };
}

/**
 * Prefixes and suffixes are the author's Markdown; citeproc reads `<i>` and
 * `<b>` in them and escapes the rest, so `*passim*` stays italic.
 */
function affix(markdown: string): string {
  return markdown
    .replace(/\*\*(?=\S)(.+?)\*\*/g, '<b>$1</b>')
    .replace(/(^|[^\p{L}\p{N}])([*_])(?=\S)(.+?)\2(?![\p{L}\p{N}])/gu, '$1<i>$3</i>')
    .replace(/\s+/g, ' ');
}

/** Words a short title does not end on. */
const trailingWords = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'by', 'as', 'into']);

/**
 * A short title where the reference has none, as the styles' guides make one
 * (CMOS 14.32: "generally no more than four words", from the main title;
 * MLA and APA shorten the same way when a title stands for the author): the
 * title before its subtitle, cut to four words, without a leading article or
 * a function word at its end. citeproc would repeat the whole title.
 * "Education at a Glance 2019: OECD Indicators" → "Education at a Glance".
 */
export function shortTitleOf(title: string): string | undefined {
  const main = title.split(/\s*[:?!.]\s+|\s+[—–]\s+/)[0]!.trim();
  let words = main.split(/\s+/);
  if (words.length > 4 && /^(the|a|an)$/i.test(words[0]!)) words = words.slice(1);
  words = words.slice(0, 4);
  while (words.length > 1 && trailingWords.has(words.at(-1)!.toLowerCase())) words.pop();
  const short = words.join(' ').replace(/[,;]$/, '');
  return short && short !== title ? short : undefined;
}

/** An item's title is English when it says so, or says nothing in an English paper. */
const isEnglish = (item: CslItem, language: Language) => (typeof item.language === 'string' && item.language.trim() ? /^en\b/i.test(item.language.trim()) : language === 'en');

/** Types whose container is a book, whose title a sentence-case style writes in sentence case too (a journal's name keeps its capitals). */
const bookContainers = new Set(['chapter', 'entry-encyclopedia', 'entry-dictionary', 'entry']);

function inSentenceCase(item: CslItem): CslItem {
  const out: CslItem = { ...item };
  if (item.title) out.title = sentenceCase(item.title);
  if (item['title-short']) out['title-short'] = sentenceCase(item['title-short']);
  if (item['container-title'] && bookContainers.has(item.type)) out['container-title'] = sentenceCase(item['container-title']);
  return out;
}

function withShortTitle(item: CslItem): CslItem {
  if (item['title-short']?.trim() || !item.title) return item;
  const short = shortTitleOf(item.title);
  return short ? { ...item, 'title-short': short } : item;
}

/**
 * The author part of a narrative citation where the style's citation names
 * nobody (IEEE's "[1]") or is a note: family names as IEEE and Chicago write
 * them in prose — "Smith", "Smith and Lee", "Smith et al." — in the locale's
 * words; an organisation by its name; no author: the editors, else the title.
 */
function proseAuthors(item: CslItem, locale: CslLocale): string {
  const names = item.author?.length ? item.author : item.editor?.length ? item.editor : [];
  const [first, second] = names.map((n) => n.literal?.trim() || [n['non-dropping-particle'], n.family].filter(Boolean).join(' '));
  if (first === undefined) return item.title ? `“${escapeMarkdown(item.title)}”` : '';
  const and = localeTerm(locale, 'and') ?? 'and';
  const etAl = localeTerm(locale, 'et-al') ?? 'et al.';
  const text = names.length === 1 ? first : names.length === 2 ? `${first} ${and} ${second}` : `${first} ${etAl}`;
  return escapeMarkdown(text);
}

/** A footnote label prefix the paper does not use yet. */
function footnotePrefix(markdown: string): string {
  let prefix = 'cite-';
  for (let n = 2; markdown.includes(`[^${prefix}`); n++) prefix = `cite${n}-`;
  return prefix;
}

/** An entry or note is a paragraph of its own: a leading "1984." must not open a list. */
function asParagraph(text: string): string {
  return text.trim().replace(/^(\d{1,9})([.)])/, '$1\\$2');
}

/** How each parsed citation is rendered, once citeproc has formatted the batch. */
interface Plan {
  citation: Citation;
  known: CitedSource[];
  unknown: CitedSource[];
  /** The citeproc citation holding the sources (absent: nothing known). */
  mainId?: string;
  /** Narrative, author-date: the author-only citation ("Smith and Lee"). */
  authorId?: string;
  /** Narrative, numeric or note style: the names, written here. */
  authorText?: string;
  footnote: boolean;
  /** The first known source's item (a narrative citation names its authors). */
  firstItem?: CslItem;
}

/** What citeproc made of a paper's citations: each citation's text by id, and the list's entries. */
interface CiteprocOutput {
  texts: ReadonlyMap<string, string>;
  entries: string[];
}

/**
 * citeproc's output for the last papers formatted, by everything it depends
 * on — style, locale, the items, the citations in order, the uncited keys —
 * and not the prose around them. Editing a paragraph, or switching back to a
 * style already shown, reuses it instead of running citeproc again (0.2–0.5 s
 * for 300 references on the reference machine). Oldest out first.
 */
const outputs = new Map<string, CiteprocOutput>();
const OUTPUTS_KEPT = 24;

function citeproc(style: FormatStyleId, own: UserStyleSource | undefined, locale: CslLocale, items: Map<string, CslItem>, batch: CiteprocCitation[], uncited: string[]): CiteprocOutput {
  // The engine keeps what it registered only for a paper with exactly these items; anything else starts from a reset.
  const holds = JSON.stringify([...items]);
  const key = createHash('sha256').update(JSON.stringify([styleKey(style, own), locale, holds, batch, uncited])).digest('base64');
  const kept = outputs.get(key);
  if (kept) {
    outputs.delete(key);
    outputs.set(key, kept);
    return kept;
  }
  const cached = engineFor(style, locale, own);
  const texts = new Map<string, string>();
  let entries: string[] = [];
  try {
    if (cached.holds !== holds) {
      resetEngine(cached);
      cached.paper.items = items;
      cached.holds = holds;
    }
    if (batch.length || uncited.length) {
      for (const [id, , text] of cached.engine.rebuildProcessorState(batch, MARKDOWN_FORMAT, uncited)) texts.set(id, text);
      cached.engine.setOutputFormat(MARKDOWN_FORMAT);
      const bibliography = cached.engine.makeBibliography();
      if (bibliography) entries = bibliography[1].map((entry) => asParagraph(entry.replaceAll(AND_SYMBOL, '&')));
    }
  } catch (error) {
    // A failure may leave the engine half-built: the next paper starts from a reset.
    resetEngine(cached);
    throw error;
  }
  const output = { texts, entries };
  outputs.set(key, output);
  if (outputs.size > OUTPUTS_KEPT) outputs.delete(outputs.keys().next().value as string);
  return output;
}

/**
 * Formats a paper. One batch per paper (citeproc's rebuildProcessorState over
 * the citations in order), so positions ("Ibid."), disambiguation (2020a,
 * 2020b) and IEEE's numbers in order of first citation are all decided once.
 *
 * Narrative citations (`@key`, `@key [p. 33]`):
 * - author-date styles: citeproc's author-only form, then the suppress-author
 *   cluster: "Smith and Lee (2020, p. 33)" (APA's "&" becomes the locale's
 *   "and", as APA writes in prose); MLA without a locator: "Smith and Lee".
 * - IEEE: the names, then the number: "Smith and Lee [1]".
 * - Chicago notes: the names, then a footnote with the full note.
 * In a note style, `-@key` prints the whole note (a note names the author anyway).
 */
export function formatPaper(input: FormatPaperInput): FormattedPaper {
  const { markdown, style, language, userStyle: own } = input;
  const locale = localeFor(style, language, own);
  const note = isNoteStyle(style, own);
  const numeric = isNumericStyle(style, own);
  const byKey = new Map<string, CslItem>();
  const sentenceCaseTitles = formOf(style, own).titles === 'sentence-case';
  for (const { key, item } of input.items) if (!byKey.has(key)) byKey.set(key, withShortTitle(sentenceCaseTitles && isEnglish(item, language) ? inSentenceCase(item) : item));

  const citations = input.citations ?? parseCitations(markdown);
  const batch: CiteprocCitation[] = [];
  const plans: Plan[] = [];
  const unknownKeys = new Set<string>();
  let noteIndex = 0;
  for (const [index, citation] of citations.entries()) {
    const known = citation.sources.filter((s) => byKey.has(s.key));
    const unknown = citation.sources.filter((s) => !byKey.has(s.key));
    for (const s of unknown) unknownKeys.add(s.key);
    const plan: Plan = { citation, known, unknown, footnote: note && known.length > 0 };
    plans.push(plan);
    const firstItem = known[0] && byKey.get(known[0].key);
    if (!known[0] || !firstItem) continue;
    plan.firstItem = firstItem;
    const narrative = citation.mode === 'narrative';
    if (plan.footnote) noteIndex++;
    if (narrative && (numeric || note)) {
      plan.authorText = proseAuthors(firstItem, locale);
    } else if (narrative) {
      plan.authorId = `a${index}`;
      batch.push({ citationID: plan.authorId, citationItems: [{ id: known[0].key, 'author-only': true }], properties: { noteIndex: 0 } });
    }
    plan.mainId = `c${index}`;
    const items = known.map((s) => {
      const item = itemFor(s);
      if (note) delete item['suppress-author'];
      else if (narrative && !numeric) item['suppress-author'] = true;
      return item;
    });
    batch.push({ citationID: plan.mainId, citationItems: items, properties: { noteIndex: plan.footnote ? noteIndex : 0 } });
  }

  const cited = new Set(citations.flatMap((c) => c.sources.map((s) => s.key)).filter((k) => byKey.has(k)));
  const uncited = input.includeUncited ? [...byKey.keys()].filter((k) => !cited.has(k)) : [];

  const listed = new Set([...cited, ...uncited]);
  const items = new Map([...byKey].filter(([k]) => listed.has(k)).map(([k, item]) => [k, { ...item, id: k }]));
  const { texts, entries } = citeproc(style, own, locale, items, batch, uncited);

  const and = localeTerm(locale, 'and') ?? 'and';
  const text = (id: string | undefined) => (id ? (texts.get(id) ?? '').replaceAll(AND_SYMBOL, '&') : '');
  const prefix = footnotePrefix(markdown);
  const definitions: string[] = [];
  const printed: PrintedCitation[] = [];
  let out = '';
  let at = 0;
  for (const plan of plans) {
    const { start, end } = plan.citation;
    out += markdown.slice(at, start);
    at = end;
    const missing = plan.unknown.map(unknownText).join(' ');
    if (!plan.mainId) {
      out += missing;
      printed.push({ text: missing, unknown: true });
      continue;
    }
    let author = plan.authorText ?? '';
    if (plan.authorId) {
      const raw = texts.get(plan.authorId) ?? '';
      author = raw.includes(NO_PRINTED_FORM) && plan.firstItem ? proseAuthors(plan.firstItem, locale) : raw.replaceAll(AND_SYMBOL, and);
    }
    if (plan.footnote) {
      const label = `[^${prefix}${definitions.length + 1}]`;
      definitions.push(`${label}: ${asParagraph(text(plan.mainId))}`);
      printed.push({ text: [author, missing].filter(Boolean).join(' '), note: text(plan.mainId) });
      if (author) out += author;
      else {
        // Chicago puts the note number after a comma or full stop: "text [@a]." → "text.[^1]".
        const punctuation = /^[.,;:!?]/.exec(markdown.slice(at))?.[0];
        if (punctuation) {
          out = out.replace(/[ \t]+$/, '') + punctuation;
          at += 1;
        }
      }
      out += label + (missing ? ` ${missing}` : '');
      continue;
    }
    // MLA with the author in the sentence and no page prints nothing (citeproc: "no printed form").
    const main = text(plan.mainId).includes(NO_PRINTED_FORM) ? '' : text(plan.mainId);
    const replacement = [author, main, missing].filter(Boolean).join(' ');
    printed.push({ text: replacement });
    out += replacement;
    if (!replacement) out = out.replace(/[ \t]+$/, '');
  }
  out += markdown.slice(at);
  if (definitions.length) out = `${out.replace(/\s+$/, '')}\n\n${definitions.join('\n\n')}\n`;

  return {
    markdown: out,
    bibliography: { heading: bibliographyHeading(style, language, own), entries },
    unknownKeys: [...unknownKeys],
    footnotes: definitions.length,
    printed,
  };
}

/**
 * The paper with its bibliography as a last section (`## heading`, one
 * paragraph per entry): what the preview and the exports show. No section
 * when nothing is cited.
 */
export function withBibliography(paper: FormattedPaper): string {
  if (!paper.bibliography.entries.length) return paper.markdown;
  const body = paper.markdown.replace(/\s+$/, '');
  return `${body}\n\n## ${paper.bibliography.heading}\n\n${paper.bibliography.entries.join('\n\n')}\n`;
}
