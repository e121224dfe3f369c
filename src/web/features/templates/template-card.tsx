import { ArrowRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading } from '../../components/ui/heading.tsx';
import { cn } from '../../lib/cn.ts';
import type { TemplateView } from './template-views.ts';

/** The editors' score: a star and the figure, read out as a sentence. */
function Rating({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const figure = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <p className="inline-flex items-center gap-1 text-sm font-medium text-fg">
      <Star aria-hidden="true" className="size-4 fill-current text-amber-500 dark:text-amber-400" />
      <span aria-hidden="true">{figure}</span>
      <span className="sr-only">{t('templates.rating', { rating: figure })}</span>
    </p>
  );
}

function CategoryBadge({ category }: { category: TemplateView['category'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-fg">
      {t(`templates.category.${category}`)}
    </span>
  );
}

/**
 * "Use template" for every card: the visible words stay the same and the
 * accessible name ("Use template: Lab Report") starts with them and adds the
 * title, so a list of links is not twelve identical names.
 */
function UseTemplateLink({ template, className }: { template: TemplateView; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={template.to}
      aria-label={t('templates.useTemplateFor', { title: template.title })}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary-soft px-4 text-sm font-semibold text-primary-soft-fg transition-colors',
        'hover:bg-primary hover:text-primary-fg sm:min-h-10',
        className,
      )}
    >
      {t('templates.useTemplate')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The template's first page, on a tinted mat (`frameClassName`) that sets it off from the card. */
function Thumbnail({ template, frameClassName, className }: { template: TemplateView; frameClassName: string; className?: string }) {
  // Decorative: the title next to it says what the template is.
  return (
    <div className={cn('bg-bg-subtle', frameClassName)}>
      <img
        src={template.image}
        alt=""
        width={300}
        height={400}
        loading="lazy"
        decoding="async"
        className={cn('w-auto rounded-sm bg-white shadow-md ring-1 ring-black/5', className)}
      />
    </div>
  );
}

/** A template in the catalogue grid. */
export function TemplateCard({ template, headingLevel = 2 }: { template: TemplateView; headingLevel?: 2 | 3 }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:border-primary/40 hover:shadow-md">
      <Thumbnail
        template={template}
        frameClassName="flex justify-center border-b border-border px-6 py-6"
        className="h-52 transition duration-300 group-hover:-translate-y-1 group-hover:shadow-lg"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <CategoryBadge category={template.category} />
          <Rating rating={template.rating} />
        </div>
        <Heading level={headingLevel} className="mt-3 text-lg font-semibold text-fg">
          {template.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">{template.description}</p>
        <UseTemplateLink template={template} className="mt-5 w-full" />
      </div>
    </article>
  );
}

/** A template as a compact row, for lists grouped under a category heading. */
export function TemplateRow({ template, headingLevel = 3 }: { template: TemplateView; headingLevel?: 3 | 4 }) {
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <Thumbnail template={template} frameClassName="shrink-0 rounded-lg p-2" className="h-24" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <Heading level={headingLevel} className="font-semibold text-fg">
            {template.title}
          </Heading>
          <Rating rating={template.rating} />
        </div>
        <p className="mt-1 flex-1 text-sm text-fg-muted">{template.description}</p>
        <UseTemplateLink template={template} className="mt-3 self-start" />
      </div>
    </article>
  );
}
