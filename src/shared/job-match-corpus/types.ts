import type { Language } from '../languages.ts';
import type { ResumeData } from '../resume.ts';

type RequirementKind = 'skill' | 'tool' | 'qualification' | 'language' | 'experience';

export interface LabelledRequirement {
  /** The requirement as a recruiter names it, short: "Python", "SQL", "Power BI or Tableau", "NMC registration", "PGCE or QTS", "Full UK driving licence", "French", "Stakeholder management", "3+ years in B2B marketing". */
  name: string;
  /** Other names a correct matcher may print for the same requirement (aliases, the ad's own wording, the family): ["BI tool", "Power BI", "Tableau"]. Case-insensitive. */
  accept: string[];
  kind: RequirementKind;
  /** Whether THIS resume meets it (an alias or family member counts: a resume with Tableau meets "Power BI or Tableau"; "PostgreSQL" meets "Postgres"). */
  met: boolean;
}

export const fields = ['data', 'software', 'teaching', 'nursing', 'marketing', 'hospitality', 'trades', 'research', 'finance', 'design', 'admin'] as const;
type Field = (typeof fields)[number];

export interface LabelledAd {
  /** Kebab-case, role and place: 'data-analyst-leeds'. */
  id: string;
  field: Field;
  /** The language the ad (and its resume) is written in. */
  language: Language;
  company: string;
  role: string;
  /** The full ad as a user would paste it. */
  ad: string;
  resume: ResumeData;
  requirements: LabelledRequirement[];
}
