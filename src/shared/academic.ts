/** Academic document types and citation styles (defaults research, apa). */
export const academicTypes = ['research', 'lab', 'thesis'] as const;
export type AcademicType = (typeof academicTypes)[number];

// The styles themselves, with everything each one means, are one table: citation-styles.ts.
export { citationStyles, paperStyleOf, type CitationStyle } from './citation-styles.ts';
