import type { TFunction } from 'i18next';
import type { ResumeData } from '../../../../shared/resume.ts';
import { failureSentence } from '../../../lib/api.ts';

/** POST /api/resume/import: the file read into resume data, nothing saved. */
export interface ResumeImportAnswer {
  ok: true;
  format: 'pdf' | 'docx';
  pages: number;
  data: ResumeData;
  /** Paths of fields read from a guess: 'personalInfo.fullName', 'experience.1.company', 'custom'. */
  uncertain: string[];
  /** The file's text as read, line by line. */
  text: string;
  /** A Word file with macros: its text was read, its macros left out (never run). */
  macros?: true;
}

/** POST /api/resume/import/refine: the data with the model's checked values. */
export interface ResumeRefineAnswer {
  data: ResumeData;
  refined: string[];
  rejected: { path: string; reason: 'notInText' | 'empty' | 'tooLong' }[];
}

export const resumeImportPath = '/api/resume/import';
/** The import route's limit: a resume of ten pages with pictures is a few MB. */
export const maxResumeFileBytes = 10 * 1024 * 1024;
export const resumeFileAccept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whether a chosen or dropped file looks like a PDF or a Word file (the server reads the bytes to be sure). */
export function isResumeFile(file: File): boolean {
  return /\.(pdf|docx)$/i.test(file.name) || file.type === 'application/pdf' || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}

/** Refusals these routes word themselves, in the reader's language (the file's problem, a missing model). */
const serverWorded = new Set(['validation_failed', 'file_unreadable', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'model_required']);

/** The sentence to show for a failed call: the server's own where it words it, else the interface's for the code. */
export function failureText(error: unknown, t: TFunction): string {
  return failureSentence(error, t, serverWorded);
}

/** A field's value at a path ('personalInfo.fullName', 'experience.1.company'). */
export function valueAt(data: ResumeData, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

/** A copy of `data` with one field set; the entries on the way are copied, not changed in place. */
export function withValueAt(data: ResumeData, path: string, value: unknown): ResumeData {
  const parts = path.split('.');
  const set = (holder: unknown, index: number): unknown => {
    const part = parts[index]!;
    const copy: Record<string, unknown> = Array.isArray(holder) ? ([...holder] as unknown as Record<string, unknown>) : { ...(holder as Record<string, unknown> | undefined) };
    copy[part] = index === parts.length - 1 ? value : set(copy[part], index + 1);
    return copy;
  };
  return set(data, 0) as ResumeData;
}
