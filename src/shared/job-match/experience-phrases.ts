// The experience an ad asks for in its own words: after a lead ("experience
// in social housing", through wink-nlp's noun chunks) or as an amount ("3+
// years of B2B marketing"). Each is one requirement, met where the resume
// says its words; a lexicon name beside it in the sentence takes precedence.
import type { Language } from '../languages.ts';
import { experienceLeads } from './cues.ts';
import type { Chunk } from './english-chunks.ts';
import { experienceSubject } from './experience-years.ts';
import { entryIndex, wordsOf } from './lexicon.ts';
import type { Requirement } from './requirements.ts';
import { stemsOf } from './words.ts';

type Found = Omit<Requirement, 'count' | 'stress' | 'position'>;

/** "Experience in social housing": the ad's own words after a lead, when the lexicon has nothing in them. */
export function experiencePhrases(chunks: readonly Chunk[], language: Language, languages: readonly Language[]): Found[] {
  const out: Found[] = [];
  for (const chunk of chunks) {
    // "Knowledge of the social housing sector": an article may stand between the lead and the phrase.
    const before = chunk.before.replace(/\s+(?:the|a|an)$/u, '');
    if (!experienceLeads[language].some((lead) => before.endsWith(lead))) continue;
    // "Experience of using Sparx": the tool is the requirement, not the using.
    const text = chunk.text.replace(/^using\s+/iu, '');
    const words = wordsOf(text, language);
    if (entryIndex(language, languages).scan(words).length) continue;
    const phrase = words.filter((w) => w.stem && !w.stop).map((w) => w.stem);
    if (!phrase.length || /\p{N}/u.test(text)) continue;
    const term = text.trim();
    out.push({ key: `phrase:${phrase.join(' ')}`, term, kind: 'experience', shown: [term], members: [{ name: term, phrase }] });
  }
  return out;
}

/**
 * "The construction or health and safety sector": a free phrase and a
 * lexicon name joined by "or" are one requirement, met by either. Returns
 * the free phrases that stay apart.
 */
export function joinFree(free: Found[], named: Found[], unit: string, language: Language): Found[] {
  return free.filter((phrase) => {
    const partner = named.find((r) => unit.includes(`${phrase.term.toLocaleLowerCase(language)} or ${r.term.toLocaleLowerCase(language)}`));
    if (!partner) return true;
    partner.shown = [phrase.term, ...partner.shown];
    partner.term = `${phrase.term} or ${partner.term}`;
    partner.members = [...phrase.members, ...partner.members];
    return false;
  });
}

/** A free phrase sharing a word with a lexicon name of its sentence ("supporting people" beside "people living with dementia") is part of it. */
export function overlaps(term: string, named: readonly { term: string }[], language: Language): boolean {
  const stems = new Set(stemsOf(term, language));
  return named.some((r) => stemsOf(r.term, language).some((stem) => stems.has(stem)));
}

/** Whether a name stands inside a phrase ("B2B marketing" in "3+ years of B2B marketing experience"). */
export function within(name: string, phrase: string, language: Language): boolean {
  return ` ${stemsOf(phrase, language).join(' ')} `.includes(` ${stemsOf(name, language).join(' ')} `);
}

/** "3+ years of B2B marketing": met where the resume names its subject, in its words or by the lexicon's names in it. */
export function amountRequirement(amount: string, named: readonly Found[], language: Language): Found[] {
  const phrase = wordsOf(experienceSubject(amount, language), language)
    .filter((w) => w.stem && !w.stop && !/^\p{N}+$/u.test(w.stem))
    .map((w) => w.stem);
  if (!phrase.length) return [];
  const entries = named.filter((r) => within(r.term, amount, language)).flatMap((r) => r.members);
  return [{ key: `amount:${phrase.join(' ')}`, term: amount, kind: 'experience', shown: [amount], members: [{ name: amount, phrase, loose: true }, ...entries] }];
}
