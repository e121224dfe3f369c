// An attached text cut into passages a draft can quote and cite: about 40 to
// 120 words each, cut between sentences (and between paragraphs where one
// ends near the target), never across a page, so each passage keeps the page
// it is on. Runs in a parse worker (a 5,000,000-character text is a few
// hundred milliseconds of work).

/** One page of text (page null: a file without pages — DOCX, HTML, text). */
export interface PageText {
  page: number | null;
  text: string;
}

export interface PassageText {
  page: number | null;
  text: string;
}

const passageWords = {
  /** A passage shorter than this takes the next sentence or paragraph too (a page's last one may stay shorter). */
  min: 40,
  /** No passage grows past this by taking another sentence; one sentence longer than this is cut between words. */
  max: 120,
} as const;

/**
 * At most this many passages per attachment. With at least 40 words (some
 * 250 characters) a passage, the 5,000,000 characters an attachment's text
 * may hold make about 20,000: the cap only stops a degenerate text (a word
 * per page) from filling the table.
 */
export const maxPassages = 20_000;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * A page's text as paragraphs of one-line sentences' text: a blank line ends
 * a paragraph; single line breaks are a PDF's line wrapping, joined with a
 * space (a word hyphenated at a line's end is joined back: "consoli-\ndation").
 */
function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\f\v\u00a0]*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/(\p{Ll})-\n(?=\p{Ll})/gu, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Sentences end at . ! ? (and a closing quote or bracket) before a space and what starts a sentence. */
const sentenceEnd = /(?<=[.!?…][\u0022\u0027\u201d\u2019)\]]?)\s+(?=[\p{Lu}\p{N}\u0022\u0027\u201c\u2018([])/u;

function sentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const sentence of paragraph.split(sentenceEnd)) {
    const parts = words(sentence);
    // A sentence over the maximum (a list, a table flattened to text) is cut between words.
    for (let i = 0; i < parts.length; i += passageWords.max) out.push(parts.slice(i, i + passageWords.max).join(' '));
  }
  return out;
}

/** The pages' text as passages, in reading order, at most `maxPassages`. */
export function splitPassages(pages: readonly PageText[]): PassageText[] {
  const passages: PassageText[] = [];
  for (const { page, text } of pages) {
    const firstOfPage = passages.length;
    let current: string[] = [];
    let count = 0;
    const flush = () => {
      if (count > 0) passages.push({ page, text: current.join(' ') });
      current = [];
      count = 0;
    };
    for (const paragraph of paragraphs(text)) {
      for (const sentence of sentences(paragraph)) {
        const n = words(sentence).length;
        // Past the maximum with this sentence: the passage ends before it (short, if the sentence is long).
        if (count > 0 && count + n > passageWords.max) flush();
        current.push(sentence);
        count += n;
      }
      // A paragraph ends a passage that is long enough; a short one runs on into the next paragraph.
      if (count >= passageWords.min) flush();
      else if (count > 0) current[current.length - 1] += '\n';
    }
    if (count > 0) {
      // A short remainder at the page's end joins the page's last passage when both fit in one.
      const last = passages.length > firstOfPage ? passages.at(-1) : undefined;
      if (last && words(last.text).length + count <= passageWords.max) last.text = `${last.text}\n\n${current.join(' ')}`;
      else flush();
    }
    if (passages.length >= maxPassages) return passages.slice(0, maxPassages).map(tidy);
  }
  return passages.map(tidy);
}

/** A paragraph break kept inside a passage reads as one; no stray spaces around it. */
function tidy(passage: PassageText): PassageText {
  return { page: passage.page, text: passage.text.replace(/ ?\n ?/g, '\n').replace(/\n+(?!\n)/g, '\n\n').trim() };
}
