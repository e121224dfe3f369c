import type { BusinessTemplate } from '../../../shared/documents.ts';
import type { ResumeTemplate } from '../../../shared/resume.ts';

/**
 * The template catalogue: a static sample list.
 * Titles and descriptions are translated strings under
 * `templates.items.<id>`; everything else about a template lives here.
 */
export const templateCategories = ['resume', 'cover-letter', 'business', 'academic'] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export interface CatalogueTemplate {
  id: string;
  category: TemplateCategory;
  /**
   * We keep no usage counts yet, so this stays 0 and the UI never shows it:
   * a made-up "12.4k downloads" would be a claim we cannot back.
   */
  downloads: 0;
  /** Our editors' score out of 5, not an average of user reviews. */
  rating: number;
  /** Thumbnail under public/, 300 × 400. */
  image: string;
  /** Where "Use template" leads: the screen that opens this template. */
  to: string;
}

function entry(id: string, category: TemplateCategory, rating: number, to: string): CatalogueTemplate {
  return { id, category, downloads: 0, rating, image: `/templates/${id}.svg`, to };
}

const resume = (id: ResumeTemplate, rating: number) => entry(id, 'resume', rating, `/resume-builder?template=${id}`);
// A cover letter opens the cover-letter generator with the resume layout its letter is set in.
const coverLetter = (id: string, layout: ResumeTemplate, rating: number) =>
  entry(id, 'cover-letter', rating, `/cover-letter?${new URLSearchParams({ template: id, layout }).toString()}`);
// A business document becomes a new document in the editor, its sections laid out (business-templates.ts).
const business = (id: BusinessTemplate, rating: number) => entry(id, 'business', rating, `/documents/new?template=${id}`);
// Academic templates start on the academic papers screen with its document type chosen.
const academic = (id: string, type: 'research' | 'lab' | 'thesis', rating: number) =>
  entry(id, 'academic', rating, `/academic-papers?type=${type}`);

export const catalogue: readonly CatalogueTemplate[] = [
  resume('professional', 4.8),
  resume('modern', 4.7),
  resume('creative', 4.5),
  resume('minimal', 4.6),
  coverLetter('graduate-cover-letter', 'professional', 4.7),
  coverLetter('internship-cover-letter', 'modern', 4.6),
  coverLetter('career-change-cover-letter', 'creative', 4.4),
  business('project-proposal', 4.5),
  business('meeting-report', 4.3),
  academic('research-paper-apa', 'research', 4.8),
  academic('lab-report', 'lab', 4.6),
  academic('thesis-outline', 'thesis', 4.7),
];
