/** Spec section 3: academic document types and citation styles (defaults research, apa). */
export const academicTypes = ['research', 'lab', 'thesis'] as const;
export type AcademicType = (typeof academicTypes)[number];

export const citationStyles = ['apa', 'mla', 'chicago', 'harvard', 'ieee'] as const;
export type CitationStyle = (typeof citationStyles)[number];
