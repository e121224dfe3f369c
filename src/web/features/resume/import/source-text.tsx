import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Lines of the text that hold `value` (compared without case); none for a value too short to point anywhere. */
function linesHolding(lines: readonly string[], value: string): Set<number> {
  const wanted = value.trim().toLowerCase();
  const found = new Set<number>();
  if (wanted.length < 2) return found;
  lines.forEach((line, index) => {
    if (line.toLowerCase().includes(wanted)) found.add(index);
  });
  return found;
}

/**
 * The file's text as the server read it, line by line, beside the fields:
 * the lines holding the focused field's value are marked and scrolled to.
 * On a phone it sits under the form, folded until asked for.
 */
export function SourceText({ text, focusedValue }: { text: string; focusedValue: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const lines = text.split('\n');
  const marked = linesHolding(lines, focusedValue);
  const first = marked.size > 0 ? Math.min(...marked) : -1;

  useEffect(() => {
    if (first < 0) return;
    // Only the text box scrolls, never the dialog under the field being edited.
    const line = box.current?.querySelector<HTMLElement>(`[data-line="${first}"]`);
    if (line && box.current) box.current.scrollTop = Math.max(0, line.offsetTop - box.current.clientHeight / 3);
  }, [first, focusedValue]);

  return (
    <div className="min-w-0 space-y-2">
      <h3 className="hidden text-base font-semibold text-fg lg:block">
        {t('resume.importFile.sourceTitle')}
      </h3>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((open) => !open)}
        className="flex h-11 w-full items-center justify-between rounded-lg border border-border px-3 text-left text-sm font-medium text-fg hover:bg-bg-subtle lg:hidden"
      >
        {shown ? t('resume.importFile.sourceHide') : t('resume.importFile.sourceShow')}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', shown && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        ref={box}
        // Focusable so that keyboard users can scroll it.
        tabIndex={0}
        role="region"
        aria-label={t('resume.importFile.sourceTitle')}
        className={cn(
          'relative max-h-[60vh] overflow-auto rounded-lg border border-border bg-bg-subtle p-3 font-mono text-xs leading-relaxed text-fg focus-visible:outline-2 focus-visible:outline-ring lg:block lg:max-h-[70vh]',
          !shown && 'hidden',
        )}
      >
        {text.trim() === '' ? (
          <p className="font-sans text-sm text-fg-muted">{t('resume.importFile.sourceEmpty')}</p>
        ) : (
          lines.map((line, index) => (
            <div key={index} data-line={index} className="min-h-[1lh] break-words whitespace-pre-wrap">
              {marked.has(index) ? <mark className="rounded bg-primary-soft text-primary-soft-fg">{line}</mark> : line}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
