import { ArrowRight, FileText, GraduationCap, History, PenLine, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { BackToDocs } from './back-to-docs.tsx';

/** Each walkthrough links to the written guide that covers the same task. */
const walkthroughs = [
  { key: 'essay', guide: '/documentation/getting-started#step-essay', Icon: PenLine },
  { key: 'resume', guide: '/documentation/getting-started#step-resume', Icon: FileText },
  { key: 'paper', guide: '/documentation/citation-guide', Icon: GraduationCap },
  { key: 'history', guide: '/documentation/getting-started#step-history', Icon: History },
] as const;

export function VideosPage() {
  const { t } = useTranslation();
  const base = 'docs.videos';
  return (
    <PageShell title={t(`${base}.title`)} description={t(`${base}.description`)} intro={<BackToDocs />}>
      <div className="mx-auto flex max-w-3xl gap-4 rounded-2xl border border-primary/30 bg-primary-soft p-5 text-primary-soft-fg sm:p-6">
        <VideoOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="font-semibold">{t(`${base}.noVideosTitle`)}</h2>
          <p className="mt-1 leading-7 opacity-90">{t(`${base}.noVideos`)}</p>
        </div>
      </div>

      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {walkthroughs.map(({ key, guide, Icon }) => {
          const steps = t(`${base}.items.${key}.steps`, { returnObjects: true }) as string[];
          const titleId = `walkthrough-${key}`;
          return (
            <li key={key}>
              <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
                <div className="flex items-start gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h2 id={titleId} className="text-lg font-semibold text-fg">
                      {t(`${base}.items.${key}.title`)}
                    </h2>
                    <p className="mt-1 text-sm text-fg-muted">{t(`${base}.items.${key}.summary`)}</p>
                  </div>
                </div>
                <h3 className="sr-only">{t(`${base}.stepsLabel`)}</h3>
                <ol className="mt-5 flex-1 space-y-3">
                  {steps.map((step, index) => (
                    <li key={index} className="flex gap-3 text-fg-muted">
                      <span
                        aria-hidden="true"
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-bg-subtle text-xs font-bold text-fg ring-1 ring-border"
                      >
                        {index + 1}
                      </span>
                      <span className="leading-6">{step}</span>
                    </li>
                  ))}
                </ol>
                <Link to={guide} className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
                  {t(`${base}.guideLink`)}
                  <span className="sr-only">: {t(`${base}.items.${key}.title`)}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
