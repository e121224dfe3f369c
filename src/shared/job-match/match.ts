// The job-ad match (decision 0021): the ad's requirements (requirements.ts),
// each met or not by the resume, with where and the words that meet it.
import type { Language } from '../languages.ts';
import type { ResumeData } from '../resume.ts';
import { ancestry, entryIndex, fieldIndex, wordsOf } from './lexicon.ts';
import { levelIn, postgraduateDegree } from './levels.ts';
import { requirementsOf, type Member, type Requirement } from './requirements.ts';
import { resumeFields, type ResumeField } from './resume-places.ts';
import type { JobMatch, MatchedTerm, TermPlace } from './types.ts';
import { adCoverage, adLanguage, holds, maxJobTerms, stemsOf } from './words.ts';

interface ReadLine {
  text: string;
  stems: string[];
  /** Lexicon names the line holds, with every family they belong to. */
  names: Set<string>;
  /** Degree subjects it names. */
  fields: Set<string>;
}

interface ReadField extends ResumeField {
  read: ReadLine[];
}

/** The resume's lines read once: stems, lexicon names and subjects (in the ad's language and the resume's own). */
function readFields(resume: ResumeData, language: Language): ReadField[] {
  const languages = [...new Set<Language>([language, resume.language ?? 'en', 'en'])];
  const entries = entryIndex(language, languages);
  const fields = fieldIndex(language, languages);
  return resumeFields(resume).map((field) => ({
    ...field,
    read: field.lines.map((text) => {
      const words = wordsOf(text, language);
      return {
        text,
        stems: words.filter((w) => w.stem).map((w) => w.stem),
        names: new Set(entries.scan(words).flatMap((h) => ancestry(h.pattern.item))),
        fields: new Set(fields.scan(words).map((h) => h.pattern.item.name)),
      };
    }),
  }));
}

/** The lexicon's languages that the matcher itself reads, by their code. */
const languageCodes: Record<string, Language> = { English: 'en', French: 'fr', Spanish: 'es', German: 'de', Chinese: 'zh', Mandarin: 'zh' };

/** A language asked for at a CEFR level is met by that level or above; a resume that names no level (or says native, fluent) meets it. */
function atLevel(text: string, level: string | undefined): boolean {
  if (!level) return true;
  const held = levelIn(text);
  return !held || held >= level;
}

/** Two stems of one word family that Snowball cuts apart ("financ" of finance, "financi" of financial). */
const akin = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));

function meets(member: Member, field: ReadField): ReadLine | undefined {
  if ('entry' in member) return field.read.find((line) => line.names.has(member.entry.name) && atLevel(line.text, member.level));
  if ('phrase' in member) return field.read.find((line) => holds(line.stems, member.phrase) || (member.loose && member.phrase.filter((stem) => line.stems.some((held) => akin(held, stem))).length * 2 >= member.phrase.length));
  if (!field.education) return undefined;
  if (member.postgraduate && !field.read.some((line) => postgraduateDegree.test(line.text))) return undefined;
  if (!member.fields.length || member.related) return field.read[0];
  return field.read.find((line) => member.fields.some((f) => line.fields.has(f.name)));
}

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text);

/** Stress, repetition and place in the ad's list: essential first, the most repeated and earliest among equals. */
function weightOf(requirement: Requirement, total: number): number {
  const stress = requirement.stress === 'essential' ? 3 : requirement.stress === 'normal' ? 2 : 1;
  return Math.round((stress + Math.log2(requirement.count) * 0.5 + (1 - requirement.position / Math.max(total, 1)) * 0.5) * 100) / 100;
}

/**
 * The ad's requirements (at most `maxJobTerms`; `ignore`: names never
 * listed, such as the employer and the role), each with the places of the
 * resume that meet it. An ad with no requirements gives two empty lists.
 */
export function matchJobAd(ad: string, resume: ResumeData, options: { language?: Language; ignore?: readonly (string | undefined)[] } = {}): JobMatch {
  const language = options.language ?? adLanguage(ad);
  const coverage = options.language ? 'full' : adCoverage(ad);
  const ignore = (options.ignore ?? []).filter((name): name is string => Boolean(name?.trim()));
  const requirements = requirementsOf(ad, language, coverage, ignore);
  const fields = readFields(resume, language);
  const written = resume.language ?? adLanguage(fields.flatMap((f) => f.lines).join('\n'));
  const ranked = requirements
    .map((r) => ({ requirement: r, weight: weightOf(r, requirements.length) }))
    .sort((a, b) => b.weight - a.weight || a.requirement.position - b.requirement.position)
    .slice(0, maxJobTerms);
  const found: MatchedTerm[] = [];
  const missing: MatchedTerm[] = [];
  for (const { requirement, weight } of ranked) {
    const places: TermPlace[] = [];
    let evidence: string | undefined;
    for (const field of fields) {
      const line = requirement.members.map((m) => meets(m, field)).find(Boolean);
      if (!line) continue;
      places.push(field.place);
      evidence ??= short(line.text);
    }
    // A resume written in a language shows that language ("excellent written English" of a resume in English).
    if (!places.length && fields.length && requirement.members.some((m) => 'entry' in m && !m.level && languageCodes[m.entry.name] === written)) {
      places.push(fields[0]!.place);
      evidence = short(fields[0]!.read[0]!.text);
    }
    const term: MatchedTerm = { term: requirement.term, kind: requirement.kind, count: requirement.count, weight, stress: requirement.stress, places };
    if (requirement.shown.length > 1) term.members = requirement.shown;
    if (evidence) term.evidence = evidence;
    (places.length ? found : missing).push(term);
  }
  return { language, found, missing, coverage };
}

/**
 * Whether a text meets a requirement by its name: the lexicon's names in
 * it (any alias, and "Power BI or Tableau" by either), else its words side
 * by side as stems.
 */
export function mentions(text: string, term: string, language: Language): boolean {
  const languages = [...new Set<Language>([language, 'en'])];
  const index = entryIndex(language, languages);
  const named = index.scan(wordsOf(term, language)).map((h) => h.pattern.item.name);
  if (named.length) {
    const held = new Set(index.scan(wordsOf(text, language)).flatMap((h) => ancestry(h.pattern.item)));
    return named.some((name) => held.has(name));
  }
  const phrase = stemsOf(term, language);
  return phrase.length > 0 && holds(stemsOf(text, language), phrase);
}
