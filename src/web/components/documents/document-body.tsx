import { useMemo } from 'react';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { markdownToSafeHtml } from '../../../shared/markdown.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import { Prose } from '../ui/prose.tsx';
import { ResumeView } from './resume-view.tsx';

/** Sanitised HTML of a Markdown body (the same pipeline as the blog and the exports). */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return (
    <Prose className={className}>
      {/* Sanitised by rehype-sanitize: no raw HTML, no scripts, no event handlers. */}
      <div className="[&_h1]:mb-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-fg" dangerouslySetInnerHTML={{ __html: html }} />
    </Prose>
  );
}

/**
 * The document as its type reads: formatted text for essays, papers and
 * cover letters, the resume layout for resumes. Loaded lazily: the Markdown
 * pipeline is only needed once a document is opened.
 */
export default function DocumentBody({ doc }: { doc: DocumentRecord }) {
  if (doc.type === 'resume') {
    const parsed = resumeDataSchema.safeParse(doc.data);
    return <ResumeView data={parsed.success ? parsed.data : {}} />;
  }
  return <MarkdownView markdown={doc.content} />;
}
