import type { ResumeData } from '../../shared/resume.ts';
import { AppError } from '../http/errors.ts';
import type { RenderPool } from './pool.ts';
import { RenderError } from './pool.ts';
import { resumeTemplateInput, templateOf } from './resume-input.ts';

/**
 * A resume through its Typst template: the PDF, or the SVG pages the builder
 * previews — the same template and input, so screen and PDF agree.
 */
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf'): Promise<Buffer>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'svg'): Promise<string>;
export async function renderResume(pool: RenderPool, data: ResumeData, title: string, format: 'pdf' | 'svg'): Promise<Buffer | string> {
  const job = { template: `resume-${templateOf(data)}`, data: resumeTemplateInput(data, title) };
  try {
    return format === 'pdf' ? await pool.render({ ...job, format }) : await pool.render({ ...job, format });
  } catch (error) {
    if (error instanceof RenderError) throw new AppError('render_failed');
    throw error;
  }
}
