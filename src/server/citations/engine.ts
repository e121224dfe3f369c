// citeproc-js engines, one per (style, locale), built on first use and kept:
// building one costs ~0.1–0.5 s (APA is the largest style), formatting a
// paper on a built one a few milliseconds. Every paper starts from an empty
// registry (resetEngine), so nothing of one paper — items, citation numbers,
// "Ibid." positions — reaches the next. Formatting is synchronous, so two
// requests never interleave on one engine.
import { createHash } from 'node:crypto';
import CSL from 'citeproc';
import type { FormatStyleId } from '../../shared/citation-styles.ts';
import { escapeMarkdown } from '../../shared/markdown-escape.ts';
import { localeXml, styleSource, type CslLocale, type UserStyleSource } from './styles.ts';

/**
 * citeproc-js writes the `&` of `and="symbol"` (APA's "Smith & Lee") as a
 * text of its own. The output format marks it with this private-use
 * character, so a narrative citation can say "Smith and Lee" while an
 * organisation's own "&" ("Johnson & Johnson") stays as it is.
 */
export const AND_SYMBOL = '\uE000';

export const MARKDOWN_FORMAT = 'inkwell-markdown';

/** Emphasis around the text only: `* x *` is not emphasis in Markdown, ` *x* ` is. */
function wrap(marker: string) {
  return (_state: unknown, str: string) => {
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(str ?? '');
    return m && m[2] ? `${m[1]}${marker}${m[2]}${marker}${m[3]}` : (str ?? '');
  };
}

/** A URL or DOI as an autolink (`<https://…>`): its text needs no escapes, so it links as written. */
function autolink(_state: unknown, str: string): string {
  const url = (str ?? '').replace(/\\(.)/g, '$1');
  return /^[a-z][a-z0-9+.-]*:[^\s<>]*$/i.test(url) ? `<${url}>` : str;
}

let formatRegistered = false;

/**
 * A citeproc output format that writes Markdown: italics `*…*`, bold `**…**`,
 * every text escaped (a title's `*`, `_` or `[` stays literal), URLs and DOIs
 * as autolinks. Block layouts become spaces: an entry is one paragraph.
 */
function registerMarkdownFormat(): void {
  if (formatRegistered) return;
  const text = CSL.Output.Formats.text;
  CSL.Output.Formats[MARKDOWN_FORMAT] = {
    ...text,
    text_escape: (value: string | undefined) => (value === '&' ? AND_SYMBOL : escapeMarkdown(value ?? '')),
    '@font-style/italic': wrap('*'),
    '@font-style/oblique': wrap('*'),
    '@font-weight/bold': wrap('**'),
    '@URL/true': autolink,
    '@DOI/true': autolink,
    '@display/block': (_state: unknown, str: string) => ` ${str}`,
    '@display/indent': (_state: unknown, str: string) => ` ${str}`,
  };
  formatRegistered = true;
}

/** What the engine reads items from: the paper being formatted, set before each run. */
interface PaperItems {
  items: Map<string, object>;
}

interface CachedEngine {
  engine: InstanceType<typeof CSL.Engine>;
  paper: PaperItems;
  /**
   * The items the engine has registered (their JSON), or undefined after a
   * reset. A paper with the very same items (the same library, the style
   * switched back, the text edited) reuses the registration — half of
   * citeproc's work for a long list; any other paper resets first.
   */
  holds?: string;
}

/**
 * Built engines, least recently used first. The five featured styles in five
 * languages are 30; papers in catalogue styles add theirs, and the oldest goes.
 */
const engines = new Map<string, CachedEngine>();
const maxEngines = 40;

/**
 * A copy of an item for citeproc (it keeps what it retrieves, and must never
 * change the caller's object). citeproc reads a hyphen in a numeric variable
 * as a range ("Report No. 18-2059" would print "Nos. 18–2059"); an
 * identifier such as a report number is not a range, so its hyphens are
 * escaped (`\-`), which citeproc prints as a plain hyphen.
 */
function asCiteprocItem(item: object): Record<string, unknown> {
  const copy = structuredClone(item) as Record<string, unknown>;
  if (typeof copy.number === 'string') copy.number = copy.number.replace(/(?<!\\)-/g, '\\-');
  return copy;
}

/**
 * What names a style's rules in the caches: its id, and for an uploaded style
 * a hash of its XML too, so an engine is never built from one file and used for another.
 */
export function styleKey(style: FormatStyleId, own?: UserStyleSource): string {
  return own && own.id === style ? `${style}#${createHash('sha256').update(own.xml).digest('base64url').slice(0, 22)}` : style;
}

/** The engine of a style and locale, with the item source it reads from. */
export function engineFor(style: FormatStyleId, locale: CslLocale, own?: UserStyleSource): CachedEngine {
  const id = `${styleKey(style, own)}|${locale}`;
  let cached = engines.get(id);
  if (cached) {
    // Most recently used last.
    engines.delete(id);
    engines.set(id, cached);
  } else {
    registerMarkdownFormat();
    const paper: PaperItems = { items: new Map() };
    const engine = new CSL.Engine(
      {
        retrieveLocale: localeXml,
        // citeproc keeps what it retrieves; a copy, so it never changes the caller's object.
        retrieveItem: (itemId: string) => {
          const item = paper.items.get(itemId);
          return item ? asCiteprocItem(item) : undefined;
        },
      },
      styleSource(style, own),
      locale,
      true,
    );
    engine.opt.development_extensions.wrap_url_and_doi = true;
    engine.setOutputFormat(MARKDOWN_FORMAT);
    cached = { engine, paper };
    engines.set(id, cached);
    if (engines.size > maxEngines) engines.delete(engines.keys().next().value!);
  }
  return cached;
}

/** Forgets every item, citation and number the engine holds. */
export function resetEngine(cached: CachedEngine): void {
  cached.engine.restoreProcessorState([]);
  cached.paper.items = new Map();
  cached.holds = undefined;
}
