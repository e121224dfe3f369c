import type { ResumeData } from '../../../../shared/resume.ts';
import { AtsCheckSection } from './ats-check-section.tsx';
import { ContentChecksSection } from './content-checks-section.tsx';
import type { ResumePath } from './field-target.ts';

export interface ResumeChecksPanelProps {
  /** The resume as it stands (without the job ad): the content checks follow its edits. */
  resume: ResumeData;
  /** The resume's name, as a download would carry it (the ATS check renders the same file). */
  title: string;
  /** Opens the builder at a field: its tab, its input, and a description's line. */
  onGoTo: (path: ResumePath, line?: number) => void;
  /** Level of the two parts' headings in the page's outline. */
  headingLevel?: 3 | 4 | undefined;
}

/**
 * "Check your resume": the content checks, run a moment after each edit
 * (`POST /api/resume/checks`), and "Will an ATS read this?", run on demand
 * (`POST /api/resume/ats-check`). Every finding that names a field leads to it.
 */
export function ResumeChecksPanel({ resume, title, onGoTo, headingLevel = 3 }: ResumeChecksPanelProps) {
  return (
    <div className="space-y-8">
      <ContentChecksSection resume={resume} onGoTo={onGoTo} level={headingLevel} />
      <AtsCheckSection resume={resume} title={title} onGoTo={onGoTo} level={headingLevel} />
    </div>
  );
}
