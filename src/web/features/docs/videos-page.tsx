import { FileText, GraduationCap, History, PenLine, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArrowLink } from '../../components/ui/arrow-link.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { NumberedSteps } from '../../components/ui/numbered-steps.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { BackToDocs } from './back-to-docs.tsx';
import { gettingStartedStepPath } from './getting-started-steps.ts';

/** Each walkthrough links to the written guide that covers the same task. */
const walkthroughs = [
  { key: 'essay', guide: gettingStartedStepPath('essay'), Icon: PenLine },
  { key: 'resume', guide: gettingStartedStepPath('resume'), Icon: FileText },
  { key: 'paper', guide: '/documentation/citation-guide', Icon: GraduationCap },
  { key: 'history', guide: gettingStartedStepPath('history'), Icon: History },
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
                  <IconBadge Icon={Icon} className="shrink-0" />
                  <div>
                    <h2 id={titleId} className="text-lg font-semibold text-fg">
                      {t(`${base}.items.${key}.title`)}
                    </h2>
                    <p className="mt-1 text-sm text-fg-muted">{t(`${base}.items.${key}.summary`)}</p>
                  </div>
                </div>
                <h3 className="sr-only">{t(`${base}.stepsLabel`)}</h3>
                <NumberedSteps steps={steps} leading={6} className="mt-5 flex-1" />
                <ArrowLink to={guide} className="mt-6 text-sm">
                  {t(`${base}.guideLink`)}
                  <span className="sr-only">: {t(`${base}.items.${key}.title`)}</span>
                </ArrowLink>
              </article>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
