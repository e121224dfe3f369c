// Where the Resume Builder sends the user to add a missing requirement. No
// matcher here: the browser imports this without the lexicon or the model.
import type { Language } from '../languages.ts';
import type { RequirementKind } from './types.ts';

/** Where a missing requirement can be added: a tab of the resume builder. */
export type JobMatchSection = 'skills' | 'summary' | 'languages' | 'education';

/**
 * A spoken language goes in Languages and a qualification in Education; a
 * skill or tool, or any one- or two-word name ("Kubernetes", "unit tests"),
 * goes in Skills; a longer phrase ("experience of social housing") reads
 * better in a sentence of the summary. Chinese has no spaces: more than four
 * characters is a phrase.
 */
export function sectionFor(term: string, language: Language, kind?: RequirementKind): JobMatchSection {
  if (kind === 'language') return 'languages';
  if (kind === 'qualification') return 'education';
  if (kind === 'tool' || kind === 'skill') return 'skills';
  const long = language === 'zh' ? [...term.replace(/\s/g, '')].length > 4 : term.trim().split(/\s+/).length > 2;
  return long ? 'summary' : 'skills';
}
