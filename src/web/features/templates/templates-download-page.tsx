import { Download, Info, MousePointerClick, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportFormatsByPlan } from '../../../shared/plans.ts';
import { StartTrialButton, useTrialStart } from '../../components/plans/start-trial.tsx';
import { ArrowLink } from '../../components/ui/arrow-link.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { useSession } from '../../lib/session.ts';
import { templateCategories } from './catalogue.ts';
import { TemplateRow } from './template-card.tsx';
import { useTemplateViews } from './template-views.ts';
import { TemplatesPageShell } from './templates-page-shell.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const steps = [
  { key: 'open', Icon: MousePointerClick },
  { key: 'fill', Icon: PenLine },
  { key: 'download', Icon: Download },
] as const;

const everyPlanFormats = exportFormatsByPlan.free;
// What Pro adds on top of the free formats.
const proOnlyFormats = exportFormatsByPlan.pro.filter((format) => !everyPlanFormats.includes(format));

/**
 * Under the Pro formats: a signed-in account that never had the trial starts
 * it here; one on Pro sees its trial's days; anyone else gets Pricing.
 */
function ProFormatsAction() {
  const { t } = useTranslation();
  const trial = useSession().data?.user.trial;
  const control = useTrialStart();
  if (trial?.state === 'available') {
    return (
      <div className="mt-4">
        <StartTrialButton control={control} size="sm" className="h-10" />
      </div>
    );
  }
  if (trial?.state === 'active' && trial.daysLeft !== null) {
    return <p className="mt-4 text-sm font-medium text-fg">{t('plans.daysLeft', { count: trial.daysLeft })}</p>;
  }
  if (trial?.state === 'subscribed') return null;
  return (
    <ArrowLink to="/pricing" className="mt-4 min-h-11 text-sm sm:min-h-0">
      {t('templates.download.seePricing')}
    </ArrowLink>
  );
}

function FormatList({ formats }: { formats: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {formats.map((format) => (
        <li key={format} className="rounded-lg border border-border bg-bg-subtle px-3 py-1.5 text-sm font-medium text-fg">
          {t(`templates.download.format.${format}`)}
        </li>
      ))}
    </ul>
  );
}

/** The formats every plan exports, and those Pro adds with the way to get Pro. */
function FormatsByPlan() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-fg">{t('templates.download.everyPlan')}</h3>
        <FormatList formats={everyPlanFormats} />
      </div>
      <div className="rounded-2xl border border-primary/30 bg-primary-soft/40 p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-fg">{t('templates.download.proPlan')}</h3>
        <p className="mt-1 text-sm text-fg-muted">{t('templates.download.proPlanNote')}</p>
        <FormatList formats={proOnlyFormats} />
        <ProFormatsAction />
      </div>
    </div>
  );
}

/**
 * How a template becomes a file. There is no file to download before the
 * template is filled in, so this page leads into the builders instead of
 * offering download buttons of its own.
 */
export function TemplatesDownloadPage() {
  const { t } = useTranslation();
  const templates = useTemplateViews();
  return (
    <TemplatesPageShell page="download">
      <TitledSection headingId="steps-title" title={t('templates.download.stepsTitle')} headingClassName="text-2xl font-bold tracking-tight text-fg">
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map(({ key, Icon }, index) => (
            <li key={key} className="relative rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <IconBadge Icon={Icon} />
                <span aria-hidden="true" className="text-sm font-semibold text-fg-muted">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-fg">{t(`templates.download.steps.${key}.title`)}</h3>
              <p className="mt-2 text-fg-muted">{t(`templates.download.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection headingId="formats-title" title={t('templates.download.formatsTitle')} className="mt-14" headingClassName="text-2xl font-bold tracking-tight text-fg">
        <p className="mt-2 text-fg-muted">{t('templates.download.formatsIntro')}</p>
        <FormatsByPlan />
      </TitledSection>

      <TitledSection headingId="catalogue-title" title={t('templates.download.catalogueTitle')} className="mt-14" headingClassName="text-2xl font-bold tracking-tight text-fg">
        <p className="mt-4 flex items-start gap-3 rounded-lg border border-border bg-bg-subtle px-4 py-3 text-sm text-fg-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('templates.download.signInNote')}
        </p>
        <div className="mt-8 space-y-12">
          {templateCategories.map((category) => (
            <section key={category} aria-labelledby={`category-${category}`}>
              <h3 id={`category-${category}`} className="text-xl font-semibold text-fg">
                {t(`templates.categoryHeading.${category}`)}
              </h3>
              <p className="mt-1 text-sm text-fg-muted">{t(`templates.categoryIntro.${category}`)}</p>
              <ul className="mt-5 grid gap-4 md:grid-cols-2">
                {templates
                  .filter((template) => template.category === category)
                  .map((template) => (
                    <li key={template.id}>
                      <TemplateRow template={template} headingLevel={4} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </TitledSection>
      <p className="mt-12 text-center text-sm text-fg-muted">{t('templates.ratingNote')}</p>
    </TemplatesPageShell>
  );
}
