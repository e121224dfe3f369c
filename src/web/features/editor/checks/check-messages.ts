import type { ReadabilityBand, ReadabilityFormula, SpellingEngine } from './types.ts';

// The i18next keys (under editor.checks.*) of what the checks report without
// a finding of their own. Findings carry theirs (`messageKey`, `params`).

/** "Very easy" … "Very hard". */
export function readabilityBandKey(band: ReadabilityBand): string {
  return `editor.checks.band.${band}`;
}

/** The formula's name, e.g. "Flesch reading ease", "Szigriszt-Pazos (INFLESZ)". */
export function readabilityFormulaKey(formula: ReadabilityFormula): string {
  return `editor.checks.formula.${formula}`;
}

/** A note to show when the result's spelling is 'unavailable' (Chinese), else undefined. */
export function spellingNoteKey(spelling: SpellingEngine): string | undefined {
  return spelling === 'unavailable' ? 'editor.checks.spellingUnavailable' : undefined;
}
