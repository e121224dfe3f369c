import { lazy, Suspense } from 'react';

// The Markdown pipeline (unified, remark, rehype: 51 KB gzip) is only needed
// once there is a draft to show, not to open a generator's form.
const loadBody = () => import('./document-body.tsx');
const MarkdownView = lazy(async () => ({ default: (await loadBody()).MarkdownView }));

/** Starts the pipeline's download when a generation starts, so the first words do not wait for it. */
export function preloadMarkdown(): void {
  void loadBody();
}

/** A draft's text without Markdown marks, for the clipboard (the pipeline is loaded by then: the draft is on screen). */
export async function draftAsText(markdown: string): Promise<string> {
  return (await import('../../../shared/markdown.ts')).markdownToText(markdown);
}

/** A streamed or finished draft as formatted text; its plain text shows until the pipeline has loaded. */
export function MarkdownDraft({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap text-fg">{markdown}</p>}>
      <MarkdownView markdown={markdown} />
    </Suspense>
  );
}
