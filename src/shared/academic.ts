/** Spec section 3: academic document types and citation styles (defaults research, apa). */
export const academicTypes = ['research', 'lab', 'thesis'] as const;
export type AcademicType = (typeof academicTypes)[number];

export const citationStyles = ['apa', 'mla', 'chicago', 'harvard', 'ieee'] as const;
export type CitationStyle = (typeof citationStyles)[number];

/** A paper's citation style from its stored data: APA when none (or an unknown one) is set, as in the spec. */
export function paperStyleOf(data: Record<string, unknown>): CitationStyle {
  return citationStyles.includes(data.citationStyle as CitationStyle) ? (data.citationStyle as CitationStyle) : 'apa';
}
