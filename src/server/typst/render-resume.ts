import type { ResumeData } from '../../shared/resume.ts';
import { renderedOrFailed } from '../export/service.ts';
import type { RenderPool } from './pool.ts';
import { resumeTemplateInput, templateOf } from './resume-input.ts';

/**
 * A resume through its Typst template: the PDF, or the SVG pages the builder
 * previews — the same template and input, so screen and PDF agree. Its
 * failures answer as every export's do (the export service's guard).
 */
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf'): Promise<Buffer>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'svg'): Promise<string>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf' | 'svg'): Promise<Buffer | string> {
  const job = { template: `resume-${templateOf(data)}`, data: resumeTemplateInput(data, title) };
  return format === 'pdf' ? renderedOrFailed(pool.render({ ...job, format })) : renderedOrFailed(pool.render({ ...job, format }));
}
