import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '../../../shared/documents.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import { withoutTitleHeading } from '../../../shared/title-heading.ts';
import { cn } from '../../lib/cn.ts';
import { ResumeView } from '../documents/resume-view.tsx';
import { Spinner } from '../ui/spinner.tsx';

const MarkdownView = lazy(async () => ({ default: (await import('../documents/document-body.tsx')).MarkdownView }));

/**
 * A shared document's text under a page that already shows its title: the
 * resume layout, or the Markdown without a first heading that repeats the
 * title (one h1 on the page). The Markdown pipeline loads only here.
 */
export function SharedDocumentBody({ doc, className }: { doc: { type: DocumentType; title: string; content: string; data: Record<string, unknown> }; className?: string }) {
  const { t } = useTranslation();
  const resume = doc.type === 'resume' ? resumeDataSchema.safeParse(doc.data) : null;
  return (
    <div className={cn('rounded-xl border border-border bg-surface p-5 sm:p-8', className)}>
      {resume ? (
        <ResumeView data={resume.success ? resume.data : {}} headingLevel={2} />
      ) : (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <MarkdownView markdown={withoutTitleHeading(doc.content, doc.title)} />
        </Suspense>
      )}
    </div>
  );
}
