import { academicTypes, citationStyles, type AcademicType, type CitationStyle } from '../../../shared/academic.ts';
import { essayDefaults, essayRequestSchema, type AcademicLevel, type EssayLength, type EssayTone, type EssayType } from '../../../shared/generation.ts';
import { safeRedirectPath } from '../../../shared/redirect.ts';

export interface EssayForm {
  topic: string;
  type: EssayType;
  tone: EssayTone;
  length: EssayLength;
  academicLevel: AcademicLevel;
}

export const emptyForm: EssayForm = { topic: '', ...essayDefaults };

/**
 * The generator form's schema: the fields of the server's essay request that the form edits.
 * Academic mode's paper type and style come from the address, and its sources from their own
 * checklist, so they are not the form's to check. Every option always has a value in the form
 * (`required`), so none falls back to the server's default.
 */
export const essayFormSchema = essayRequestSchema.pick({ topic: true, type: true, tone: true, length: true, academicLevel: true }).required();

/** Academic mode, as the Academic Papers page sends it: `?mode=academic&type=…&style=…&return=…`. */
export interface AcademicMode {
  paperType: AcademicType;
  citationStyle: CitationStyle;
  /** Where 'Back to Academic Papers' leads: a same-site path, never another site. */
  returnTo: string;
}

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

export function academicModeOf(params: URLSearchParams): AcademicMode | null {
  if (params.get('mode') !== 'academic') return null;
  const returnTo = safeRedirectPath(params.get('return'), '/academic-papers');
  return {
    paperType: pick(academicTypes, params.get('type'), 'research'),
    citationStyle: pick(citationStyles, params.get('style'), 'apa'),
    // Only the academic papers screen is a sensible way back.
    returnTo: returnTo.startsWith('/academic-papers') ? returnTo : '/academic-papers',
  };
}

/**
 * `?template=` links the templates catalogue made before it opened cover
 * letters in their generator and business documents in the editor: a
 * saved link still opens with settings that suit the template.
 */
export const essayTemplates: Record<string, Pick<EssayForm, 'type' | 'tone'>> = {
  'graduate-cover-letter': { type: 'persuasive', tone: 'formal' },
  'internship-cover-letter': { type: 'persuasive', tone: 'formal' },
  'career-change-cover-letter': { type: 'persuasive', tone: 'formal' },
  'project-proposal': { type: 'persuasive', tone: 'formal' },
  'meeting-report': { type: 'expository', tone: 'neutral' },
};

export function templateOf(params: URLSearchParams): string | null {
  const id = params.get('template');
  return id && id in essayTemplates ? id : null;
}

/** Whole random seed for Regenerate (the server accepts 0 … 2³¹−1). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
}
