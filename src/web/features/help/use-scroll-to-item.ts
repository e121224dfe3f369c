import { useEffect } from 'react';

/** How long after the first render a scroll we did not ask for is undone. */
const settleMs = 1500;
const userInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with this id to the top of the page once it renders.
 *
 * On a full page load the router's ScrollRestoration may put back a scroll
 * position saved for the tab's first history entry a moment *after* our
 * first render (seen in the browser: scrollIntoView at ~235 ms, scrollTo at
 * ~300 ms). So for a short while any scroll we did not make is undone —
 * until the visitor scrolls, types or taps, which always wins.
 */
export function useScrollToItem(id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    let expected: number | null = null;
    let settled = false;
    const show = () => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
      expected = window.scrollY;
    };
    const settle = () => {
      settled = true;
    };
    const onScroll = () => {
      if (!settled && expected !== null && Math.abs(window.scrollY - expected) > 2) show();
    };
    const frame = requestAnimationFrame(show);
    const timer = setTimeout(settle, settleMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const input of userInputs) window.addEventListener(input, settle, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      for (const input of userInputs) window.removeEventListener(input, settle);
    };
  }, [id]);
}
