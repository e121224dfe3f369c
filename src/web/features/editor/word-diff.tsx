import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { DiffPart, WordDiff } from '../../lib/word-diff.ts';

/** Parts drawn at first, and added by each "Show more changes": a long document with many edits stays quick to draw. */
const partsPerPage = 600;

/**
 * A change, marked for the eye (green underline, red strike-through, on the
 * theme's soft success and danger backgrounds, readable in both themes) and
 * for screen readers (a visually hidden word where it starts and ends, as
 * `<ins>` and `<del>` alone are not announced).
 */
function Change({ part }: { part: Extract<DiffPart, { kind: 'added' | 'removed' }> }) {
  const { t } = useTranslation();
  if (part.kind === 'added') {
    return (
      <ins className="rounded-sm bg-success-soft text-fg underline decoration-success decoration-2 underline-offset-2">
        <span className="sr-only">{t('editor.versions.addedStart')} </span>
        {part.text}
        <span className="sr-only"> {t('editor.versions.addedEnd')}</span>
      </ins>
    );
  }
  return (
    <del className="rounded-sm bg-danger-soft text-fg line-through decoration-danger decoration-2">
      <span className="sr-only">{t('editor.versions.removedStart')} </span>
      {part.text}
      <span className="sr-only"> {t('editor.versions.removedEnd')}</span>
    </del>
  );
}

/**
 * The comparison of a version with the current text: Markdown source shown
 * as text (line breaks kept), a summary of the words added and removed, long
 * unchanged stretches folded behind a button that opens them in place.
 */
export function WordDiffView({ diff }: { diff: WordDiff }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState(partsPerPage);
  const parts = diff.parts.slice(0, shown);
  return (
    <div>
      <p className="text-sm font-medium text-fg">
        <span className="text-success">{t('editor.versions.addedWords', { count: diff.added })}</span>
        {', '}
        <span className="text-danger">{t('editor.versions.removedWords', { count: diff.removed })}</span>
      </p>
      {diff.approximate && <p className="mt-1 text-sm text-fg-muted">{t('editor.versions.approximate')}</p>}
      <div
        role="region"
        aria-label={t('editor.versions.changesLabel')}
        // Scrolls on its own: the keyboard reaches it to scroll.
        tabIndex={0}
        className="mt-3 max-h-[50dvh] overflow-y-auto rounded-lg border border-border bg-bg-subtle p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {parts.map((part, i) => {
          if (part.kind === 'same') return <span key={i}>{part.text}</span>;
          if (part.kind === 'added' || part.kind === 'removed') return <Change key={i} part={part} />;
          if (opened.has(i)) return <span key={i}>{part.text}</span>;
          return (
            <button
              key={i}
              type="button"
              onClick={() => setOpened((before) => new Set(before).add(i))}
              className="mx-0.5 rounded border border-dashed border-border px-1.5 text-fg-muted hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t('editor.versions.unchanged', { count: part.words })}
            </button>
          );
        })}
        {shown < diff.parts.length && (
          <div className="mt-3 whitespace-normal">
            <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + partsPerPage)}>
              {t('editor.versions.showMore')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
