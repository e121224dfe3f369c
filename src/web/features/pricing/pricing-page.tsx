import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { prices } from '../../../shared/plans.ts';
import { StartTrialButton, useTrialStart, type TrialStart } from '../../components/plans/start-trial.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { planTextValues } from '../../lib/plan-text.ts';
import { useSession, type SessionUser } from '../../lib/session.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { ExportFormatsTable } from './export-formats-table.tsx';

const tiers = ['free', 'pro', 'enterprise'] as const;

/** Where a signed-out visitor's "Start free trial" leads: sign up, then back here to start it. */
const trialSignupPath = `/signup?redirect=${encodeURIComponent('/pricing?trial=start')}`;

/**
 * `?trial=start` (the way back from signing up): starts the trial once, as
 * soon as the session says the account may have it, and drops the flag so a
 * reload does not ask again.
 */
function useTrialFromLink(user: SessionUser | undefined, pending: boolean, control: TrialStart) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('trial') === 'start';
  const done = useRef(false);
  useEffect(() => {
    if (!asked || pending || !user || done.current) return;
    done.current = true;
    if (user.trial?.state === 'available') void control.start();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trial');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, pending, user, control, setParams]);
}

export function PricingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user;
  const trialStart = useTrialStart();
  useTrialFromLink(user, session.isPending, trialStart);
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
                {(t(`pricing.plans.${tier}.features`, { returnObjects: true, ...planTextValues() }) as string[]).map((feature) => (
                  <li key={feature} className="flex gap-2 text-fg-muted">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              {tier === 'enterprise' || !user ? (
                <ButtonLink
                  to={tier === 'enterprise' ? '/contact' : tier === 'pro' ? trialSignupPath : '/signup'}
                  variant={popular ? 'primary' : 'secondary'}
                  className="mt-8 w-full"
                >
                  {t(`pricing.plans.${tier}.cta`)}
                </ButtonLink>
              ) : tier === 'pro' ? (
                <ProAction user={user} control={trialStart} />
              ) : (
                user.plan !== 'pro' && (
                  <p className="mt-8 flex h-10 items-center justify-center rounded-lg border border-dashed border-border text-sm text-fg-muted">
                    {t('pricing.currentPlan')}
                  </p>
                )
              )}
            </li>
          );
        })}
      </ul>

      <TitledSection headingId="formats-title" title={t('pricing.formatsTitle')} className="mt-16 rounded-2xl border border-border bg-surface p-6 sm:p-8" headingClassName="text-xl font-semibold text-fg">
        <p className="mt-2 text-fg-muted">{t('pricing.formatsIntro')}</p>
        <ExportFormatsTable />
      </TitledSection>
    </PageShell>
  );
}

/** The Pro card's action for a signed-in user: the trial to start, its days left, or why it is not on offer. */
function ProAction({ user, control }: { user: SessionUser; control: TrialStart }) {
  const { t } = useTranslation();
  const trial = user.trial;
  const box = 'mt-8 rounded-lg border border-border bg-bg-subtle p-4 text-sm';
  if (!trial || trial.state === 'available') {
    return (
      <div className="mt-8">
        <StartTrialButton control={control} className="w-full" />
      </div>
    );
  }
  if (trial.state === 'active' && trial.daysLeft !== null && trial.endsAt) {
    return (
      <div role="status" className={box}>
        <p className="font-semibold text-fg">{t('plans.daysLeft', { count: trial.daysLeft })}</p>
        <p className="mt-1 text-fg-muted">{t('plans.trialEndsOn', { date: formatDate(trial.endsAt) })}</p>
        <Link to="/settings?tab=subscription" className="mt-2 inline-block font-medium text-primary underline-offset-2 hover:underline">
          {t('plans.manage')}
        </Link>
      </div>
    );
  }
  if (trial.state === 'subscribed') {
    return (
      <p role="status" className={cn(box, 'font-semibold text-fg')}>
        {t('pricing.currentPlan')}
      </p>
    );
  }
  return (
    <div className={box}>
      {trial.endsAt && <p className="font-semibold text-fg">{t('plans.trialEndedOn', { date: formatDate(trial.endsAt) })}</p>}
      <p className="mt-1 text-fg-muted">{t('plans.trialUsed')}</p>
    </div>
  );
}
