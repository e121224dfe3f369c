import { Check, Sparkles, Square, X } from 'lucide-react';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../lib/ai-actions.ts';
import { ProNotice } from '../plans/pro-prompt.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * An AI action's suggestion beside the text it works on: it
 * streams in, can be stopped, and changes nothing until Accept. Focus moves
 * here when it opens; Escape discards it.
 */
export function AiSuggestionPanel({
  title,
  suggestion,
  originalLabel,
  suggestionLabel,
  acceptHint,
  onAccept,
  onDiscard,
  onStop,
  level = 2,
}: {
  title: string;
  /** The heading level of the panel where it sits (its two columns are one below). */
  level?: 2 | 3;
  suggestion: Suggestion;
  originalLabel: string;
  suggestionLabel: string;
  /** What Accept will do (replace the selection, add after it …). */
  acceptHint: string;
  onAccept: () => void;
  onDiscard: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const streaming = suggestion.status === 'streaming';
  const Heading = level === 2 ? 'h2' : 'h3';
  const Column = level === 2 ? 'h3' : 'h4';

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const status = streaming ? t('aiActions.writing') : suggestion.status === 'stopped' ? t('aiActions.stopped') : suggestion.status === 'done' ? t('aiActions.ready') : '';

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDiscard();
        }
      }}
      className="rounded-xl border border-primary/40 bg-surface p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold text-fg">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t('aiActions.panelTitle', { action: title })}
      </Heading>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <TextColumn heading={Column} label={originalLabel} className="border-border bg-bg-subtle">
          {suggestion.original}
        </TextColumn>
        <TextColumn heading={Column} label={suggestionLabel} className="min-h-16 border-primary/40 bg-surface" aria-busy={streaming} data-testid="ai-suggestion">
          {suggestion.text}
        </TextColumn>
      </div>
      {suggestion.status === 'failed' &&
        suggestion.error &&
        (suggestion.error.code === 'quota_exceeded' ? (
          // The operator's model counts against the plan's generations: the trial is offered right here.
          <div role="alert" className="mt-3">
            <ProNotice>{t('errors.quota_exceeded')}</ProNotice>
          </div>
        ) : (
          <Alert tone="error" className="mt-3">
            {t(`errors.${suggestion.error.code}`)}
          </Alert>
        ))}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {streaming ? (
          <Button variant="secondary" size="sm" onClick={onStop}>
            <Square aria-hidden="true" className="size-4" />
            {t('aiActions.stop')}
          </Button>
        ) : (
          <Button size="sm" onClick={onAccept} disabled={!suggestion.text.trim()} aria-describedby={`${headingId}-hint`}>
            <Check aria-hidden="true" className="size-4" />
            {t('aiActions.accept')}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          <X aria-hidden="true" className="size-4" />
          {t('aiActions.discard')}
        </Button>
        <p role="status" className="text-sm text-fg-muted">
          {status}
        </p>
      </div>
      <p id={`${headingId}-hint`} className="mt-2 text-sm text-fg-muted">
        {acceptHint}
      </p>
    </section>
  );
}

/** One of the panel's two columns: its heading, then its text, which scrolls and is reached by the keyboard. */
function TextColumn({ heading: Heading, label, className, children, ...props }: { heading: 'h3' | 'h4'; label: string; className: string; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const id = useId();
  return (
    <div>
      <Heading id={id} className="text-sm font-medium text-fg-muted">
        {label}
      </Heading>
      <div
        tabIndex={0}
        role="group"
        aria-labelledby={id}
        className={cn('mt-1 max-h-64 overflow-auto rounded-lg border px-3 py-2 text-sm leading-6 whitespace-pre-wrap text-fg', className)}
        {...props}
      >
        {children}
      </div>
    </div>
  );
}
