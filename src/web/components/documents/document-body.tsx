import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCitationStyle, isCatalogueStyleId, isUserStyleId } from '../../../shared/citation-styles.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { FormattedPaper as FormattedPaperAnswer, PaperSettings } from '../../../shared/papers.ts';
import { markdownToSafeHtml } from '../../../shared/markdown.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../ui/alert.tsx';
import { Prose } from '../ui/prose.tsx';
import { Spinner } from '../ui/spinner.tsx';
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

/** The paper as it will print: citations and reference list formatted by the server (citeproc), in the interface language. */
export function FormattedPaper({ markdown, settings }: { markdown: string; settings: PaperSettings }) {
  const { t, i18n } = useTranslation();
  const style = settings.citationStyle ?? defaultCitationStyle;
  const { chicagoForm } = settings;
  // A catalogue style the paper follows instead of `style` (a dropped one is stored as null), as the exports do.
  const cslStyle = isCatalogueStyleId(settings.cslStyle) || isUserStyleId(settings.cslStyle) ? settings.cslStyle : undefined;
  const includeUncited = settings.includeUncited ?? false;
  const language = i18n.language;
  // One object per change of what is sent, so the debounce settles.
  const request = useMemo(() => ({ markdown, style, chicagoForm, cslStyle, includeUncited, language }), [markdown, style, chicagoForm, cslStyle, includeUncited, language]);
  const input = useDebouncedValue(request, 300);
  const query = useQuery({
    queryKey: ['papers', 'format', input],
    queryFn: ({ signal }) => api<FormattedPaperAnswer>('/api/papers/format', { method: 'POST', json: input, signal }),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <Alert tone="error">{t(`errors.${query.error instanceof ApiError ? query.error.code : 'internal'}`)}</Alert>;
  if (!query.data) return <Spinner label={t('common.loading')} />;
  return (
    <>
      {query.data.unknownKeys.length > 0 && (
        <Alert tone="info" className="mb-4">
          {t('paper.unknownKeys', { count: query.data.unknownKeys.length, keys: query.data.unknownKeys.map((k) => `@${k}`).join(', ') })}
        </Alert>
      )}
      <MarkdownView markdown={query.data.markdown} />
    </>
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
  if (doc.type === 'academic') return <FormattedPaper markdown={doc.content} settings={doc.data as PaperSettings} />;
  return <MarkdownView markdown={doc.content} />;
}
