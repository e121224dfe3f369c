import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportFormat } from '../../shared/plans.ts';
import type { FormatPaperInput, FormattedPaper } from '../citations/format.ts';
import type { ExportableDocument } from '../export/export-document.ts';
import { projectRoot } from '../paths.ts';
import { WorkerPool, workersBesideEventLoop } from '../workers/worker-pool.ts';
import { fontDirs } from './fonts.ts';

const templatesDir = path.join(projectRoot, 'src', 'server', 'typst', 'templates');
const workerFile = path.join(projectRoot, 'src', 'server', 'typst', 'render-worker.mjs');

// The export engine and the citation formatter the workers load: TypeScript from src/ (tests), JavaScript from dist/ (the built app).
const moduleExtension = path.extname(fileURLToPath(import.meta.url));
const exportModule = new URL(`../export/export-document${moduleExtension}`, import.meta.url).href;
const citationModule = new URL(`../citations/format${moduleExtension}`, import.meta.url).href;

type RenderFormat = 'pdf' | 'svg';

export interface RenderJob {
  /** A template file in `templates/`, without `.typ`. */
  template: string;
  /** Read by the template with `json("/data.json")`: data, never markup. */
  data: unknown;
  format: RenderFormat;
}

/** A document in one export format, built in the worker by `exportDocument` (a paper's citations formatted in the same job). */
export interface ExportJob {
  export: { doc: ExportableDocument; format: ExportFormat; author: string };
}

/** A paper's citations and reference list, formatted by citeproc in the worker (synchronous, up to a second for hundreds of references). */
export interface CiteJob {
  cite: FormatPaperInput;
}

/** A document that could not be rendered (bad template input, a worker that died or timed out). */
export class RenderError extends Error {
  override name = 'RenderError';
  constructor(
    message: string,
    /** `too_complex`: refused before rendering, the document being far beyond what a PDF layout can take in time. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** Every worker is busy and the queue is full: try again in a moment. */
export class RenderBusyError extends Error {
  override name = 'RenderBusyError';
}

/** The pool was closed (the server is stopping) before this job's output came back: try again once it is back. */
export class RenderStoppedError extends Error {
  override name = 'RenderStoppedError';
}

/**
 * Typst, the export engine and citeproc in a pool of worker threads:
 * compiling is synchronous, so the event loop only posts jobs and receives
 * bytes. A job that throws fails alone with RenderError; so does one whose
 * worker crashes or runs past `timeoutMs`, and the worker is replaced.
 */
export class RenderPool {
  private readonly workers: WorkerPool;
  private given = 0;

  constructor(
    // Requests keep flowing while PDFs render; at most 4 workers.
    readonly size = workersBesideEventLoop(4),
    timeoutMs = 20_000,
    // Beyond this many waiting jobs a new one is turned away at once rather
    // than queued behind seconds of work (and memory) it would only add to.
    maxWaiting = 64,
  ) {
    const errors = { failed: RenderError, busy: RenderBusyError, stopped: RenderStoppedError };
    this.workers = new WorkerPool({ file: workerFile, workerData: { templatesDir, fontDirs, exportModule, citationModule }, size, timeoutMs, maxWaiting, noun: 'render', errors });
  }

  render(job: RenderJob & { format: 'pdf' }): Promise<Buffer>;
  render(job: RenderJob & { format: 'svg' }): Promise<string>;
  render(job: RenderJob): Promise<Buffer | string> {
    return this.run(job);
  }

  /** A document as a file (text for TXT, Markdown, HTML and RTF; bytes for PDF and DOCX). */
  export(doc: ExportableDocument, format: ExportFormat, author: string): Promise<Buffer | string> {
    return this.run({ export: { doc, format, author } });
  }

  /** A paper formatted in a worker: citeproc's work never runs on the event loop. */
  async formatPaper(input: FormatPaperInput): Promise<FormattedPaper> {
    return JSON.parse(String(await this.run({ cite: input }))) as FormattedPaper;
  }

  /** Jobs waiting for a free worker (for tests and metrics). */
  get waiting(): number {
    return this.workers.waiting;
  }

  /** Jobs given to the pool so far, each a trip to a worker and back (for tests and metrics). */
  get jobs(): number {
    return this.given;
  }

  /** Stops every worker; jobs waiting or rendering fail with RenderStoppedError (503, try again). */
  close(): Promise<void> {
    return this.workers.close();
  }

  private async run(job: RenderJob | ExportJob | CiteJob): Promise<Buffer | string> {
    this.given++;
    const output = (await this.workers.run(job)) as Uint8Array | string;
    return typeof output === 'string' ? output : Buffer.from(output);
  }
}
