import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { ExportFormat } from '../../shared/plans.ts';
import type { FormatPaperInput, FormattedPaper } from '../citations/format.ts';
import type { ExportableDocument } from '../export/export-document.ts';
import { projectRoot } from '../paths.ts';
import { fontDirs } from './fonts.ts';

export const templatesDir = path.join(projectRoot, 'src', 'server', 'typst', 'templates');
const workerFile = path.join(projectRoot, 'src', 'server', 'typst', 'render-worker.mjs');

// The export engine and the citation formatter the workers load: TypeScript from src/ (tests), JavaScript from dist/ (the built app).
const moduleExtension = path.extname(fileURLToPath(import.meta.url));
const exportModule = new URL(`../export/export-document${moduleExtension}`, import.meta.url).href;
const citationModule = new URL(`../citations/format${moduleExtension}`, import.meta.url).href;

export type RenderFormat = 'pdf' | 'svg';

export interface RenderJob {
  /** A template file in `templates/`, without `.typ`. */
  template: string;
  /** Read by the template with `json("/data.json")`: data, never markup. */
  data: unknown;
  format: RenderFormat;
}

/** A document in one export format, built in the worker by `exportDocument`. */
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

interface Pending {
  job: RenderJob | ExportJob | CiteJob;
  resolve: (output: Buffer | string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer?: NodeJS.Timeout;
}

/**
 * Typst in a pool of worker threads: compiling is synchronous, so the event
 * loop only posts jobs and receives bytes. A job that throws fails alone; a
 * worker that crashes or runs past `timeoutMs` is replaced and its job fails
 * with RenderError, so the pool always recovers.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    // One core stays with the event loop (requests keep flowing while PDFs render); at most 4 workers.
    readonly size = Math.max(1, Math.min(availableParallelism() - 1, 4)),
    private readonly timeoutMs = 20_000,
    // Beyond this many waiting jobs a new one is turned away at once rather
    // than queued behind seconds of work (and memory) it would only add to.
    private readonly maxWaiting = 64,
  ) {}

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

  private run(job: RenderJob | ExportJob | CiteJob): Promise<Buffer | string> {
    if (this.closed) return Promise.reject(new RenderError('the render pool is closed'));
    if (this.queue.length >= this.maxWaiting) return Promise.reject(new RenderBusyError(`${this.queue.length} renders are already waiting`));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs waiting for a free worker (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new RenderError('the render pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      const id = ++this.nextId;
      slot.timer = setTimeout(() => this.fail(slot!, new RenderError(`rendering took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
      slot.worker.postMessage({ id, ...pending.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerFile, { workerData: { templatesDir, fontDirs, exportModule, citationModule } });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (message: { ok: boolean; output?: Uint8Array | string; message?: string; reason?: string }) => {
      const pending = slot.busy;
      clearTimeout(slot.timer);
      slot.busy = null;
      if (pending) {
        if (message.ok) pending.resolve(typeof message.output === 'string' ? message.output : Buffer.from(message.output!));
        else pending.reject(new RenderError(message.message ?? 'render failed', message.reason));
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(slot, new RenderError(`render worker failed: ${error.message}`)));
    worker.on('exit', () => this.fail(slot, new RenderError('render worker exited')));
    // Idle workers must not keep the process alive (tests, shutdown).
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** Fails the slot's job, retires the worker and lets a fresh one take the queue. */
  private fail(slot: Slot, error: RenderError): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    slot.busy?.reject(error);
    slot.busy = null;
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
