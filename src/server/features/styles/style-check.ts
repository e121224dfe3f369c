// The checks an uploaded CSL style passes before it is stored, in a parse
// worker (jobs.ts `checkStyle`): well-formed XML, a CSL <style>, valid by the
// CSL schema (rnv compiled to WebAssembly: ~50–180 ms a file), no macro that
// calls itself, an independent style, and a trial run of citeproc on two
// sample works. Each refusal is a sentence the user can act on, answered as
// a server text's key and the values it names (plain data, to cross the
// worker's boundary): the route words it in the reader's language.
import type { CatalogueFormat } from '../../../shared/citation-styles.ts';
import { catalogueFormats } from '../../../shared/citation-styles.ts';
import { catalogueStyle } from '../../citations/catalogue.ts';
import { localeXml } from '../../citations/styles.ts';
import type { ServerTextKey } from '../../i18n.ts';
import { descendants, localName, namespaceOf, readXml, type XmlElement } from './style-xml.ts';

const cslNamespace = 'http://purl.org/net/xbiblio/csl';

/** A sentence of the style upload's refusals (`styles.refused.*` in the server's locales). */
export type StyleRefusalKey = Extract<ServerTextKey, `styles.refused.${string}`>;

/** Why a style is refused: the sentence's key and the details it names, which stay as found (the XML problem, the schema's lines, citeproc's message). */
type StyleRefusal = { key: StyleRefusalKey; values: Record<string, string> };

type StyleCheck = { ok: true; title: string; format: CatalogueFormat; defaultLocale: string | null } | ({ ok: false } & StyleRefusal);

/** How many of the schema's errors a refusal lists. */
const schemaErrorsShown = 5;

const refuse = (key: StyleRefusalKey, values: Record<string, string> = {}): StyleCheck => ({ ok: false, key, values });
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => localName(child) === name);

/**
 * rnv's report made readable: each error's first line, from its
 * `/style.csl:3:5: error:` prefix to "Line 3, column 5:", the namespace
 * dropped from names (`http://purl.org/net/xbiblio/csl^bogus` → `bogus`), and
 * what was expected, when rnv says, after it. At most five.
 */
export function readableSchemaErrors(report: string): string[] {
  const errors: Array<{ head: string; expected: string[] }> = [];
  let listing = false;
  for (const line of report.split('\n')) {
    const head = /^\/style\.csl:(\d+):(\d+): error: (.*)$/.exec(line);
    if (head) {
      errors.push({ head: `Line ${head[1]}, column ${Number(head[2]) + 1}: ${cleanNames(head[3]!)}`, expected: [] });
      listing = false;
    } else if (/^(required|allowed):$/.test(line)) {
      listing = line === 'required:' || errors.at(-1)?.expected.length === 0;
    } else if (listing && /^\t/.test(line) && errors.length) {
      const expected = cleanNames(line.trim()).replace(/^value token /, '');
      if (expected !== 'after') errors.at(-1)!.expected.push(expected);
    }
  }
  return errors.slice(0, schemaErrorsShown).map(({ head, expected }) => (expected.length ? `${head} (expected ${expected.slice(0, 8).join(', ')}${expected.length > 8 ? ', …' : ''}).` : `${head}.`));
}

/** `element http://purl.org/net/xbiblio/csl^names` → `element names`; `attribute ^class` → `attribute class`. */
function cleanNames(text: string): string {
  return text.replace(/(?:https?:\/\/[^\s^]*)?\^/g, '').trim();
}

/**
 * A macro that calls itself, directly or through others, as the chain of
 * calls from it back to itself (`author → names-short → author`); citeproc
 * would expand it for ever.
 */
function macroLoop(style: XmlElement): string[] | undefined {
  const calls = new Map<string, string[]>();
  for (const macro of childrenNamed(style, 'macro')) {
    const name = macro.attributes.name;
    if (name === undefined) continue;
    const called = [...descendants(macro)].map((element) => element.attributes.macro).filter((m): m is string => m !== undefined);
    calls.set(name, [...(calls.get(name) ?? []), ...called]);
  }
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  // Depth first; a call to a macro on the current path closes a loop.
  const visit = (name: string): string[] | undefined => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name) || !calls.has(name)) return undefined;
    path.push(name);
    onPath.add(name);
    for (const next of calls.get(name)!) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return undefined;
  };
  for (const name of calls.keys()) {
    const loop = visit(name);
    if (loop) return loop;
  }
  return undefined;
}

/** Two works every style can print: a journal article and a book. */
const sampleItems: Record<string, object> = {
  article: {
    id: 'article',
    type: 'article-journal',
    title: 'Reading styles closely',
    author: [
      { family: 'Smith', given: 'Jane' },
      { family: 'Lee', given: 'Min' },
    ],
    'container-title': 'Journal of Examples',
    volume: '12',
    issue: '3',
    page: '45-67',
    issued: { 'date-parts': [[2020, 5]] },
    DOI: '10.1000/example.2020',
  },
  book: {
    id: 'book',
    type: 'book',
    title: 'A book about citations',
    author: [{ family: 'García', given: 'Ana' }],
    publisher: 'Example Press',
    'publisher-place': 'Madrid',
    issued: { 'date-parts': [[2018]] },
  },
};

/** Runs citeproc on the style with the sample works: the message of what it threw, or undefined when it printed them. */
async function trialProblem(xml: string, locale: string | null): Promise<string | undefined> {
  const { default: CSL } = await import('citeproc');
  try {
    const engine = new CSL.Engine({ retrieveLocale: localeXml, retrieveItem: (id: string) => sampleItems[id] && structuredClone(sampleItems[id]) }, xml, locale ?? 'en-US', false);
    engine.setOutputFormat('text');
    const citations = [
      { citationID: 'c1', citationItems: [{ id: 'article', locator: '50', label: 'page' }], properties: { noteIndex: 1 } },
      { citationID: 'c2', citationItems: [{ id: 'book' }, { id: 'article' }], properties: { noteIndex: 2 } },
    ];
    engine.rebuildProcessorState(citations, 'text', []);
    engine.makeBibliography();
    return undefined;
  } catch (error) {
    return words(error instanceof Error ? error.message : String(error)).slice(0, 300) || 'an error without a message';
  }
}

/** A dependent style's parent, as its `<link rel="independent-parent">` names it. */
function parentOf(info: XmlElement | undefined): string | undefined {
  const link = info && childrenNamed(info, 'link').find((l) => l.attributes.rel === 'independent-parent');
  return link?.attributes.href;
}

/**
 * Checks an uploaded style. A dependent style has no rules of its own (only
 * a link to its parent and a title): it is refused, with the parent named,
 * and with the way to it when the catalogue holds the parent.
 */
export async function checkStyle(xml: string): Promise<StyleCheck> {
  const read = readXml(xml);
  if (!read.ok) return refuse('styles.refused.notXml', { problem: read.problem, line: String(read.line), column: String(read.column) });
  const style = read.root;
  if (localName(style) !== 'style' || namespaceOf(style) !== cslNamespace) {
    const rootNamespace = namespaceOf(style);
    const found = { namespace: cslNamespace, root: style.name };
    return rootNamespace ? refuse('styles.refused.notCsl', { ...found, rootNamespace }) : refuse('styles.refused.notCslNoNamespace', found);
  }
  const info = childrenNamed(style, 'info')[0];
  const parent = parentOf(info);
  if (parent !== undefined) {
    const id = /([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(parent)?.[1];
    const known = id ? catalogueStyle(`csl:${id}`) : undefined;
    return known ? refuse('styles.refused.dependentInCatalogue', { parent: known.title }) : refuse('styles.refused.dependent', { parent });
  }
  const { validateStyle } = await import('csl-validator-wasm');
  const errors = readableSchemaErrors(await validateStyle(xml));
  if (errors.length) return refuse('styles.refused.schema', { errors: errors.join('\n') });
  const loop = macroLoop(style);
  if (loop) return refuse('styles.refused.macroLoop', { macro: loop[0]!, chain: loop.join(' → ') });
  const title = words(info ? (childrenNamed(info, 'title')[0]?.text ?? '') : '').slice(0, 300);
  if (!title) return refuse('styles.refused.noTitle');
  const defaultLocale = style.attributes['default-locale']?.trim() || null;
  const problem = await trialProblem(xml, defaultLocale);
  if (problem) return refuse('styles.refused.citeprocFailed', { problem });
  const declared = info && childrenNamed(info, 'category').find((c) => c.attributes['citation-format'] !== undefined)?.attributes['citation-format'];
  const format = (catalogueFormats as readonly string[]).includes(declared ?? '') ? (declared as CatalogueFormat) : style.attributes.class === 'note' ? 'note' : 'author-date';
  return { ok: true, title, format, defaultLocale };
}
