// The answers of `POST /api/resume/checks` and `POST /api/resume/ats-check`:
// what the server's content checks and ATS check report (server
// features/resume/content-checks.ts and ats-check.ts) and the Resume
// Builder's checks panel reads.

export type ContentCheck = 'bulletVerb' | 'quantified' | 'tense' | 'dateOrder' | 'dateGap' | 'dateOverlap' | 'length' | 'contact' | 'note';

export interface ContentFinding {
  check: ContentCheck;
  /** A warning is worth fixing before sending; info is worth a look. */
  severity: 'warning' | 'info';
  /** Where in the resume's data: ['experience', 2, 'description'], ['personalInfo', 'email']; empty for the resume as a whole. */
  path: (string | number)[];
  /** The line of a description it is about (0-based), when it is one line. */
  line?: number;
  /** An interface key under `resume.checks.*` and its values. */
  key: string;
  params: Record<string, string | number>;
}

export interface ContentReport {
  findings: ContentFinding[];
  /** Bullets read, and how many hold a number. */
  bullets: number;
  quantified: number;
  words: number;
  /** Whether the English-only checks (verbs, tense) ran. */
  english: boolean;
}

export type AtsFormat = 'pdf' | 'docx';

export interface AtsReport {
  format: AtsFormat;
  pages: number;
  /** Fields of the resume found where they belong in the file's text, of those it prints. */
  found: number;
  total: number;
  /** The fields read wrong or not at all ('experience.1.company'), each with the value the resume holds. */
  missed: { path: string; expected: string }[];
  layout: { spacedHeadings: string[]; brokenAddresses: string[] };
  content: ContentReport;
}
