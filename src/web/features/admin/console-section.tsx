import type { ReactNode } from 'react';

/**
 * A part of the console named by its heading, with one line under it saying
 * what it holds: a whole panel (level 2) or a block inside one (level 3).
 */
export function ConsoleSection({ headingId, title, intro, level = 2, className, children }: { headingId: string; title: string; intro: string; level?: 2 | 3; className: string; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div>
        <Heading id={headingId} className={level === 2 ? 'text-xl font-semibold text-fg' : 'text-lg font-semibold text-fg'}>
          {title}
        </Heading>
        <p className="mt-1 text-sm text-fg-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}
