import type { ResumeData } from '../../shared/resume.ts';
import { AppError } from '../http/errors.ts';
import type { RenderPool } from './pool.ts';
import { RenderBusyError, RenderError, RenderStoppedError } from './pool.ts';
import { restartingMessage, restartRetryAfterSeconds } from '../http/shutdown.ts';
import { resumeTemplateInput, templateOf } from './resume-input.ts';

/**
 * A resume through its Typst template: the PDF, or the SVG pages the builder
 * previews — the same template and input, so screen and PDF agree.
 */
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf'): Promise<Buffer>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'svg'): Promise<string>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf' | 'svg'): Promise<Buffer | string> {
  const job = { template: `resume-${templateOf(data)}`, data: resumeTemplateInput(data, title) };
  return format === 'pdf' ? renderedOrFailed(pool.render({ ...job, format })) : renderedOrFailed(pool.render({ ...job, format }));
}

/**
 * A render whose failures answer as the API does: a document that cannot be
 * rendered is `render_failed`; a pool with a full queue, or one closed
 * because the server stops, is `service_unavailable` with a moment to wait.
 */
export async function renderedOrFailed<T>(render: Promise<T>): Promise<T> {
  try {
    return await render;
  } catch (error) {
    if (error instanceof RenderError) {
      throw error.reason === 'too_complex'
        ? new AppError('render_failed', 'This document is too long or complex to lay out as a PDF. Download it as DOCX or another format, or split it into shorter documents.')
        : new AppError('render_failed');
    }
    if (error instanceof RenderStoppedError) {
      // The server stopped before this render came back: never a reset, a 503 to try again.
      const stopping = new AppError('service_unavailable', restartingMessage);
      stopping.retryAt = new Date(Date.now() + restartRetryAfterSeconds * 1000).toISOString();
      throw stopping;
    }
    if (error instanceof RenderBusyError) {
      const busy = new AppError('service_unavailable', 'Many documents are being rendered right now. Please try again in a few seconds.');
      busy.retryAt = new Date(Date.now() + 5_000).toISOString();
      throw busy;
    }
    throw error;
  }
}
