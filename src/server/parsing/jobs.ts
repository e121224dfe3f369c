// The work the parse workers do (parse-worker.mjs loads this module): each job
// takes plain data and answers plain data, so it crosses a thread boundary
// as it is. Nothing here touches the database or HTTP. A job belongs here
// when its largest allowed input keeps the CPU busy for a tenth of a second
// or more (decision 0041).
import { citedKeys, parseCitations } from '../../shared/citations.ts';
import { matchJobAd } from '../../shared/job-match.ts';
import type { ResumeData } from '../../shared/resume.ts';
import { markdownToPlainText, markdownToSafeHtml } from '../../shared/markdown.ts';
import { importReferencesSchema, kindOf, type CslItem, type ReferenceFormat } from '../../shared/references.ts';
import { jsonProblem } from '../http/json-input.ts';
import { composeCoverLetter, type LetterFacts } from '../features/generation/offline/cover-letter.ts';
import { readAttachment } from '../features/references/attachment-text.ts';
import { importDocument } from '../features/documents/import.ts';
import { resumeContentChecks } from '../features/resume/content-checks.ts';
import { tailorResume } from '../features/resume/tailor.ts';
import { parseResume } from '../features/resume/import/parse-resume.ts';
import { readResumeFile } from '../features/resume/import/resume-lines.ts';
import { readDoiAnswer } from '../features/references/doi-answer.ts';
import { checkStyle } from '../features/styles/style-check.ts';
import { detectFormat, readEntries, writeReferences, type ReadEntry } from '../features/references/formats.ts';
import { plan, resultJson, type LibraryIndex, type PreparedEntry } from '../features/references/import-plan.ts';
import { identitiesOf, keyBase } from '../features/references/keys.ts';

type ReadImport = { format: ReferenceFormat; read: ReadEntry[] } | { format: ReferenceFormat; tooMany: number } | { format?: undefined };

/** Why a file sent as it is cannot be read at all (the event loop words it). */
export type RawImportProblem = 'empty' | 'not-utf8' | 'nul';

/**
 * An import request read in the worker: `invalid` leaves the JSON form's
 * message to the event loop's checks; `unreadable` says why a file sent as
 * it is was not text.
 */
type ImportBodyRead =
  | { invalid: true; unreadable?: undefined }
  | { invalid?: undefined; unreadable: RawImportProblem }
  | { invalid?: undefined; unreadable?: undefined; dryRun: boolean; format?: undefined }
  | { invalid?: undefined; unreadable?: undefined; dryRun: boolean; format: ReferenceFormat; tooMany: number }
  | { invalid?: undefined; unreadable?: undefined; dryRun: true; format: ReferenceFormat; answer: Uint8Array<ArrayBuffer> }
  | { invalid?: undefined; unreadable?: undefined; dryRun: false; format: ReferenceFormat; entries: PreparedEntry[] };

/** Writes a job's progress where its caller reads it (two shared Int32 cells: done, total; see `run`'s `onProgress` in pool.ts). */
function progressWriter(buffer: SharedArrayBuffer | undefined): (done: number, total: number) => void {
  if (!buffer) return () => {};
  const cells = new Int32Array(buffer);
  return (done, total) => {
    Atomics.store(cells, 0, done);
    Atomics.store(cells, 1, total);
  };
}

function readImport({ text, format, maxEntries, report }: { text: string; format?: ReferenceFormat | undefined; maxEntries: number; report: (done: number, total: number) => void }): ReadImport {
  const detected = format ?? detectFormat(text);
  if (!detected) return {};
  // A file over the limit is refused once split into entries, before any is read; then each entry read counts.
  const read = readEntries(text, detected, maxEntries, report);
  if (!Array.isArray(read)) return { format: detected, tooMany: read.tooMany };
  return { format: detected, read };
}

/** The import's text and options: the JSON form's (`{text, format?, dryRun?}`), or a file sent as it is with its query's. */
function importInput(body: Uint8Array, raw: { format?: ReferenceFormat | undefined; dryRun: boolean } | undefined): { text: string; format?: ReferenceFormat | undefined; dryRun: boolean } | { invalid: true } | { unreadable: RawImportProblem } {
  if (raw) {
    if (body.byteLength === 0) return { unreadable: 'empty' };
    let text: string;
    try {
      // A byte-order mark is dropped; bytes that are not UTF-8 are refused, never guessed at.
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      return { unreadable: 'not-utf8' };
    }
    if (text.includes('\u0000')) return { unreadable: 'nul' };
    if (!text.trim()) return { unreadable: 'empty' };
    return { text, ...raw };
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { invalid: true };
  }
  if (jsonProblem(value)) return { invalid: true };
  const input = importReferencesSchema.safeParse(value);
  if (!input.success) return { invalid: true };
  return input.data;
}

export const jobs = {
  /**
   * An import request's body as it arrived, the JSON form or the file itself
   * (`raw`: its format and dryRun from the query): decoded, parsed and
   * checked here, then read entry by entry (Citation.js: 20,000 entries are
   * seconds of synchronous work), so the event loop never holds the text or
   * builds the items it makes. A body that fails a check answers `invalid`
   * or `unreadable`, and the event loop words the refusal. Progress (entries
   * read of the file's count) goes to `progress` once the text is known to
   * be an import of at most `maxEntries`: a refusal comes before any.
   */
  readImportBody({ body, maxEntries, library, raw, progress }: { body: Uint8Array; maxEntries: number; library: LibraryIndex; raw?: { format?: ReferenceFormat | undefined; dryRun: boolean }; progress?: SharedArrayBuffer }): ImportBodyRead {
    const input = importInput(body, raw);
    if ('invalid' in input || 'unreadable' in input) return input;
    const { dryRun } = input;
    const read = readImport({ text: input.text, format: input.format, maxEntries, report: progressWriter(progress) });
    if (!read.format) return { dryRun };
    if ('tooMany' in read) return { dryRun, format: read.format, tooMany: read.tooMany };
    const entries = read.read.map((entry): PreparedEntry => {
      if (!entry.ok) return entry;
      const { item } = entry;
      return {
        index: entry.index,
        ok: true,
        ...(entry.sourceKey ? { sourceKey: entry.sourceKey } : {}),
        keyBase: keyBase(item),
        identities: identitiesOf(item),
        kind: kindOf(item),
        itemJson: JSON.stringify(item),
        ...(entry.warnings?.length ? { warnings: entry.warnings } : {}),
      };
    });
    // A preview is the answer itself, keyed against the library as it was: the event loop only sends its bytes.
    if (dryRun) return { dryRun, format: read.format, answer: new TextEncoder().encode(resultJson(read.format, plan(entries, library), [])) };
    return { dryRun, format: read.format, entries };
  },
  /** A library as a BibTeX, RIS or CSL-JSON file. */
  writeReferences({ references, format }: { references: Array<{ key: string; item: CslItem }>; format: ReferenceFormat }) {
    return writeReferences(references, format);
  },
  /** A DOI resolver's answer (up to 200 KB of JSON) as a form prefill. */
  readDoiAnswer({ text }: { text: string }) {
    return readDoiAnswer(text);
  },
  /** The keys each paper cites (a 400,000-character paper dense with citations is a fifth of a second). */
  citedKeys({ markdowns }: { markdowns: string[] }) {
    return markdowns.map(citedKeys);
  },
  /** One paper's citations with their places in the text: its keys pick the library's entries, and citeproc formats these without reading the text again. */
  citations({ markdown }: { markdown: string }) {
    return parseCitations(markdown);
  },
  /** The offline writer's cover letter: matching a 20,000-character job ad against a resume is up to a fifth of a second. */
  coverLetter(facts: LetterFacts) {
    return composeCoverLetter(facts);
  },
  /**
   * A resume file (PDF or Word, up to 10 MB: a long PDF is seconds of pdf.js)
   * read into resume data, with the fields read from a guess and the text as
   * read. Asynchronous: the worker waits for it before it answers.
   */
  async importResume({ bytes }: { bytes: Uint8Array }) {
    const read = await readResumeFile(bytes);
    if (!read.ok) return read;
    return { ok: true as const, format: read.format, pages: read.pages, ...(read.macros ? { macros: true as const } : {}), ...parseResume(read.lines) };
  },
  /** A copy of a master resume tailored to a job ad (POST /api/resume/tailor): the job-ad match and every bullet scored against it. */
  tailorResume({ master, ad }: { master: ResumeData; ad: string }) {
    return tailorResume(master, ad);
  },
  /** A resume's content checks (POST /api/resume/checks): every bullet read by the NLP model, fifty roles' worth at most. */
  resumeChecks({ resume, now }: { resume: ResumeData; now: number }) {
    return resumeContentChecks(resume, new Date(now));
  },
  /** The job-ad match (POST /api/resume/match): a 20,000-character ad read by the NLP model and the lexicon against a full resume. */
  matchJobAd({ ad, resume, ignore }: { ad: string; resume: ResumeData; ignore: string[] }) {
    return matchJobAd(ad, resume, { ignore });
  },
  /**
   * A reference's attached file (up to 20 MB: a 300-page PDF is seconds of
   * pdf.js) or pasted text, read and split into passages. Asynchronous: the
   * worker waits for it before it answers.
   */
  readAttachment(input: { bytes: Uint8Array } | { text: string }) {
    return readAttachment(input);
  },
  /**
   * A file imported as a new document (up to 20 MB: a Word file is seconds of
   * mammoth and syntax trees): its Markdown, title and notes, or why it was
   * refused. Asynchronous: the worker waits for it before it answers.
   */
  importDocument({ bytes }: { bytes: Uint8Array }) {
    return importDocument(bytes);
  },
  /**
   * An uploaded CSL style checked before it is stored (features/styles): XML,
   * the CSL schema (rnv in WebAssembly, up to a fifth of a second), its macros
   * and a trial run of citeproc, which the pool's time limit bounds.
   */
  checkStyle({ xml }: { xml: string }) {
    return checkStyle(xml);
  },
  /** A blog post's Markdown as sanitised HTML (100,000 characters take most of a second). */
  blogHtml({ markdown }: { markdown: string }) {
    return markdownToSafeHtml(markdown);
  },
  /** The blog's published posts as plain text, for the list's previews. */
  blogPlainTexts({ markdowns }: { markdowns: string[] }) {
    return markdowns.map(markdownToPlainText);
  },
};

export type ParseJobs = typeof jobs;
export type ParseJobName = keyof ParseJobs;
