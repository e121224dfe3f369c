// The measurable achievements a resume already states ("Cut report run time
// by 30%", "Cleaned 2 million records with pandas"), ranked so the offline
// summary can quote the strongest in the user's own words. Nothing is
// invented: a line is used whole, and only its leading verb changes form
// ("Cut" → "cutting") so that any tense the user wrote reads in one sentence.
import { descriptionLines } from '../../../../shared/resume.ts';
import { gerundOf as gerundOfBase, verbOf } from './first-person.ts';
import { irregularVerbs } from './resume-verbs.ts';

/** Lines of one entry of the resume, with how recent the entry is (1 the latest role, 0 anything without a date order). */
export interface AchievementSource {
  lines: readonly string[];
  recency: number;
}

export interface Achievement {
  /** The line as the summary says it: led by a gerund ("cutting report run time by 30%") or, when it opens with a figure, as written. */
  phrase: string;
  score: number;
}

// ---- The leading verb ----------------------------------------------------------

/** Words that end in "-ed" and open a line as an adjective, not a verb ("Experienced in…"). */
const notVerbs = new Set(['advanced', 'dedicated', 'detailed', 'experienced', 'motivated', 'qualified', 'skilled', 'talented', 'varied']);

/** Past forms whose "ee" belongs to the verb ("agreed" → "agreeing"). */
const eeVerbs = new Set(['agreed', 'decreed', 'freed', 'guaranteed', 'refereed']);

/** Verbs (base forms) that state an outcome; they outrank duties ("Run weekly tutorials"). */
const outcomeVerbs = new Set([
  'accelerate', 'achieve', 'boost', 'cut', 'decrease', 'deliver', 'double', 'drive', 'earn', 'eliminate', 'exceed', 'expand', 'generate',
  'grow', 'halve', 'improve', 'increase', 'launch', 'lead', 'lower', 'outperform', 'raise', 'reduce', 'save', 'secure', 'shorten', 'triple', 'win',
]);

/**
 * A line's first word in any tense ("Cut", "Cuts", "Cleaned", "Runs", "Led")
 * as a gerund ("cutting", "running", "leading"), with its base form; null when
 * it is not a verb. The verbs and their forms are the cover letter's
 * (resume-verbs.ts, first-person.ts); a regular past they do not list
 * ("Dockerised") keeps its own spelling before "-ing".
 */
export function leadingGerund(word: string): { gerund: string; base: string } | null {
  const verb = verbOf(word);
  const lower = word.toLowerCase();
  const regularPast = lower.endsWith('ed') && lower.length >= 5 && !notVerbs.has(lower) && (verb ? verb.form === 'past' && !irregularVerbs[verb.base] : /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(lower) && !/\p{Lu}/u.test(word.slice(1)));
  // A regular past keeps the user's spelling before "-ing": its doubled consonant or dropped "e" ("modelled", "planned", "reduced").
  if (regularPast) return { gerund: eeVerbs.has(lower) ? `${lower.slice(0, -1)}ing` : lower.endsWith('ied') ? `${lower.slice(0, -3)}ying` : `${lower.slice(0, -2)}ing`, base: verb?.base ?? lower };
  if (!verb) return null;
  return { gerund: `${verb.prefix}${verb.form === 'gerund' ? verb.word.slice(verb.prefix.length) : gerundOfBase(verb.base)}`, base: verb.base };
}

// ---- Measuring a line -------------------------------------------------------

const percentage = /\d\s?%|\b\d+(?:\.\d+)?\s?per ?cent\b/i;
const money = /[$£€¥₹]\s?\d|\b\d[\d,.]*\s?(?:k|m|bn|million|billion)?\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b/i;
const multiplier = /\b\d+(?:\.\d+)?\s?[x×](?![\p{L}\p{N}])/u;
const scaleWords = /\b(?:hundreds|thousands|millions|billions)\b/i;
const numberWords = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|dozen|dozens)\b/i;

/** How much of a measure a line holds: money, a percentage or a large count outrank a small count; none is 0. */
function measure(line: string): number {
  if (percentage.test(line) || money.test(line) || multiplier.test(line)) return 6;
  let largest = 0;
  for (const match of line.matchAll(/\b(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn|thousand|million|billion)?\b/gi)) {
    const digits = match[1]!;
    const value = Number(digits.replace(/,/g, ''));
    // A year on its own ("the 2023 hackathon") is a date, not a result.
    if (!match[2] && /^(19|20)\d\d$/.test(digits)) continue;
    largest = Math.max(largest, match[2] ? 1_000_000 : value);
  }
  if (largest >= 100 || scaleWords.test(line)) return 5;
  return largest > 0 || numberWords.test(line) ? 2 : 0;
}

// First-person words do not belong in a summary's voice; a bracket is a note the user has not filled in.
const unusable = /\bI\b|\b(?:[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Oo]urs?|us)\b|[[\]]/;
const maxPhraseWords = 20;

/** A line as the summary can say it, or null when it cannot be said without changing the user's words. */
function phraseOf(line: string): { phrase: string; outcome: boolean } | null {
  const text = line.replace(/\s+/g, ' ').trim().replace(/[.;,:!]+$/, '');
  if (!text || unusable.test(text) || text.split(' ').length > maxPhraseWords) return null;
  const [first = '', ...rest] = text.split(' ');
  // A line that opens with its figure ("30% growth in sales", "£2m in new contracts") reads as it is.
  if (/^[$£€¥₹]?\d/.test(first)) return rest.length ? { phrase: text, outcome: false } : null;
  const verb = leadingGerund(first.replace(/^\p{P}+|\p{P}+$/gu, ''));
  if (!verb || !rest.length) return null;
  return { phrase: [verb.gerund, ...rest].join(' '), outcome: outcomeVerbs.has(verb.base) };
}

/** A description's lines and the sentences within each ("Led a team of 5. Cut costs by 10%."). */
export function achievementLines(description: string | undefined): string[] {
  return descriptionLines(description).flatMap((line) => line.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u));
}

/**
 * The resume's measurable lines, strongest first: the measure (money, a
 * percentage or a large count over a small count), then an outcome verb over
 * a duty, then the more recent role; ties keep the resume's order. Lines
 * without a figure are not achievements.
 */
export function rankAchievements(sources: readonly AchievementSource[]): Achievement[] {
  const found: (Achievement & { order: number })[] = [];
  for (const source of sources) {
    for (const line of source.lines) {
      const signal = measure(line);
      const said = signal ? phraseOf(line) : null;
      if (!said || found.some((a) => a.phrase.toLowerCase() === said.phrase.toLowerCase())) continue;
      found.push({ phrase: said.phrase, score: signal + (said.outcome ? 3 : 0) + source.recency, order: found.length });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.order - b.order).map(({ phrase, score }) => ({ phrase, score }));
}
