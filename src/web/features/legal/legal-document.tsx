import { ChevronDown, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { LegalSection } from './legal-text.tsx';
import { RichText } from './legal-text.tsx';

interface Entry {
  anchor: string;
  number: number;
  title: string;
}

function Contents({ entries }: { entries: Entry[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {entries.map(({ anchor, number, title }) => (
        <li key={anchor}>
          <a
            href={`#${anchor}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-fg-muted transition-colors hover:bg-bg-subtle hover:text-fg"
          >
            <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-primary">
              {number}.
            </span>
            <span>{title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="legal-contact-title"
      className="flex flex-col gap-5 rounded-2xl border border-primary/20 bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-surface text-primary shadow-sm ring-1 ring-border sm:flex">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="legal-contact-title" className="text-lg font-semibold text-fg">
            {t('legal.common.contactCard.title')}
          </h2>
          <p className="mt-1 text-fg-muted">
            <RichText i18nKey="legal.common.contactCard.body" />
          </p>
        </div>
      </div>
      <ButtonLink to="/contact" className="shrink-0 self-start sm:self-center">
        {t('legal.common.contactCard.button')}
      </ButtonLink>
    </section>
  );
}

/**
 * A legal document: a numbered table of contents (sticky beside the text on
 * wide screens, folded above it on small ones), the text in a card, and a
 * way to reach us. `idPrefix` keeps anchors unique across documents.
 */
export function LegalDocument({
  idPrefix,
  lead,
  intro,
  sections,
}: {
  idPrefix: string;
  lead: string;
  intro?: ReactNode;
  sections: LegalSection[];
}) {
  const { t } = useTranslation();
  const entries = sections.map((section, i) => ({ anchor: `${idPrefix}-${section.id}`, number: i + 1, title: section.title }));
  const contentsLabel = t('legal.common.onThisPage');
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <aside className="hidden lg:block">
        <nav aria-label={contentsLabel} className="sticky top-24">
          <p className="mb-3 px-2 text-xs font-semibold tracking-wider text-fg-muted uppercase">{contentsLabel}</p>
          <Contents entries={entries} />
        </nav>
      </aside>

      <div className="min-w-0 space-y-8">
        <details className="group rounded-xl border border-border bg-surface shadow-sm lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-fg [&::-webkit-details-marker]:hidden">
            {contentsLabel}
            <ChevronDown aria-hidden="true" className="size-5 text-fg-muted transition-transform group-open:rotate-180" />
          </summary>
          <nav aria-label={contentsLabel} className="border-t border-border p-2">
            <Contents entries={entries} />
          </nav>
        </details>

        <article className="rounded-2xl border border-border bg-surface px-5 py-8 shadow-sm sm:p-10">
          <p className="text-lg leading-8 text-fg">{lead}</p>
          {intro}
          {sections.map((section, i) => {
            const entry = entries[i];
            if (!entry) return null;
            return (
              <section key={section.id} id={entry.anchor} className="mt-10 scroll-mt-24 border-t border-border pt-10">
                <h2 className="mb-4 flex gap-3 text-xl font-bold tracking-tight text-fg sm:text-2xl">
                  <span className="tabular-nums text-primary">{entry.number}.</span>
                  <span>{section.title}</span>
                </h2>
                {section.content}
              </section>
            );
          })}
        </article>

        <ContactCard />
      </div>
    </div>
  );
}
