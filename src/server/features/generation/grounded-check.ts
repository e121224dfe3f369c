// A model's draft from an outline is checked before anyone sees it, block by
// block as it streams: citations of keys that were not sent are removed and
// listed in a note at the end, and a quotation that is not in any passage of
// the source it cites is flagged in place. A paper's own rules (no reference
// list, only the chosen keys) apply as well.
import { parseCitations } from '../../../shared/citations.ts';
import { quoteOccursIn } from '../../../shared/quote-check.ts';
import type { Language } from '../../../shared/settings.ts';
import type { EvidencePassage } from './offline/notes-writer.ts';
import { createPaperCleaner, keepKnownCitations, wholeBlocks } from './paper-citations.ts';

/** Put after a quotation that its cited source's passages do not contain. */
export const unverifiedQuoteFlag = '[quotation not found in the cited passage]';
/** The note that ends a draft whose citations were removed (keys without "@", so they are not read as citations). */
export const removedCitationsNote = (keys: readonly string[]) =>
  `> Inkwell removed citations of works that were not among the sources sent with your outline: ${keys.join(', ')}.`;

/** Quotations of three or more words, with where each ends. */
const quotation = /["“]([^"“”\n]{8,}?)["”]/g;

/** Flags every quotation in `block` whose sentence cites sources none of whose passages hold it. */
export function flagUnverifiedQuotes(block: string, passages: ReadonlyMap<string, readonly string[]>): string {
  const citations = parseCitations(block);
  let out = '';
  let from = 0;
  for (const match of block.matchAll(quotation)) {
    const words = match[1]!.trim().replace(/[.,;:!?…]+$/, '');
    if (words.split(/\s+/).length < 3) continue;
    const end = match.index + match[0].length;
    // The sentence around the quotation: up to the next full stop after it, back to the one before it.
    const sentenceEnd = block.slice(end).search(/[.!?](?:\s|$)/);
    const stop = sentenceEnd < 0 ? block.length : end + sentenceEnd + 1;
    const start = Math.max(block.lastIndexOf('. ', match.index), block.lastIndexOf('\n', match.index), 0);
    const keys = citations.filter((c) => c.start >= start && c.start < stop).flatMap((c) => c.sources.map((s) => s.key));
    const texts = keys.flatMap((key) => passages.get(key) ?? []);
    if (keys.length === 0 || texts.some((t) => quoteOccursIn(words, t))) continue;
    out += `${block.slice(from, end)} ${unverifiedQuoteFlag}`;
    from = end;
  }
  return out + block.slice(from);
}

/**
 * The checks as a stream cleaner: `push` each piece, show what it returns
 * (whole blocks only); `end` returns the rest and the note of removed citations.
 */
export function createGroundedCleaner(input: { passages: readonly EvidencePassage[]; academic: boolean; language?: Language }) {
  const keys = [...new Set(input.passages.map((p) => p.key))];
  const known = new Set(keys);
  const byKey = new Map<string, string[]>();
  for (const p of input.passages) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p.text]);
  const removed = new Set<string>();
  // A paper also drops a reference list; an essay with no sources only loses citations it may not make.
  const paper = input.academic && keys.length > 0 ? createPaperCleaner(keys, input.language) : null;
  // Whole blocks (a citation never spans a blank line): which citations go is read from the block as the model wrote it.
  const check = (raw: string, last: boolean): string => {
    for (const c of parseCitations(raw)) for (const s of c.sources) if (!known.has(s.key)) removed.add(s.key);
    const cleaned = paper ? paper.push(raw) + (last ? paper.end() : '') : keepKnownCitations(raw, known);
    return flagUnverifiedQuotes(cleaned, byKey);
  };
  const blocks = wholeBlocks(check);
  return {
    push: (piece: string): string => blocks.push(piece),
    end(): string {
      const text = blocks.end();
      if (removed.size === 0) return text;
      return `${text.replace(/\s+$/, '')}\n\n${removedCitationsNote([...removed])}\n`;
    },
  };
}
