// The little template language of the sentence banks. A bank line is parsed
// once, at module load, into nodes; rendering walks the nodes, so topic text
// is inserted as is and never re-read as template syntax.
//
//   {T} topic as an object ('about {T}')   {C} the topic's claim    {S} short topic
//   {t} a short reference ('this issue')   {nth} paragraph ordinal  {angle} paragraph's angle
//   {style} citation style name            {H} sentence-opening hedge (academic tone)
//   {may} 'may' in academic tone, else 'can'   {;} '; ' — a full stop for high school
//   {w:key} a word chosen by academic level (see voice.ts)
//   {@academic|formal|neutral|informal}  {#highschool|undergraduate|graduate|phd}  {*one|of|these}
//   {2:text} only from graduate level up (0–3)   {h:text} high school only
//   {a:text} academic tone only  {i:text} informal only  {x:text} all but informal  {f:text} academic or formal
//
// A line may start with tags that limit where it is used:
//   %inf %noinf %form (academic or formal) %acad %plain (neutral or informal) %L1 %L2 %L3 (minimum level) %hs %low (level ≤ 1)
//   %first %early %late %last %end: where the line sits among the body sentences of its paragraph
import type { AcademicLevel, EssayTone } from '../../../../shared/generation.ts';

export type TemplateNode = string | { token: string; args: TemplateNode[][] };
export type Template = readonly TemplateNode[];

export interface Entry {
  template: Template;
  tones: ReadonlySet<EssayTone> | null;
  minLevel: number;
  maxLevel: number;
  /** Where the sentence sits among a paragraph's body sentences, 0–99; 50 unless tagged. */
  rank: number;
  /** The bank line, kept so tests and debugging can name it. */
  source: string;
}

export type Pool = readonly Entry[];

const alternativeTokens = new Set(['@', '#', '*']);
const conditionalToken = /^([0-3haixf]):/;

function splitTopLevel(body: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

export function parseTemplate(source: string): Template {
  const nodes: TemplateNode[] = [];
  let text = '';
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c !== '{') {
      text += c;
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < source.length && depth > 0; j += 1) {
      if (source[j] === '{') depth += 1;
      else if (source[j] === '}') depth -= 1;
    }
    if (depth !== 0) throw new Error(`Unclosed '{' in template: ${source}`);
    const body = source.slice(i + 1, j - 1);
    if (text) nodes.push(text);
    text = '';
    nodes.push(parseToken(body, source));
    i = j - 1;
  }
  if (text) nodes.push(text);
  return nodes;
}

function parseToken(body: string, source: string): TemplateNode {
  const head = body[0] ?? '';
  if (alternativeTokens.has(head)) {
    const args = splitTopLevel(body.slice(1), '|').map((part) => [...parseTemplate(part)]);
    if (head !== '*' && args.length !== 4) throw new Error(`{${head}…} needs four alternatives: ${source}`);
    return { token: head, args };
  }
  const conditional = conditionalToken.exec(body);
  if (conditional) return { token: `${conditional[1]}:`, args: [[...parseTemplate(body.slice(2))]] };
  if (body.startsWith('w:')) return { token: body, args: [] };
  if (!/^(?:T|C|S|t|nth|angle|style|H|may|;)$/.test(body)) throw new Error(`Unknown token {${body}} in: ${source}`);
  return { token: body, args: [] };
}

const levelIndex: Record<AcademicLevel, number> = { highschool: 0, undergraduate: 1, graduate: 2, phd: 3 };
export const toLevel = (level: AcademicLevel): number => levelIndex[level];

const tagPattern = /^%(inf|noinf|form|acad|plain|L1|L2|L3|hs|low|first|early|late|last|end)\s+/;
const ranks: Partial<Record<string, number>> = { first: 10, early: 30, late: 70, last: 80, end: 90 };
const tagTones: Partial<Record<string, readonly EssayTone[]>> = {
  inf: ['informal'],
  noinf: ['academic', 'formal', 'neutral'],
  form: ['academic', 'formal'],
  acad: ['academic'],
  plain: ['neutral', 'informal'],
};

function entry(line: string): Entry {
  let rest = line;
  let tones: ReadonlySet<EssayTone> | null = null;
  let minLevel = 0;
  let maxLevel = 3;
  let rank = 50;
  for (let m = tagPattern.exec(rest); m; m = tagPattern.exec(rest)) {
    const tag = m[1] ?? '';
    const toneList = tagTones[tag];
    if (toneList) tones = new Set(toneList);
    else if (tag === 'hs') maxLevel = 0;
    else if (tag === 'low') maxLevel = 1;
    else if (ranks[tag] !== undefined) rank = ranks[tag];
    else minLevel = Number(tag.slice(1));
    rest = rest.slice(m[0].length);
  }
  return { template: parseTemplate(rest), tones, minLevel, maxLevel, rank, source: line };
}

const banks: Pool[] = [];

/** A bank: one entry per line. */
export function pool(...lines: readonly string[]): Pool {
  const bank = lines.map(entry);
  banks.push(bank);
  return bank;
}

/** Every bank created so far, so a test can render each line in every voice. */
export function allBanks(): readonly Pool[] {
  return banks;
}

export function fits(e: Entry, tone: EssayTone, level: number): boolean {
  return (e.tones === null || e.tones.has(tone)) && level >= e.minLevel && level <= e.maxLevel;
}
