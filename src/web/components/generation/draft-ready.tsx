import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Run } from '../../lib/use-generation-run.ts';

/**
 * Where the keyboard goes when a streamed draft ends. The control that
 * started it (Generate in a folding options panel, Regenerate and Stop, which
 * swap places) is often hidden or gone by then, and the browser would drop
 * the focus to the page: instead it lands on the result's heading, and a
 * polite live region says the draft is ready. A user who moved elsewhere
 * while it was written keeps their place.
 */
export function useDraftReady(run: Run | null, generating: boolean) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const startedFrom = useRef<Element | null>(null);
  const wasGenerating = useRef(false);

  useEffect(() => {
    if (generating && !wasGenerating.current) {
      startedFrom.current = document.activeElement;
    } else if (!generating && wasGenerating.current) {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || active === startedFrom.current;
      if (run && lost) heading.current?.focus();
    }
    wasGenerating.current = generating;
  }, [generating, run]);

  // Empty while a draft is written, so that the sentence is announced again after each Regenerate.
  const announcement = !generating && run?.outcome?.kind === 'complete' ? t('essay.draftReady') : '';

  /** The draft appears below the form: a new run brings it into view as it starts. */
  const bringIntoView = () => requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));

  /**
   * `heading`: for the result's heading, which takes the focus (`tabIndex={-1}`); `section`: for the result;
   * `announcement`: for `DraftReadyAnnouncer`.
   */
  return { heading, section, announcement, bringIntoView };
}

/** The polite live region; rendered from the start, before any draft, so that screen readers are already watching it. */
export function DraftReadyAnnouncer({ announcement }: { announcement: string }) {
  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}

/** A heading that takes the focus from script: outlined only when the keyboard brought it there, and scrolled clear of the sticky header. */
/** For a generator form's keys: Ctrl+Enter (⌘+Enter on a Mac) writes the draft from any field. */
export function writeOnCtrlEnter(event: KeyboardEvent, write: () => void): void {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    write();
  }
}

export const focusableHeadingClass = 'scroll-mt-24 rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
