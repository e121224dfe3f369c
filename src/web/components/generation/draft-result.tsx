import { Check, Copy, RefreshCw, Square } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords } from '../../../shared/generation.ts';
import { draftAsText, MarkdownDraft } from '../documents/markdown-draft.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useGenerationInfo, type useGenerationRun } from '../../lib/use-generation-run.ts';
import { focusableHeadingClass, type useDraftReady } from './draft-ready.tsx';
import { RunOutcome } from './generation-status.tsx';
import { ProviderNote } from './provider-note.tsx';

/**
 * The streamed draft of a generator (essay, cover letter): its heading and
 * toolbar (Stop while it is written; then Copy, the page's own actions and
 * Regenerate), who wrote it, the word count as it grows, how it ended, and
 * the draft itself with a caret while text still arrives.
 */
export function DraftResult({
  generation: { run, shownText, generating, drafting, stop },
  view: { section, heading },
  headingId,
  title,
  actions,
  onRegenerate,
  regenerateDisabled,
  offlineNotice,
  finishedStatus,
  notice,
  draftLabel,
}: {
  generation: ReturnType<typeof useGenerationRun>;
  /** Where the focus and the scroll go (`useDraftReady`). */
  view: ReturnType<typeof useDraftReady>;
  headingId: string;
  title: string;
  /** Between Copy and Regenerate: Download, and Reset where the page has it there. */
  actions: ReactNode;
  /** Regenerate, and Retry after a failure part-way. */
  onRegenerate: () => void;
  regenerateDisabled?: boolean;
  /** What the offline writer's draft is, in the generator's words. */
  offlineNotice: ReactNode;
  /** The status line once the draft is written (while it streams, the running word count). */
  finishedStatus: (words: number, numberFormat: Intl.NumberFormat) => string;
  /** Below the outcome: what the page has to add about this draft. */
  notice?: ReactNode;
  draftLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const info = useGenerationInfo().data;
  if (!run) return null;
  const words = countWords(shownText);
  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <section ref={section} aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl border border-border bg-surface shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 sm:px-5">
        <h2 ref={heading} id={headingId} tabIndex={-1} className={cn('mr-auto text-base font-semibold text-fg', focusableHeadingClass)}>
          {title}
        </h2>
        {generating ? (
          <Button variant="secondary" onClick={stop}>
            <Square aria-hidden="true" className="size-4" />
            {t('essay.stop')}
          </Button>
        ) : (
          <>
            <CopyDraftButton text={run.text} />
            {actions}
            <Button onClick={onRegenerate} disabled={regenerateDisabled}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('essay.regenerate')}
            </Button>
          </>
        )}
      </div>
      <div className="space-y-4 p-4 sm:p-6">
        <ProviderNote
          provider={run.provider ?? info?.provider}
          userModels={info?.userModels}
          offline={
            <>
              {offlineNotice}
              {i18n.language !== 'en' && <> {t('essay.offlineEnglish')}</>}
            </>
          }
        />
        <p role="status" className="text-sm text-fg-muted">
          {generating ? t('essay.streaming', { words: numberFormat.format(words) }) : finishedStatus(words, numberFormat)}
        </p>
        <RunOutcome run={run} saveHistory={info?.saveHistory ?? true} onRetry={onRegenerate} />
        {notice}
        <article aria-label={draftLabel} aria-busy={drafting} className="min-w-0 [overflow-wrap:anywhere]">
          <MarkdownDraft markdown={shownText} />
          {generating && <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-primary align-middle" />}
        </article>
      </div>
    </section>
  );
}

/**
 * Copy puts the draft on the clipboard as plain text and says "Copied" for two
 * seconds; it is shown only between runs, so a new draft starts without it.
 */
function CopyDraftButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  async function copy() {
    await navigator.clipboard.writeText(await draftAsText(text));
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? t('essay.copied') : t('essay.copy')}</span>
    </Button>
  );
}

/** How many generations today's quota still allows (nothing on an unlimited plan). */
export function QuotaLeft() {
  const { t } = useTranslation();
  const quota = useGenerationInfo().data?.quota;
  if (!quota || quota.limit === null) return null;
  return <p className="text-sm text-fg-muted sm:ml-auto">{t('essay.quotaLeft', { count: Math.max(0, quota.limit - quota.used), limit: quota.limit })}</p>;
}
