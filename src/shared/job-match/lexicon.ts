// The skills lexicon (skills-lexicon.json, described in README.md beside it)
// as patterns of stems: each entry's name and aliases in the language being
// read, so "Postgres" finds PostgreSQL and "tableaux croisés dynamiques"
// finds pivot tables.
import type { Language } from '../languages.ts';
import data from './skills-lexicon.json' with { type: 'json' };
import type { RequirementKind } from './types.ts';
import { tokenize } from './words.ts';

type Aliases = Partial<Record<'any' | Language, string[]>>;

export interface LexiconEntry {
  name: string;
  kind: RequirementKind;
  aliases?: Aliases;
  /** Written only this way (case and all): "Go", "R", "Excel", "Sage" are ordinary words otherwise. */
  exact?: string[];
  /** The family it belongs to: asking for the parent ("a BI tool") is met by any child (Tableau). */
  parent?: string;
}

export interface LexiconField {
  name: string;
  aliases?: Aliases;
}

const lexicon = data as { entries: LexiconEntry[]; fields: LexiconField[] };

/** A word as compared: its stem (lower case), as written, and whether it is a stop word. Empty stem: a break (punctuation, a line's end). */
export interface Word {
  stem: string;
  text: string;
  stop: boolean;
}

/** A text's words, a hyphenated word as its parts ("front-end" is "front", "end"). */
export function wordsOf(text: string, language: Language): Word[] {
  return tokenize(text, language).flatMap((t): Word[] => {
    if (!t.stem) return [{ stem: '', text: t.text, stop: true }];
    const parts = t.stem.split(' ');
    if (parts.length === 1) return [{ stem: t.stem, text: t.text, stop: t.stop }];
    const texts = t.text.split('-').filter(Boolean);
    return parts.map((stem, i) => ({ stem, text: texts[i] ?? stem, stop: false }));
  });
}

export interface Pattern<T> {
  item: T;
  /** The alias as the lexicon writes it. */
  source: string;
  /** Stems, or (exact) the words as written. */
  words: string[];
  exact: boolean;
}

function aliasTexts(aliases: Aliases | undefined, languages: readonly Language[]): string[] {
  return [...(aliases?.any ?? []), ...languages.flatMap((l) => aliases?.[l] ?? [])];
}

/** Patterns by their first word, longest first, so the longest alias wins ("Power BI" over "BI"). */
export class PatternIndex<T> {
  private readonly byFirst = new Map<string, Pattern<T>[]>();

  add(item: T, text: string, language: Language, exact: boolean) {
    const words = wordsOf(text, language)
      .filter((w) => w.stem)
      .map((w) => (exact ? w.text : w.stem));
    if (!words.length) return;
    const list = this.byFirst.get(words[0]!) ?? [];
    list.push({ item, words, exact, source: text });
    list.sort((a, b) => b.words.length - a.words.length);
    this.byFirst.set(words[0]!, list);
  }

  /** The longest pattern that starts at `at` (never across a break), or none. */
  at(words: readonly Word[], at: number): Pattern<T> | undefined {
    const first = words[at]!;
    if (!first.stem) return undefined;
    const plural = /^[A-Z0-9]+s$/.test(first.text) ? (this.byFirst.get(first.text.slice(0, -1)) ?? []) : [];
    const candidates = [...(this.byFirst.get(first.stem) ?? []), ...(this.byFirst.get(first.text) ?? []), ...plural].sort((a, b) => b.words.length - a.words.length);
    for (const pattern of candidates) {
      if (at + pattern.words.length > words.length) continue;
      // A single stop word ("recherchons", "communication" in its plain sense is not one) is never a requirement by itself.
      if (pattern.words.length === 1 && first.stop && !pattern.exact) continue;
      if (pattern.words.length === 1 && !pattern.exact && !closeInLength(first.text, pattern.source)) continue;
      // An acronym takes a plural "s" ("EHCPs" is EHCP); other exact names match as written.
      const same = (w: string, i: number) => words[at + i]!.text === w || (acronym.test(w) && words[at + i]!.text === `${w}s`);
      if (pattern.words.every((w, i) => (pattern.exact ? same(w, i) : words[at + i]!.stem === w))) return pattern;
    }
    return undefined;
  }

  /** Every pattern found in the words, left to right, none overlapping. */
  scan(words: readonly Word[]): { pattern: Pattern<T>; start: number; end: number }[] {
    const hits: { pattern: Pattern<T>; start: number; end: number }[] = [];
    for (let i = 0; i < words.length; i++) {
      const pattern = this.at(words, i);
      if (!pattern) continue;
      hits.push({ pattern, start: i, end: i + pattern.words.length });
      i += pattern.words.length - 1;
    }
    return hits;
  }
}

/**
 * A one-word alias meets a word of the same stem only when the two are close
 * in length: an inflection ("dashboards", "managed"), not a word Snowball
 * happens to cut to the same stem ("present" and "presentations",
 * "local" and "localisation", "content" and "Contentful").
 */
function closeInLength(word: string, alias: string): boolean {
  return /\p{Script=Han}/u.test(alias) || Math.abs([...word].length - [...alias].length) <= 2;
}

const acronym = /^[A-Z][A-Z0-9]{1,4}(?:[a-z]{0,3})?$/;

const entryIndexes = new Map<string, PatternIndex<LexiconEntry>>();
const fieldIndexes = new Map<string, PatternIndex<LexiconField>>();

/**
 * The lexicon's entries as patterns for text in `language` (stemmed by it),
 * with the aliases of `languages` (`partial`: only the names every language
 * writes alike, the `any` aliases).
 */
export function entryIndex(language: Language, languages: readonly Language[]): PatternIndex<LexiconEntry> {
  const key = `${language}:${languages.join(',')}`;
  let index = entryIndexes.get(key);
  if (!index) {
    index = new PatternIndex<LexiconEntry>();
    for (const entry of lexicon.entries) {
      const exact = new Set(entry.exact ?? []);
      // A short acronym is matched as written: "SEND" is not "send", "ALS" not "als".
      for (const text of [entry.name, ...aliasTexts(entry.aliases, languages)]) index.add(entry, text, language, exact.has(text) || acronym.test(text));
      for (const text of exact) index.add(entry, text, language, true);
    }
    entryIndexes.set(key, index);
  }
  return index;
}

export function fieldIndex(language: Language, languages: readonly Language[]): PatternIndex<LexiconField> {
  const key = `${language}:${languages.join(',')}`;
  let index = fieldIndexes.get(key);
  if (!index) {
    index = new PatternIndex<LexiconField>();
    for (const field of lexicon.fields) for (const text of [field.name, ...aliasTexts(field.aliases, languages)]) index.add(field, text, language, false);
    fieldIndexes.set(key, index);
  }
  return index;
}

const byName = new Map(lexicon.entries.map((e) => [e.name, e]));

/** The entry of that name, if the lexicon has one. */
export const entryNamed = (name: string): LexiconEntry | undefined => byName.get(name);

/** An entry and every family it belongs to (PostgreSQL → SQL → Databases). */
export function ancestry(entry: LexiconEntry): string[] {
  const names = [entry.name];
  let parent = entry.parent;
  while (parent && !names.includes(parent)) {
    names.push(parent);
    parent = byName.get(parent)?.parent;
  }
  return names;
}
