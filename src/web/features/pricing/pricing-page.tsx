import { Check, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportFormats, exportFormatsByPlan, prices } from '../../../shared/plans.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';

const tiers = ['free', 'pro', 'enterprise'] as const;

export function PricingPage() {
  const { t } = useTranslation();
  const price = {
    free: formatPrice(0, prices.currency),
    pro: formatPrice(prices.proMonthly, prices.currency),
    enterprise: t('pricing.plans.enterprise.price'),
  };
  return (
    <PageShell
      title={t('pricing.title')}
      description={t('pricing.intro')}
      width="wide"
      intro={<p className="mt-4 font-medium text-primary">{t('pricing.trial', { count: prices.trialDays })}</p>}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {tiers.map((tier) => {
          const popular = tier === 'pro';
          return (
            <li
              key={tier}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm sm:p-8',
                popular ? 'border-primary ring-2 ring-primary' : 'border-border',
              )}
            >
              {popular && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
                  {t('pricing.mostPopular')}
                </p>
              )}
              <h2 className="text-lg font-semibold text-fg">{t(`pricing.plans.${tier}.name`)}</h2>
              <p className="mt-1 text-sm text-fg-muted">{t(`pricing.plans.${tier}.tagline`)}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight text-fg">{price[tier]}</span>
                <span className="text-sm text-fg-muted">{t(`pricing.plans.${tier}.period`)}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {(t(`pricing.plans.${tier}.features`, { returnObjects: true }) as string[]).map((feature) => (
                  <li key={feature} className="flex gap-2 text-fg-muted">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink to={tier === 'enterprise' ? '/contact' : '/signup'} variant={popular ? 'primary' : 'secondary'} className="mt-8 w-full">
                {t(`pricing.plans.${tier}.cta`)}
              </ButtonLink>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="formats-title" className="mt-16 rounded-2xl border border-border bg-surface p-6 sm:p-8">
        <h2 id="formats-title" className="text-xl font-semibold text-fg">
          {t('pricing.formatsTitle')}
        </h2>
        <p className="mt-2 text-fg-muted">{t('pricing.formatsIntro')}</p>
        <div className="mt-6">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('pricing.formatsTitle')}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-3 pr-4 font-semibold text-fg">
                  {t('pricing.format')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold text-fg">
                  {t('pricing.plans.free.name')}
                </th>
                <th scope="col" className="py-3 font-semibold text-fg">
                  {t('pricing.plans.pro.name')}
                </th>
              </tr>
            </thead>
            <tbody>
              {exportFormats.map((format) => (
                <tr key={format} className="border-b border-border last:border-0">
                  <th scope="row" className="py-3 pr-4 font-medium text-fg">
                    {t(`formats.${format}`)}
                  </th>
                  {(['free', 'pro'] as const).map((plan) => (
                    <td key={plan} className="py-3 pr-4">
                      {exportFormatsByPlan[plan].includes(format) ? (
                        <span className="inline-flex items-center gap-1.5 text-success">
                          <Check aria-hidden="true" className="size-4" />
                          {t('pricing.included')}
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 text-fg-muted">
                          <Lock aria-hidden="true" className="size-4" />
                          {t('pricing.proOnly')}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </PageShell>
  );
}
