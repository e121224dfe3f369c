/**
 * A value a user typed, as one line of print: runs of whitespace (a pasted
 * newline, a tab) become one space, the ends trimmed; spelling and case are
 * the user's. Nothing (undefined) reads as empty.
 */
export const tidyText = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
