import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A whole-card link: icon, title, one paragraph and a call to action.
 * `headingLevel` keeps the page's outline; `ctaHidden` for a generic
 * call to action ("Open") that would only repeat the title to a screen reader.
 */
export function LinkCard({
  to,
  Icon,
  title,
  body,
  cta,
  ctaHidden = false,
  headingLevel = 3,
}: {
  to: string;
  Icon: LucideIcon;
  title: string;
  body: string;
  cta: string;
  ctaHidden?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-fg">{title}</Heading>
      <p className="mt-2 flex-1 text-fg-muted">{body}</p>
      <span aria-hidden={ctaHidden || undefined} className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
        {cta}
        <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
