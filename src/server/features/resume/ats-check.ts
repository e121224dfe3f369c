// "Will an ATS read this?": the resume exported as the user would send it
// (PDF or Word, through the same render job as a download), then read back
// the way a parser reads a file with no model (import/parse-resume.ts), and
// compared with the resume's data field by field (import/field-recovery.ts).
// A field the read-back misses is one an applicant-tracking system may miss
// or misfile: a contact detail, a date, a heading, a line read across two
// columns. The layout findings say why when it is known; the content checks
// (content-checks.ts) come with it.
import type { AtsReport } from '../../../shared/resume-checks.ts';
import { printedSections } from '../../../shared/resume-sections.ts';
import { resumeSectionKeys, type ResumeData } from '../../../shared/resume.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import { renderExport } from '../../export/service.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { fieldRecovery } from './import/field-recovery.ts';

/** The value at a path of the resume's data ('experience.1.company'), as text. */
function valueAt(data: ResumeData, path: string): string {
  let node: unknown = data;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node === undefined || node === null ? '' : String(node);
}

/** The resume without what it does not print (hidden sections): the check measures only what a reader is sent. */
function printedPart(data: ResumeData): ResumeData {
  const shown = new Set(printedSections(data).map((section) => section.key));
  const kept: Record<string, unknown> = { ...data };
  for (const key of resumeSectionKeys) {
    if (!shown.has(key)) delete kept[key];
  }
  return kept as ResumeData;
}

export async function atsCheck(deps: { renderPool: RenderPool }, data: ResumeData, title: string, format: 'pdf' | 'docx', now: Date): Promise<AtsReport> {
  const file = await renderExport({ type: 'resume', title, content: '', data, updatedAt: now.toISOString() }, format, { pool: deps.renderPool, author: '' });
  const bytes = typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body;
  const [read, content] = await Promise.all([parsedOffLoop(parsePool.run('importResume', { bytes })), parsedOffLoop(parsePool.run('resumeChecks', { resume: data, now: now.getTime() }))]);
  // A file with no text (an empty resume) reads back as nothing: every field it should print is missed.
  const back = read.ok ? read : { data: {}, pages: 0, layout: { spacedHeadings: [], brokenAddresses: [] } };
  const printed = printedPart(data);
  const recovery = fieldRecovery(printed, back.data);
  return {
    format,
    pages: back.pages,
    found: recovery.found,
    total: recovery.total,
    missed: recovery.missed.map((path) => ({ path, expected: valueAt(printed, path) })),
    layout: back.layout,
    content,
  };
}
