import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPlanByEmailSchema } from '../../../shared/admin.ts';
import { loginSchema } from '../../../shared/auth.ts';
import { freeHistoryLimit, planOf, plans, prices, type TrialStatus } from '../../../shared/plans.ts';
import { StartTrialButton, useTrialStart } from '../../components/plans/start-trial.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { setUserPlan, useAccount, useRefreshAfterTrial } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { AttachmentStorageLine } from './attachment-storage.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * Settings › Subscription: the current plan, Monthly and
 * Annual offers. No payment provider is configured on this server, so the
 * buttons say so instead of pretending to take money. The Pro trial
 * is real: it starts here (once per account), its days left show under the
 * plan, and once it ended the tab says so.
 */
export function SubscriptionTab({ plan, isAdmin }: { plan: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [paymentsDialog, setPaymentsDialog] = useState(false);
  // `plan` is the plan that applies now (Pro during the trial).
  const current = planOf(plan);
  const trial = useAccount().data?.trial;
  const paying = trial ? trial.state === 'subscribed' : current === 'pro';
  const money = (amount: number) => formatPrice(amount, prices.currency);
  const offers = [
    { key: 'monthly', price: money(prices.proMonthly), period: t('settings.subscription.perMonth'), action: t('settings.subscription.upgradeNow'), best: false },
    { key: 'annual', price: money(prices.proAnnual), period: t('settings.subscription.perYear'), action: t('settings.subscription.chooseAnnual'), best: true },
  ] as const;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-bg-subtle p-5">
        <div>
          <p className="text-sm text-fg-muted">{t('settings.subscription.current')}</p>
          <p className="mt-1 text-lg font-semibold text-fg">{t(`settings.subscription.planName.${current}`)}</p>
          {/* Announced when the trial starts from this tab. */}
          <div role="status">
            {trial?.state === 'active' && trial.daysLeft !== null && trial.endsAt && (
              <>
                <p className="mt-2 text-sm font-medium text-primary">{t('plans.daysLeft', { count: trial.daysLeft })}</p>
                <p className="mt-1 text-sm text-fg-muted">{t('plans.trialEndsOn', { date: formatDate(trial.endsAt) })}</p>
              </>
            )}
          </div>
        </div>
        <ButtonLink to="/pricing" variant="secondary" size="sm">
          {t('settings.subscription.comparePlans')}
        </ButtonLink>
      </div>

      <AttachmentStorageLine />

      {trial && <TrialSection trial={trial} />}

      {!paying && (
        <div className="grid gap-4 sm:grid-cols-2">
          {offers.map((offer) => (
            <section
              key={offer.key}
              aria-labelledby={`offer-${offer.key}`}
              className="relative flex flex-col rounded-xl border border-border bg-surface p-5 data-[best=true]:border-primary data-[best=true]:ring-1 data-[best=true]:ring-primary/40"
              data-best={offer.best}
            >
              {offer.best && (
                <span className="absolute -top-3 right-4 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
                  <Sparkles aria-hidden="true" className="size-3.5" />
                  {t('settings.subscription.bestValue')}
                </span>
              )}
              <h3 id={`offer-${offer.key}`} className="font-semibold text-fg">
                {t(`settings.subscription.${offer.key}`)}
              </h3>
              <p className="mt-2 text-fg">
                <span className="text-3xl font-bold">{offer.price}</span>
                <span className="text-fg-muted">{offer.period}</span>
              </p>
              {offer.best && (
                <p className="mt-1 text-sm font-medium text-success">
                  {t('settings.subscription.save', { amount: money(prices.annualSaving), percent: prices.annualSavingPercent })}
                </p>
              )}
              <Button className="mt-5 h-11 sm:h-10" variant={offer.best ? 'primary' : 'secondary'} onClick={() => setPaymentsDialog(true)}>
                {offer.action}
              </Button>
            </section>
          ))}
        </div>
      )}

      {isAdmin && <AdminPlanForm />}

      <Dialog open={paymentsDialog} onOpenChange={setPaymentsDialog} title={t('settings.subscription.paymentsOffTitle')} description={t('settings.subscription.paymentsOff')}>
        <div className="flex justify-end">
          <Button className="h-11 sm:h-10" onClick={() => setPaymentsDialog(false)}>
            {t('common.close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The trial on offer (with its button), or the note that it ended and what that changed. */
function TrialSection({ trial }: { trial: TrialStatus }) {
  const { t } = useTranslation();
  const refresh = useRefreshAfterTrial();
  const control = useTrialStart(refresh);
  if (trial.state === 'ended' && trial.endsAt) {
    return (
      <Alert>
        <p className="font-medium">{t('plans.trialEndedOn', { date: formatDate(trial.endsAt) })}</p>
        <p className="mt-1">{t('plans.trialEndedLimits', { limit: freeHistoryLimit })}</p>
      </Alert>
    );
  }
  if (trial.state !== 'available') return null;
  return (
    <TitledSection headingId="trial-offer" title={t('plans.offerTitle', { days: prices.trialDays })} level={3} className="rounded-xl border border-primary/40 bg-primary-soft p-5 text-primary-soft-fg" headingClassName="font-semibold">
      <p className="mt-1 text-sm">{t('plans.offerBody')}</p>
      <div className="mt-4">
        <StartTrialButton control={control} className="h-11 sm:h-10" />
      </div>
    </TitledSection>
  );
}

/**
 * The server's schema for the account and the plan, with the sign-in form's
 * email rule (trimmed; an empty field says "required" rather than "invalid").
 */
const adminPlanSchema = adminPlanByEmailSchema.extend({ email: loginSchema.shape.email });

/** For administrators (ADMIN_EMAILS): put any account on a plan. */
function AdminPlanForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(adminPlanSchema, { email: '', plan: 'pro' });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.handleSubmit(async ({ email, plan }) => {
    try {
      const done = await setUserPlan(email, plan);
      setResult({ tone: 'success', text: t('settings.admin.planSet', { email: done.email, plan: t(`settings.subscription.planName.${planOf(done.plan)}`) }) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'internal';
      setResult({ tone: 'error', text: code === 'not_found' ? t('settings.admin.noSuchAccount') : t(`errors.${code}`) });
    }
  });

  return (
    <SettingsSection headingId="settings-admin" title={t('settings.admin.title')} description={t('settings.admin.description')}>
      <Link to="/admin" className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
        {t('admin.openConsole')}
      </Link>
      {/* The browser's own check (a required address) speaks first, as it always did. */}
      <form
        onSubmit={(event) => {
          setResult(null);
          void submit(event);
        }}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField label={t('settings.admin.email')} type="email" required error={form.errorOf('email')} {...form.register('email')} />
        <SelectField label={t('settings.admin.plan')} options={plans.map((value) => ({ value, label: t(`settings.subscription.planName.${value}`) }))} {...form.register('plan')} />
        <Button type="submit" className="h-11" disabled={form.formState.isSubmitting} focusableWhenDisabled>
          {t('settings.admin.setPlan')}
        </Button>
      </form>
      {result && (
        <div className="mt-4">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
    </SettingsSection>
  );
}
