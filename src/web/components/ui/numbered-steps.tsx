import { cn } from '../../lib/cn.ts';

/**
 * Steps to follow, each led by its number in a small circle. The list is
 * ordered, so a screen reader counts the steps itself and the drawn numbers
 * are hidden from it. `leading` is the text's line height (Tailwind's 6 or
 * 7): the circle is as tall as a line of 6, so at 7 it moves down to stay
 * level with the first line.
 */
export function NumberedSteps({ steps, leading, className }: { steps: string[]; leading: 6 | 7; className?: string }) {
  return (
    <ol className={cn('space-y-3', className)}>
      {steps.map((step, index) => (
        <li key={index} className={cn('flex gap-3 text-fg-muted', leading === 7 && 'leading-7')}>
          <span
            aria-hidden="true"
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full bg-bg-subtle text-xs font-bold text-fg ring-1 ring-border',
              leading === 7 && 'mt-0.5',
            )}
          >
            {index + 1}
          </span>
          <span className={leading === 6 ? 'leading-6' : undefined}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
