import { ExternalLink, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prices, type TrialState } from '../../../shared/plans.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { StartTrialButton, useTrialStart } from './start-trial.tsx';

/**
 * Pro prompts that keep the user where they are: a Pro-only action explains
 * itself in place and, for an account that never had the free trial, starts
 * it right there and lets the action go on. An account that had it learns
 * why it cannot (no payments on this server yet) and gets Pricing in a new
 * tab, so nothing on the page is lost.
 */

/** A link to Pricing that opens in a new tab, so the page with the user's work stays as it is. */
function PricingInNewTab({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href="/pricing" target="_blank" rel="noopener" className={className}>
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('plans.newTab')}</span>
    </a>
  );
}

/** The trial state of the signed-in user (what the server put in the session). */
function useTrialState(): TrialState | undefined {
  return useSession().data?.user.trial?.state;
}

/** Why the trial cannot be started, for an account that had it (or pays already). */
function NoTrial({ state, endsAt }: { state: TrialState | undefined; endsAt: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 text-sm text-fg-muted">
      {state === 'ended' && endsAt && <p>{t('plans.trialEndedOn', { date: formatDate(endsAt) })}</p>}
      <p>{t('plans.trialUsed')}</p>
    </div>
  );
}

/**
 * A Pro-only action asked for by a free user: what Pro adds, and the trial
 * in place. `onUnlocked` runs once the account is on Pro (the export goes on).
 */
export function ProPromptDialog({
  open,
  onOpenChange,
  title,
  onUnlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onUnlocked: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const state = user?.trial?.state;
  const control = useTrialStart(async () => {
    onOpenChange(false);
    await onUnlocked();
  });
  const eligible = state === undefined || state === 'available';
  const footer = eligible ? (
    <>
      <Button variant="secondary" className="h-11 sm:h-10" onClick={() => onOpenChange(false)}>
        {t('plans.notNow')}
      </Button>
      <div className="flex flex-col items-end">
        <StartTrialButton control={control} className="h-11 sm:h-10" />
      </div>
    </>
  ) : (
    <>
      <PricingInNewTab label={t('plans.comparePlans')} className={buttonClass('secondary', 'md', 'h-11 sm:h-10')} />
      <Button className="h-11 sm:h-10" onClick={() => onOpenChange(false)}>
        {t('common.close')}
      </Button>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={eligible ? t('plans.prompt.offer', { days: prices.trialDays }) : t('plans.prompt.used')} footer={footer}>
      {eligible ? <ProBenefits /> : <NoTrial state={state} endsAt={user?.trial?.endsAt} />}
    </Dialog>
  );
}

/** What Pro adds, in the words of the pricing page. */
function ProBenefits() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 text-sm">
      <ul className="list-disc space-y-1 pl-5 text-fg">
        {(t('plans.prompt.benefits', { returnObjects: true }) as string[]).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="text-fg-muted">{t('plans.prompt.noCharge')}</p>
    </div>
  );
}

/**
 * A notice about something the free plan leaves out (History's older
 * documents), with the trial in place or, when it was used, the plans in a
 * new tab.
 */
export function ProNotice({ children, onStarted, className }: { children: ReactNode; onStarted?: () => void | Promise<void>; className?: string }) {
  const { t } = useTranslation();
  const state = useTrialState();
  const control = useTrialStart(onStarted);
  return (
    <div className={cn('flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-soft px-4 py-4 text-primary-soft-fg sm:flex-row sm:items-center sm:px-5', className)}>
      <Lock aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1 text-sm">
        <p className="font-medium">{children}</p>
        {state !== undefined && state !== 'available' && <p className="mt-1">{t('plans.trialUsed')}</p>}
      </div>
      {state === undefined || state === 'available' ? (
        <div className="self-start sm:self-auto">
          <StartTrialButton control={control} size="sm" className="h-10" />
        </div>
      ) : (
        <PricingInNewTab label={t('plans.seePro')} className={buttonClass('primary', 'sm', 'h-10 self-start sm:self-auto')} />
      )}
    </div>
  );
}
