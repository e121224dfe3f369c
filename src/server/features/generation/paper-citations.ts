// What a model writes in academic mode is checked before anyone sees it:
// it may cite only the chosen sources, by key, and may not write a reference
// list (citeproc builds that from the citations). The checks run on whole
// blocks as the text streams, so the page and the saved draft agree.
import { parseCitations } from '../../../shared/citations.ts';
import type { Language } from '../../../shared/settings.ts';
import { sourcesNeededNotes } from './offline/citations.ts';

/**
 * Removes every citation of a key outside `keys`. A cluster keeps the
 * sources it may cite (`[@known; @unknown]` → `[@known]`); a citation left
 * with none goes, with the space before it.
 */
export function keepKnownCitations(markdown: string, keys: ReadonlySet<string>): string {
  let out = markdown;
  // From the end, so earlier ranges stay where the parser found them.
  for (const citation of parseCitations(markdown).reverse()) {
    if (citation.sources.every((s) => keys.has(s.key))) continue;
    const whole = markdown.slice(citation.start, citation.end);
    const kept = citation.mode === 'parenthetical' ? keptSources(whole, keys) : [];
    if (kept.length > 0) {
      out = out.slice(0, citation.start) + `[${kept.join(';')}]` + out.slice(citation.end);
      continue;
    }
    let from = citation.start;
    while (from > 0 && (out[from - 1] === ' ' || out[from - 1] === '\t')) from -= 1;
    // Between two words one space stays; before punctuation or a line end none does.
    const gap = from < citation.start && /[\p{L}\p{N}([]/u.test(out[citation.end] ?? '') ? ' ' : '';
    let to = citation.end;
    // A citation that opened a line takes the space after it instead.
    if (from === 0 || out[from - 1] === '\n') while (out[to] === ' ' || out[to] === '\t') to += 1;
    out = out.slice(0, from) + gap + out.slice(to);
  }
  return out;
}

/** The pieces of a bracketed cluster (`see @a, p. 3; @b`) whose key may be cited, as written. */
function keptSources(cluster: string, keys: ReadonlySet<string>): string[] {
  const inside = cluster.slice(1, -1);
  const pieces: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < inside.length; i += 1) {
    const c = inside[i];
    if (c === '\\') i += 1;
    else if (c === '[' || c === '{') depth += 1;
    else if (c === ']' || c === '}') depth -= 1;
    else if (c === ';' && depth === 0) {
      pieces.push(inside.slice(from, i));
      from = i + 1;
    }
  }
  pieces.push(inside.slice(from));
  // Each piece read on its own, by the same parser, names its key.
  const kept = pieces.filter((piece) => {
    const key = parseCitations(`[${piece.trim()}]`)[0]?.sources[0]?.key;
    return key !== undefined && keys.has(key);
  });
  return kept.map((piece, i) => (i === 0 ? piece.trimStart() : piece));
}

// A line that names a reference list: "## References", "**Bibliography**",
// "Works Cited:" — in the languages a model is asked to write in.
const listTitle =
  /^(?:(#{1,6})[ \t]+)?(?:\*\*|__)?(?:references?|reference list|bibliography|works cited|literature cited|sources|références|références bibliographiques|bibliographie|referencias|bibliografía|obras citadas|literaturverzeichnis|literatur|quellen|quellenverzeichnis|参考文献|参考资料):?(?:\*\*|__)?[ \t]*:?[ \t]*#*[ \t]*$/iu;
const atxHeading = /^(#{1,6})[ \t]/;

/**
 * Cleans a model's paper as it streams: `push` takes each piece and returns
 * the text that may be shown (whole blocks only, since a citation never
 * spans a blank line); `end` returns the rest. Citations of keys outside the
 * chosen ones are removed, a reference list the model wrote anyway is dropped
 * (up to the next heading of its level), and with no sources chosen the
 * "sources needed" note goes under the title, as the offline writer puts it,
 * in the language the model writes in.
 */
export function createPaperCleaner(keys: readonly string[], language: Language = 'en') {
  const note = sourcesNeededNotes[language];
  const known = new Set(keys);
  /** Heading level of the reference list being dropped (7: a list titled by a plain line ends at any heading). */
  let dropping: number | null = null;
  let noteDue = keys.length === 0;
  /** Blank lines kept back until more text follows them, so a dropped list leaves no trailing gap. */
  let owed = '';

  const clean = (chunk: string): string => {
    const lines: string[] = [];
    for (const line of chunk.split('\n')) {
      const heading = atxHeading.exec(line);
      if (dropping !== null) {
        if (!heading || (heading[1]?.length ?? 7) > dropping) continue;
        dropping = null;
      }
      const title = listTitle.exec(line.trim());
      if (title) {
        dropping = title[1]?.length ?? 7;
        continue;
      }
      lines.push(line);
    }
    let text = keepKnownCitations(lines.join('\n'), known);
    if (noteDue && text.trim()) {
      noteDue = false;
      const lead = /^\s*# [^\n]*\n*/.exec(text)?.[0];
      text = lead ? `${lead.trimEnd()}\n\n${note}\n\n${text.slice(lead.length)}` : `${note}\n\n${text}`;
    }
    const body = text.replace(/\s+$/, '');
    if (!body.trim()) {
      owed += text;
      return '';
    }
    const out = owed + body;
    owed = text.slice(body.length);
    return out;
  };

  return wholeBlocks((block) => (block ? clean(block) : ''));
}

/**
 * Streamed Markdown handed on in whole blocks (up to its last blank line),
 * since a citation never spans one: `push` returns what `onBlock` makes of
 * the blocks a piece completes, `end` what it makes of the rest (`last`).
 */
export function wholeBlocks(onBlock: (block: string, last: boolean) => string) {
  let pending = '';
  return {
    push(piece: string): string {
      pending += piece;
      const cut = pending.lastIndexOf('\n\n');
      if (cut < 0) return '';
      const complete = pending.slice(0, cut + 2);
      pending = pending.slice(cut + 2);
      return onBlock(complete, false);
    },
    end(): string {
      const rest = pending;
      pending = '';
      return onBlock(rest, true);
    },
  };
}
