// BibTeX and biblatex as reference managers write them: each entry handed to
// Citation.js with what it needs from the rest of the file (the @string
// macros it uses, its crossref parents, its xdata entries), after two
// rewrites of its text that Citation.js's parser does not do itself: LaTeX
// accents become the letters they stand for (so `{\'A}lvaro` is a given name
// starting with a capital, not a lower-case particle), and starred commands
// (`\enquote*{…}`) lose their star (their unstarred form prints the same text).

import { clipLabel, lineCounter } from './entry-place.ts';

/** One entry of a file, with the text Citation.js reads for it. */
export interface BibtexEntry {
  /** The entry's first line, for messages. */
  label: string;
  /** The entry's key, as written (the item Citation.js answers for it has this id). */
  key: string | undefined;
  /** The entry type as written, lower-cased (`article`, `inproceedings` …). */
  type: string;
  /** What Citation.js parses: the macros the entry uses, its parents, its xdata entries, then the entry itself. */
  input: string;
  /** The line (from 1) where the entry starts. */
  line: number;
  /** Characters of the entry's own text. */
  size: number;
  /** Keys of the xdata entries whose fields the entry takes where it has none of its own. */
  xdata: string[];
  /** What could not be resolved, in English sentences for the import preview. */
  warnings: string[];
}


// ---- LaTeX accents and special letters ----

/** The combining mark each accent command puts on its letter. */
const accentMarks: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  v: '\u030C',
  H: '\u030B',
  c: '\u0327',
  k: '\u0328',
  r: '\u030A',
  d: '\u0323',
  b: '\u0331',
};

/** Letters LaTeX writes as commands. */
const specialLetters: Record<string, string> = { o: 'ø', O: 'Ø', ss: 'ß', aa: 'å', AA: 'Å', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', l: 'ł', L: 'Ł', i: 'ı', j: 'ȷ' };

const symbolAccent = `['\`^"~=.]`;
const letterAccent = '[uvHckrdb]';
/** The letter an accent goes on: `A`, `{A}`, `\i`, `{\i}`. */
const base = String.raw`(?:\{\s*(?:\\([ij])|([A-Za-z]))\s*\}|\\([ij])(?![A-Za-z])|([A-Za-z]))`;
/**
 * An accent command with its letter, with or without braces around the whole:
 * `\'A`, `\'{A}`, `{\'A}`, `{\'{A}}`, `\v c`, `\v{c}`, `{\"\i}`. A letter
 * accent (`\v`, `\c` …) takes its letter in braces or after a space, so
 * `\ve` (a command) is left alone.
 */
const accentPattern = new RegExp(String.raw`(\{)?\\(?:(${symbolAccent})\s*${base}|(${letterAccent})(?:\s*\{\s*(?:\\([ij])|([A-Za-z]))\s*\}|\s+([A-Za-z])))(\})?`, 'g');
const letterPattern = /(\{)?\\(ss|aa|AA|ae|AE|oe|OE|o|O|l|L)(?:\{\}|(?![A-Za-z])\s?)(\})?/g;

/** A letter with its accent as one character where Unicode has one (`\\'\\i` is an i with an acute: í). */
const accented = (letter: string, mark: string) => (letter + mark).normalize('NFC');

/**
 * The text with LaTeX accent commands and special letters written as the
 * letters they stand for: `{\'A}lvaro` → `Álvaro`, `M{\"u}ller` → `Müller`,
 * `{\o}` → `ø`. A brace pair that held only the accented letter goes with it.
 */
export function latexAccentsToUnicode(text: string): string {
  if (!text.includes('\\')) return text;
  const withAccents = text.replace(accentPattern, (whole, open: string | undefined, symbol: string | undefined, b1, b2, b3, b4, letterCmd: string | undefined, l1, l2, l3, close: string | undefined) => {
    const command = symbol ?? letterCmd!;
    const letter = (symbol ? (b1 ?? b2 ?? b3 ?? b4) : (l1 ?? l2 ?? l3)) as string;
    const mark = accentMarks[command];
    if (!mark) return whole;
    const result = accented(letter, mark);
    // `{\'A}` loses both braces; an unmatched brace stays where it was.
    if (open && close) return result;
    return (open ?? '') + result + (close ?? '');
  });
  return withAccents.replace(letterPattern, (_whole, open: string | undefined, name: string, close: string | undefined) => {
    const letter = specialLetters[name]!;
    if (open && close) return letter;
    return (open ?? '') + letter + (close ?? '');
  });
}

/**
 * Commands Citation.js does not know, for what they print: biblatex's
 * punctuation (`and\slash or`, `methodology\hyphen independent`), the TeX
 * logos, TeX's spaces (`R.\,T.\ 2005`), `\mbox`, and the math of titles
 * in computer science (`A$^\star$`, `h$^\max$`).
 */
const textCommands = /\\(slash|hyphen|textslash|nobreakdash|TeX|LaTeX|BibTeX|mbox|star|ast|max|min|log)(?:\{\}|(?![A-Za-z])\s?)|\\([, ])/g;
const printed: Record<string, string> = { slash: '/', textslash: '/', hyphen: '-', nobreakdash: '', TeX: 'TeX', LaTeX: 'LaTeX', BibTeX: 'BibTeX', mbox: '', star: '*', ast: '*', max: 'max', min: 'min', log: 'log', ',': '\u2009', ' ': ' ' };
/** `\( … \)`: inline math as LaTeX writes it, which Citation.js reads only as `$ … $`. */
const inlineMath = /\\\((.*?)\\\)/g;

/** `\enquote*{…}`, `\textcite*{…}`: the star only changes how LaTeX prints (no nesting, no brackets); Citation.js cannot read it. */
const starredCommand = /(\\[A-Za-z]+)\*/g;

/** `\url{…}` in a note: its `~` is a tilde (Citation.js reads it as a no-break space, as in text). */
const urlCommand = /\\url\{[^{}]*\}/g;

// ---- splitting a file into entries ----

interface RawEntry {
  type: string;
  key: string | undefined;
  body: string;
  offset: number;
}

/** `crossref = {parent}` / `crossref = "parent"` / `crossref = parent`. */
function fieldValue(body: string, field: string): string | undefined {
  const match = new RegExp(String.raw`[,{(]\s*${field}\s*=\s*(?:\{([^{}]*)\}|"([^"]*)"|([^,\s}]+))`, 'i').exec(body);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.trim() || undefined;
}

const crossrefField = /([,{(]\s*crossref\s*=\s*)(?:\{[^{}]*\}|"[^"]*"|[^,\s}]+)/i;

const macroName = /^@string\s*[{(]\s*([^\s=]+)\s*=/i;

/** Identifiers outside braces and quotes of an entry's field values: the macros it may use. */
function wordsOf(body: string): Set<string> {
  const words = new Set<string>();
  for (const match of body.matchAll(/(?:=|#)\s*([A-Za-z_][\w:.+/-]*)/g)) words.add(match[1]!.toLowerCase());
  return words;
}

/**
 * The file's entries (not its @string, @comment, @preamble and @xdata), each
 * with what it needs from the rest of the file (a @set only groups entries
 * that are in the file themselves). `knownTypes`: the entry types
 * Citation.js maps; any other is read as a document, and the preview says so.
 */
export function entriesOf(text: string, knownTypes: ReadonlySet<string>): BibtexEntry[] {
  const clean = text.replace(/^\uFEFF/, '');
  const starts = [...clean.matchAll(/^[ \t]*@([A-Za-z]+)[ \t]*[{(]/gm)];
  const raw: RawEntry[] = starts.map((match, i) => {
    const body = clean.slice(match.index, starts[i + 1]?.index ?? clean.length);
    const key = /^[ \t]*@[A-Za-z]+[ \t]*[{(]\s*([^,\s]+)\s*,/.exec(body)?.[1];
    return { type: match[1]!.toLowerCase(), key, body, offset: match.index };
  });

  const macros = new Map<string, string>();
  const byKey = new Map<string, RawEntry>();
  for (const entry of raw) {
    if (entry.type === 'string') {
      const name = macroName.exec(entry.body.trim())?.[1];
      if (name) macros.set(name.toLowerCase(), entry.body);
    } else if (entry.key && entry.type !== 'comment' && entry.type !== 'preamble') {
      // BibTeX looks keys up without regard to case.
      if (!byKey.has(entry.key.toLowerCase())) byKey.set(entry.key.toLowerCase(), entry);
    }
  }

  /** The macros a text uses, and the macros those use. */
  function macrosFor(bodies: string[]): string[] {
    const wanted = new Set<string>();
    const queue = bodies.flatMap((b) => [...wordsOf(b)]);
    while (queue.length) {
      const word = queue.pop()!;
      if (wanted.has(word) || !macros.has(word)) continue;
      wanted.add(word);
      queue.push(...wordsOf(macros.get(word)!));
    }
    return [...wanted].map((name) => macros.get(name)!);
  }

  const lineAt = lineCounter(clean);

  const entries: BibtexEntry[] = [];
  for (const entry of raw) {
    if (entry.type === 'string' || entry.type === 'comment' || entry.type === 'preamble' || entry.type === 'xdata' || entry.type === 'set') continue;
    const warnings: string[] = [];
    // The parents, nearest first (a parent may have its own crossref; a loop stops where it closes).
    const parents: RawEntry[] = [];
    const seen = new Set([entry.key?.toLowerCase()]);
    for (let parentKey = fieldValue(entry.body, 'crossref'); parentKey; ) {
      const parent = byKey.get(parentKey.toLowerCase());
      if (!parent) {
        warnings.push(`The crossref parent "${parentKey}" is not in the file: what the entry takes from it (such as the book title, year and publisher) is missing.`);
        break;
      }
      if (seen.has(parentKey.toLowerCase())) break;
      seen.add(parentKey.toLowerCase());
      parents.push(parent);
      parentKey = fieldValue(parent.body, 'crossref');
    }
    const xdataKeys = (fieldValue(entry.body, 'xdata') ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const xdata: RawEntry[] = [];
    for (const key of xdataKeys) {
      const found = byKey.get(key.toLowerCase());
      if (found) xdata.push(found);
      else warnings.push(`The xdata entry "${key}" is not in the file: the fields the entry takes from it are missing.`);
    }
    if (!knownTypes.has(entry.type)) warnings.push(`The entry type @${entry.type} is not one Inkwell knows: it is read as a document.`);
    // Parents go before the child: Citation.js resolves a crossref against the entries it has read,
    // by the key as written (BibTeX ignores its case: each crossref is written as its parent's key).
    const chain = [entry, ...parents];
    const bodies = chain.map((e, i) => (chain[i + 1] ? e.body.replace(crossrefField, (_m, lead: string) => `${lead}{${chain[i + 1]!.key}}`) : e.body));
    const related = [...bodies.slice(1).reverse(), ...xdata.map((r) => r.body)];
    const input = [...macrosFor([entry.body, ...related]), ...related, bodies[0]].join('\n');
    const firstLine = entry.body.trim().split('\n')[0]!.trim().replace(/,$/, '');
    entries.push({
      label: clipLabel(firstLine),
      key: entry.key,
      type: entry.type,
      input: latexAccentsToUnicode(input.replace(starredCommand, '$1').replace(textCommands, (_m, name: string | undefined, space: string | undefined) => printed[name ?? space!]!).replace(inlineMath, '$$$1$$')).replace(urlCommand, (url: string) => url.replaceAll('~', '\\textasciitilde{}')),
      line: lineAt(entry.offset),
      size: entry.body.length,
      xdata: xdata.map((x) => x.key!),
      warnings,
    });
  }
  return entries;
}

/** What biblatex's xdata gives an entry: the xdata entry's fields the entry does not have (CSL variables, as Citation.js read them). */
export function withXdata(item: Record<string, unknown>, xdataItems: Array<Record<string, unknown>>): void {
  for (const source of xdataItems) {
    for (const [field, value] of Object.entries(source)) {
      if (field === 'id' || field === 'citation-key' || field === 'type' || field === '_graph') continue;
      if (item[field] === undefined) item[field] = value;
    }
  }
}

// ---- writing ----

/** Citation.js's tables of the characters it writes as LaTeX commands (its `constants`). */
export interface LatexTables {
  commands: Record<string, string>;
  diacritics: Record<string, string>;
  ligatures: Record<string, string>;
  mathCommands: Record<string, string>;
}

/** The combining marks Citation.js writes as accent commands; any other it drops. */
const writableMarks = /^[\u0300-\u0308\u030a-\u030c\u0332\u0323\u0327\u0328\u0361\u0326]$/;

/**
 * Marks written into values before Citation.js's writer, and put back after it:
 * the writer keeps only ASCII, LaTeX commands and some accents, so a Chinese
 * title or `h⁺` would lose characters (its NFKD turns `⁺` into `+`, and a CJK
 * character into nothing). biblatex reads UTF-8: such characters go out as
 * they are. Lower-case letters and digits only, so the writer neither escapes
 * nor case-protects a mark.
 */
const markOpen = 'qzqu';
const markClose = 'qzq';
const markPattern = new RegExp(`${markOpen}([0-9a-f]+)${markClose}`, 'g');
const mark = (text: string) => [...text].map((c) => `${markOpen}${c.codePointAt(0)!.toString(16)}${markClose}`).join('');

export function unicodeProtector(tables: LatexTables): { protect(value: string): string; restore(output: string): string } {
  // Math symbols go out as they are: Citation.js writes `²` as `$^2$` and `ϵ` as `$\\epsilon$`, which read back as other characters.
  const latex = new Set([...Object.values(tables.commands), ...Object.values(tables.ligatures)]);
  const writable = (char: string) => {
    const nfd = char.normalize('NFD');
    // A compatibility character (`²`, `ﬁ`) does not come back as itself from its command either.
    if (nfd !== char.normalize('NFKD')) return false;
    if (latex.has(char)) return true;
    return [...nfd].every((c) => c < '\u0080' || latex.has(c) || (writableMarks.test(c) && Object.values(tables.diacritics).includes(c)));
  };
  return {
    protect: (value) => value.replace(/\P{ASCII}/gu, (char) => (writable(char) ? char : mark(char))),
    // A no-break space goes out as `~` (the writer would make it a plain space).
    restore: (output) => output.replace(markPattern, (_m, hex: string) => (hex === 'a0' ? '~' : String.fromCodePoint(parseInt(hex, 16)))),
  };
}

/**
 * A family name BibTeX would split ("von Bochmann" read back as the particle
 * "von" and the family "Bochmann"; "Deutscher Doppelkopf Verband" as given,
 * particle and family) is written in braces, as the file it came from had it.
 * The braces are marks too: the writer escapes real ones.
 */
export const bracedFamily = (family: string) => `${mark('{')}${family}${mark('}')}`;
