// What the job-ad match answers (the panel shows it, the offline letter
// writer builds on it). Types only: the browser imports these without
// carrying the matcher, which runs on the server.
import type { Language } from '../languages.ts';

/** Where in the resume a requirement was found: a section, and for lists the entry's index and name. */
export interface TermPlace {
  section: 'summary' | 'skills' | 'experience' | 'education' | 'projects' | 'certificates' | 'languages';
  /** The entry's index in its section (for skills the skill's). */
  index?: number;
  /** What the entry is called on the resume ("Developer, Acme", "TypeScript"). */
  label?: string;
}

export type RequirementKind = 'skill' | 'tool' | 'qualification' | 'language' | 'experience';

/** How the ad asks for a requirement: "essential", "must" … or "desirable", "nice to have" …, or neither. */
export type RequirementStress = 'essential' | 'normal' | 'desirable';

export interface MatchedTerm {
  /** The requirement's display name: "Python", "Power BI or Tableau", "NMC registration". */
  term: string;
  kind: RequirementKind;
  /** Times the ad asks for it (any alias, any inflection). */
  count: number;
  /** How much the ad stresses it: essential over desirable, repeated, early in its list. Higher first. */
  weight: number;
  stress: RequirementStress;
  /** Empty: the resume does not show it yet. */
  places: TermPlace[];
  /** The alternatives of an "A or B" requirement, any of which meets it. */
  members?: string[];
  /** The resume's words that meet it, short. */
  evidence?: string;
}

export interface JobMatch {
  /** The language the ad was read in (its stop words and stemmer). */
  language: Language;
  /** Requirements the resume meets, the ad's most stressed first. */
  found: MatchedTerm[];
  /** Requirements it does not meet yet, the ad's most stressed first. */
  missing: MatchedTerm[];
  /** `partial`: the ad is in a language the lexicon does not cover; only names written alike in every language were matched. */
  coverage?: 'full' | 'partial';
}
