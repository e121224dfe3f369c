// How much of a resume an import recovered, field by field: what the resume
// import's measurements count (the round trip of Inkwell's own templates,
// and the resumes in other layouts). A field is one value the user typed: a
// contact detail, the summary, and for each entry each of its fields (an
// experience's company, position, place, start, end or "current", and its
// description as a whole). It is recovered when the import holds the same
// value at the same place (the nth entry of the section), compared with
// spaces collapsed and bullet marks alike; a skill's level and a language's
// fluency count apart from their names.
import type { ResumeData } from '../../../../shared/resume.ts';

export interface Recovery {
  found: number;
  total: number;
  share: number;
  /** Paths of the fields not recovered ('experience.1.company'). */
  missed: string[];
}

const normal = (value: unknown): string =>
  String(value ?? '')
    .replace(/^\s*[•\-–*]\s+/gm, '• ')
    .replace(/\s+/g, ' ')
    .trim();

type Entry = Record<string, unknown>;

const sections: { key: keyof ResumeData; fields: string[] }[] = [
  { key: 'experience', fields: ['company', 'position', 'location', 'startDate', 'endDate', 'current', 'description'] },
  { key: 'education', fields: ['institution', 'degree', 'fieldOfStudy', 'startDate', 'endDate', 'description'] },
  { key: 'skills', fields: ['name', 'level'] },
  { key: 'languages', fields: ['language', 'fluency'] },
  { key: 'certificates', fields: ['name', 'issuer', 'date'] },
  { key: 'projects', fields: ['name', 'roles', 'startDate', 'endDate', 'description'] },
  { key: 'awards', fields: ['title', 'awarder', 'date'] },
  { key: 'volunteer', fields: ['organization', 'position', 'startDate', 'endDate', 'description'] },
];

export function fieldRecovery(expected: ResumeData, actual: ResumeData): Recovery {
  const missed: string[] = [];
  let total = 0;
  const check = (path: string, want: unknown, got: unknown) => {
    if (want === undefined || want === '' || want === false) return;
    total += 1;
    if (normal(want) !== normal(got)) missed.push(path);
  };
  for (const field of ['fullName', 'label', 'email', 'phone', 'location', 'linkedin', 'website'] as const) {
    check(`personalInfo.${field}`, expected.personalInfo?.[field], actual.personalInfo?.[field]);
  }
  check('summary', expected.summary, actual.summary);
  for (const { key, fields } of sections) {
    const want = (expected[key] ?? []) as Entry[];
    const got = (actual[key] ?? []) as Entry[];
    want.forEach((entry, index) => {
      for (const field of fields) check(`${key}.${index}.${field}`, entry[field], got[index]?.[field]);
    });
  }
  return { found: total - missed.length, total, share: total ? (total - missed.length) / total : 1, missed };
}
