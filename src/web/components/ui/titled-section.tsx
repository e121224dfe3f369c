import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A region of a page named by its own heading (`aria-labelledby`), so a
 * screen reader's landmark list reads the words the eye sees. `icon` stands
 * before the title (decorative: give it `aria-hidden`); `level` keeps the
 * page's outline.
 */
export function TitledSection({
  headingId,
  title,
  icon,
  level = 2,
  headingClassName,
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'title'> & {
  headingId: string;
  title: ReactNode;
  icon?: ReactNode;
  level?: 2 | 3;
  headingClassName: string;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} {...section}>
      <Heading id={headingId} className={headingClassName}>
        {icon}
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * Tips beside a form or list: a titled panel with an icon and one bulleted
 * line a tip (the tips come from the locale as a list).
 */
export function TipsPanel({ headingId, title, icon, tips, as = 'section', className }: { headingId: string; title: string; icon: ReactNode; tips: string[]; as?: 'section' | 'aside'; className?: string }) {
  const Panel = as;
  return (
    <Panel aria-labelledby={headingId} className={cn('rounded-2xl border border-border bg-bg-subtle p-5', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-fg">
        {icon}
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-fg-muted">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Panel>
  );
}
