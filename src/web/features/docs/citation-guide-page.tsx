import { ArrowRight, BookOpen, CircleAlert, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { citationStyles, type CitationStyle } from '../../../shared/citation-styles.ts';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { BackToDocs } from './back-to-docs.tsx';
import { RichText } from './rich-text.tsx';

// References keep their hanging indent and a serif face, as on a printed page.
const referenceClass = 'pl-6 -indent-6 font-serif text-[1.0625rem] leading-7 text-fg';

function StyleSection({ style }: { style: CitationStyle }) {
  const { t } = useTranslation();
  const base = `docs.citations.styles.${style}`;
  const inText = t(`${base}.inText`, { returnObjects: true }) as string[];
  return (
    <section id={style} aria-labelledby={`${style}-title`} className="scroll-mt-24 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`${style}-title`} className="text-2xl font-bold tracking-tight text-fg">
          {t(`academic.styles.${style}.name`)}
        </h2>
        <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-fg">{t(`${base}.edition`)}</span>
      </div>
      <p className="mt-2 text-fg-muted">{t(`${base}.usedIn`)}</p>

      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('docs.citations.labels.inText')}</dt>
          <dd className="mt-2">
            <ul className="space-y-1.5">
              {inText.map((example) => (
                <li key={example} className="rounded-lg bg-bg-subtle px-3 py-2 font-serif text-[1.0625rem] text-fg">
                  {example}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg-muted uppercase">
            <BookOpen aria-hidden="true" className="size-4" />
            {t('docs.citations.labels.book')}
          </dt>
          <dd className={`mt-2 ${referenceClass}`}>
            <RichText i18nKey={`${base}.book`} />
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg-muted uppercase">
            <Newspaper aria-hidden="true" className="size-4" />
            {t('docs.citations.labels.article')}
          </dt>
          <dd className={`mt-2 ${referenceClass}`}>
            <RichText i18nKey={`${base}.article`} />
          </dd>
        </div>
      </dl>
      <p className="mt-6 border-t border-border pt-4 text-sm text-fg-muted">{t(`${base}.listName`)}</p>
    </section>
  );
}

export function CitationGuidePage() {
  const { t } = useTranslation();
  const base = 'docs.citations';
  const inkwellBody = t(`${base}.inkwell.body`, { returnObjects: true }) as string[];
  const inkwellSteps = t(`${base}.inkwell.steps`, { returnObjects: true }) as string[];
  return (
    <PageShell title={t(`${base}.title`)} description={t(`${base}.description`)} width="narrow" intro={<BackToDocs />}>
      <nav aria-label={t(`${base}.tocLabel`)} className="flex flex-wrap justify-center gap-2">
        {citationStyles.map((style) => (
          <a
            key={style}
            href={`#${style}`}
            className="rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-semibold text-fg hover:border-primary/50 hover:text-primary"
          >
            {t(`academic.styles.${style}.name`)}
          </a>
        ))}
        <a
          href="#inkwell"
          className="rounded-full border border-primary/30 bg-primary-soft px-4 py-1.5 text-sm font-semibold text-primary-soft-fg hover:border-primary/60"
        >
          {t(`${base}.inkwell.title`)}
        </a>
      </nav>

      <p className="mt-8 leading-7 text-fg-muted">{t(`${base}.intro`)}</p>
      <section aria-labelledby="sources-title" className="mt-6 rounded-2xl border border-dashed border-border bg-bg-subtle p-6">
        <h2 id="sources-title" className="text-lg font-semibold text-fg">
          {t(`${base}.sourcesTitle`)}
        </h2>
        <p className="mt-1 text-sm font-medium text-fg-muted">{t(`${base}.sourcesNote`)}</p>
        <ul className="mt-4 space-y-3 leading-7 text-fg-muted">
          <li className="flex gap-3">
            <BookOpen aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>
              <RichText i18nKey={`${base}.sources.book`} />
            </span>
          </li>
          <li className="flex gap-3">
            <Newspaper aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>
              <RichText i18nKey={`${base}.sources.article`} />
            </span>
          </li>
        </ul>
      </section>

      <div className="mt-8 space-y-6">
        {citationStyles.map((style) => (
          <StyleSection key={style} style={style} />
        ))}
      </div>

      <section id="inkwell" aria-labelledby="inkwell-title" className="mt-12 scroll-mt-24 rounded-2xl bg-primary-soft p-6 text-primary-soft-fg sm:p-8">
        <h2 id="inkwell-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
          {t(`${base}.inkwell.title`)}
        </h2>
        <div className="mt-4 space-y-4 leading-7 [&_strong]:font-mono [&_strong]:font-semibold">
          {inkwellBody.map((_, index) => (
            <p key={index}>
              <RichText i18nKey={`${base}.inkwell.body.${index}`} />
            </p>
          ))}
        </div>
        <h3 className="mt-6 text-lg font-semibold">{t(`${base}.inkwell.stepsTitle`)}</h3>
        <ol className="mt-3 space-y-2 pl-6 leading-7 marker:font-semibold [list-style:decimal]">
          {inkwellSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <ButtonLinkWithIcon to="/academic-papers" Icon={ArrowRight} iconAfter className="mt-6">
          {t(`${base}.cta`)}
        </ButtonLinkWithIcon>
      </section>
    </PageShell>
  );
}
