import { ArrowRight, Lightbulb, MonitorPlay, Quote, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { freeHistoryLimit } from '../../../shared/plans.ts';
import { ButtonLinkWithIcon } from '../../components/ui/button-with-icon.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useSession } from '../../lib/session.ts';
import { BackToDocs } from './back-to-docs.tsx';
import { gettingStartedSteps, stepSectionId } from './getting-started-steps.ts';
import { inlineCodeOnSubtle, RichText } from './rich-text.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const next = [
  { key: 'videos', to: '/documentation/videos', Icon: MonitorPlay },
  { key: 'citations', to: '/documentation/citation-guide', Icon: Quote },
  { key: 'help', to: '/help/getting-started', Icon: LifeBuoy },
] as const;

export function GettingStartedPage() {
  const { t } = useTranslation();
  const base = 'docs.gettingStarted';
  // A signed-in reader has an account already: the first step points to it instead of to sign-up.
  const signedIn = Boolean(useSession().data);
  return (
    <PageShell title={t(`${base}.title`)} description={t(`${base}.description`)} width="narrow" intro={<BackToDocs />}>
      <ol className="relative space-y-6">
        {gettingStartedSteps.map(({ key, to, Icon }, index) => {
          const paragraphs = t(`${base}.steps.${key}.body`, { returnObjects: true }) as string[];
          return (
            <li key={key} id={stepSectionId(key)} className="relative scroll-mt-24 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-4">
                <IconBadge Icon={Icon} className="shrink-0" />
                <div>
                  <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t(`${base}.stepLabel`, { number: index + 1 })}</p>
                  <h2 className="text-xl font-semibold text-fg sm:text-2xl">{t(`${base}.steps.${key}.title`)}</h2>
                </div>
              </div>
              <div className="mt-4 space-y-3 leading-7 text-fg-muted [&_strong]:font-semibold [&_strong]:text-fg">
                {paragraphs.map((_, i) => (
                  <p key={i}>
                    <RichText i18nKey={`${base}.steps.${key}.body.${i}`} values={{ limit: freeHistoryLimit }} />
                  </p>
                ))}
              </div>
              <p className={`mt-4 flex gap-3 rounded-lg bg-bg-subtle px-4 py-3 text-sm leading-6 text-fg-muted ${inlineCodeOnSubtle}`}>
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <RichText i18nKey={`${base}.steps.${key}.tip`} />
                </span>
              </p>
              <ButtonLinkWithIcon to={signedIn && key === 'account' ? '/profile' : to} Icon={ArrowRight} iconAfter variant="secondary" className="mt-5">
                {t(signedIn && key === 'account' ? `${base}.steps.account.ctaSignedIn` : `${base}.steps.${key}.cta`)}
              </ButtonLinkWithIcon>
            </li>
          );
        })}
      </ol>

      <TitledSection headingId="next-title" title={t('docs.common.nextTitle')} className="mt-12 rounded-2xl bg-primary-soft p-6 sm:p-8" headingClassName="text-xl font-semibold text-primary-soft-fg">
        <p className="mt-2 text-primary-soft-fg/90">{t(`${base}.nextBody`)}</p>
        <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {next.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="inline-flex items-center gap-2 rounded-lg border border-primary/20 bg-surface px-4 py-2 text-sm font-semibold text-fg hover:border-primary/50 hover:text-primary"
              >
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {t(`${base}.next.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </PageShell>
  );
}
