// The CSL styles and locales Inkwell ships (csl/, sources in csl/README.md),
// read from disk once and kept: nothing is fetched at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/languages.ts';
import { cslFormById, isCatalogueStyleId, isUserStyleId, type CatalogueFormat, type CslForm, type FormatStyleId, type UserStyleId } from '../../shared/citation-styles.ts';
import { catalogueForm, catalogueStyle, catalogueStyleObject } from './catalogue.ts';
import { projectRoot } from '../paths.ts';

// From the project root, like the migrations: the same folder serves the
// tests (src/) and the built app (dist/node/ has no copy of the XML).
const cslDir = path.join(projectRoot, 'src', 'server', 'citations', 'csl');

export type CslLocale = 'en-US' | 'en-GB' | 'fr-FR' | 'es-ES' | 'de-DE' | 'zh-CN';

const cslLocales: Record<Language, CslLocale> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE', zh: 'zh-CN' };
/** Every locale shipped in csl/. */
const shippedLocales: readonly CslLocale[] = [...Object.values(cslLocales), 'en-GB'];

/**
 * A style the user uploaded, as formatting takes it: the main thread reads it
 * from the database (its owner's only) and sends it with the paper, since a
 * render worker has no database.
 */
export interface UserStyleSource {
  id: UserStyleId;
  /** Its own title: what a PDF's subtitle names it by. */
  title: string;
  xml: string;
  /** How its citations read, as its file says. */
  format: CatalogueFormat;
  /** Its `default-locale`, when it has one. */
  locale: string | null;
}

/** The uploaded style a `user:` id names: it must come with the paper. */
function ownSource(style: UserStyleId, own: UserStyleSource | undefined): UserStyleSource {
  if (!own || own.id !== style) throw new Error(`The uploaded style ${style} was not sent with the paper.`);
  return own;
}

/** What formatting needs of a style: a featured style's form, or what a catalogue style's (or an uploaded style's) file says of itself. */
export function formOf(style: FormatStyleId, own?: UserStyleSource): Pick<CslForm, 'citations' | 'list' | 'english' | 'titles'> {
  if (isUserStyleId(style)) {
    const source = ownSource(style, own);
    // Read as a catalogue style's file is (catalogueForm): the same three facts from the same two attributes.
    const citations = source.format === 'label' ? 'numeric' : source.format;
    return { citations, list: citations === 'note' ? 'bibliography' : 'references', ...(source.locale === 'en-GB' ? { english: 'en-GB' as const } : {}) };
  }
  if (!isCatalogueStyleId(style)) return cslFormById(style);
  const entry = catalogueStyle(style);
  if (!entry) throw new Error(`No style ${style} in the catalogue.`);
  return catalogueForm(entry);
}

/** The locale a style is formatted in for a paper in this language: British English for a British style. */
export function localeFor(style: FormatStyleId, language: Language, own?: UserStyleSource): CslLocale {
  const english = formOf(style, own).english;
  return language === 'en' && english ? english : cslLocales[language];
}

/** The bibliography's heading: the name each style's guide gives it (its profile's `list`), in each interface language. */
const headings: Record<Language, Record<CslForm['list'], string>> = {
  en: { references: 'References', worksCited: 'Works Cited', bibliography: 'Bibliography' },
  fr: { references: 'Références', worksCited: 'Ouvrages cités', bibliography: 'Bibliographie' },
  es: { references: 'Referencias', worksCited: 'Obras citadas', bibliography: 'Bibliografía' },
  de: { references: 'Literaturverzeichnis', worksCited: 'Zitierte Werke', bibliography: 'Bibliografie' },
  zh: { references: '参考文献', worksCited: '引用文献', bibliography: '参考书目' },
};

/** Every heading `bibliographyHeading` gives, in every language. */
export const bibliographyHeadings: readonly string[] = Object.values(headings).flatMap((names) => Object.values(names));

export function bibliographyHeading(style: FormatStyleId, language: Language, own?: UserStyleSource): string {
  return headings[language][formOf(style, own).list];
}

const files = new Map<string, string>();

function readCached(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(cslDir, name), 'utf8');
    files.set(name, text);
  }
  return text;
}

/** A style as citeproc takes it: a shipped or uploaded style's CSL XML, a catalogue style's rules as objects. */
export function styleSource(style: FormatStyleId, own?: UserStyleSource): string | object {
  if (isUserStyleId(style)) return ownSource(style, own).xml;
  if (!isCatalogueStyleId(style)) return readCached(cslFormById(style).file);
  const entry = catalogueStyle(style);
  if (!entry) throw new Error(`No style ${style} in the catalogue.`);
  return catalogueStyleObject(entry) as object;
}

/**
 * A locale's XML, for citeproc's `retrieveLocale`. citeproc asks for the
 * style's default locale and for `en-US` as its fallback, sometimes by a bare
 * language ("en", "de"): those resolve to the shipped region; a locale not
 * shipped answers `false`, which citeproc takes as "none".
 */
export function localeXml(lang: string): string | false {
  const base = lang.toLowerCase().split(/[-_]/)[0];
  const locale = shippedLocales.find((l) => l.toLowerCase() === lang.toLowerCase()) ?? Object.values(cslLocales).find((l) => l.startsWith(`${base}-`));
  return locale ? readCached(`locales-${locale}.xml`) : false;
}

/** Whether the style puts citations in footnotes (Chicago notes and bibliography). */
export function isNoteStyle(style: FormatStyleId, own?: UserStyleSource): boolean {
  return formOf(style, own).citations === 'note';
}

/** Whether the style cites by number (IEEE), so a citation names no author. */
export function isNumericStyle(style: FormatStyleId, own?: UserStyleSource): boolean {
  return formOf(style, own).citations === 'numeric';
}

/** A term of a locale ("and", "et-al"), long form; undefined when it has none. */
export function localeTerm(locale: CslLocale, name: string): string | undefined {
  const xml = readCached(`locales-${locale}.xml`);
  const m = new RegExp(`<term name="${name}">([^<]*)</term>`).exec(xml);
  return m?.[1] !== undefined ? decodeXml(m[1]) : undefined;
}

function decodeXml(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()] ?? _m;
  });
}
