import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSetPlanSchema, type AdminUserDetail } from '../../../shared/admin.ts';
import { plans, type Plan } from '../../../shared/plans.ts';
import { DocumentLoadError } from '../../components/documents/save-status.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { adminActions, adminKeys, useAdminAction, useUserDetail } from './admin-api.ts';
import { BanDialog, DeleteUserDialog } from './user-dialogs.tsx';
import { formatDateTime } from './when.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** One user's page: the facts an administrator needs, and the actions on the account. */
export function UserDetail({ id, onBack, onGone }: { id: string; onBack: () => void; onGone: () => void }) {
  const { t } = useTranslation();
  const user = useUserDetail(id);
  return (
    <section aria-labelledby="admin-user-title" className="space-y-6">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.user.back')}
      </Button>
      {user.error ? <DocumentLoadError error={user.error} onRetry={() => void user.refetch()} /> : user.data ? <Facts user={user.data} onGone={onGone} /> : <PageSpinner />}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

function Facts({ user, onGone }: { user: AdminUserDetail; onGone: () => void }) {
  const { t } = useTranslation();
  const self = useAccount().data?.id === user.id;
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The plan as stored (not the trial's Pro): what Set plan would keep.
  const planForm = useSchemaForm(adminSetPlanSchema, { plan: user.storedPlan }, { reValidateMode: 'onChange', shouldFocusError: true });
  const [dialog, setDialog] = useState<'ban' | 'revoke' | 'delete' | null>(null);
  const fail = (error: unknown) => setOutcome({ tone: 'error', text: t(`errors.${error instanceof ApiError ? error.code : 'internal'}`) });
  const done = (text: string) => {
    setDialog(null);
    setOutcome({ tone: 'success', text });
  };

  const savePlan = useAdminAction((next: Plan) => adminActions.setPlan(user.id, next));
  const ban = useAdminAction((reason: string) => adminActions.ban(user.id, reason));
  const unban = useAdminAction(() => adminActions.unban(user.id));
  const revoke = useAdminAction(() => adminActions.revokeSessions(user.id));
  const reset = useAdminAction(() => adminActions.passwordReset(user.id));
  // Not useAdminAction: the user's own query must go before anything reads it again (it would be a 404).
  const remove = useMutation({ mutationFn: () => adminActions.remove(user.id) });
  const planName = (value: Plan) => t(`settings.subscription.planName.${value}`);

  return (
    <>
      <header>
        <h2 id="admin-user-title" className="text-xl font-semibold break-all text-fg">
          {user.email}
        </h2>
        {user.name && <p className="mt-1 text-fg-muted">{user.name}</p>}
      </header>
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('admin.user.plan')}>
          {planName(user.plan)}
          {user.trial.state === 'active' && ` · ${t('admin.user.onTrial')}`}
        </Fact>
        <Fact label={t('admin.user.created')}>{formatDateTime(user.createdAt)}</Fact>
        <Fact label={t('admin.user.lastSignIn')}>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('admin.user.never')}</Fact>
        <Fact label={t('admin.user.documents')}>{user.documentCount}</Fact>
        <Fact label={t('admin.user.twoFactor')}>{user.twoFactorEnabled ? t('admin.user.on') : t('admin.user.off')}</Fact>
        <Fact label={t('admin.user.emailVerified')}>{user.emailVerified ? t('admin.user.yes') : t('admin.user.no')}</Fact>
        <Fact label={t('admin.user.status')}>{user.banned ? t('admin.users.banned') : t('admin.users.active')}</Fact>
        {user.banned && <Fact label={t('admin.user.banReason')}>{user.banReason}</Fact>}
      </dl>

      <TitledSection headingId="admin-user-actions" title={t('admin.user.actions')} level={3} className="space-y-4 rounded-xl border border-border p-5" headingClassName="font-semibold text-fg">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={planForm.submitWith(({ plan }) => savePlan.mutate(plan, { onSuccess: () => done(t('admin.user.planSet', { plan: planName(plan) })), onError: fail }))}
        >
          <SelectField
            label={t('admin.user.setPlan')}
            error={planForm.errorOf('plan')}
            options={plans.map((value) => ({ value, label: planName(value) }))}
            {...planForm.register('plan')}
          />
          <Button type="submit" disabled={savePlan.isPending} focusableWhenDisabled>
            {t('admin.user.savePlan')}
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          {user.banned ? (
            <Button variant="secondary" disabled={unban.isPending} focusableWhenDisabled onClick={() => unban.mutate(undefined, { onSuccess: () => done(t('admin.user.unbanned')), onError: fail })}>
              {t('admin.user.unban')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={self} onClick={() => setDialog('ban')}>
              {t('admin.user.ban')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('revoke')}>
            {t('admin.user.revoke')}
          </Button>
          <Button variant="secondary" disabled={reset.isPending} focusableWhenDisabled onClick={() => reset.mutate(undefined, { onSuccess: () => done(t('admin.user.resetSent', { email: user.email })), onError: fail })}>
            {t('admin.user.sendReset')}
          </Button>
          <Button variant="danger" disabled={self} onClick={() => setDialog('delete')}>
            {t('admin.user.delete')}
          </Button>
        </div>
        {self && <p className="text-sm text-fg-muted">{t('admin.user.selfNote')}</p>}
      </TitledSection>

      <TitledSection headingId="admin-user-sessions" title={t('admin.user.sessions', { count: user.sessions.length })} level={3} className="space-y-3" headingClassName="font-semibold text-fg">
        {user.sessions.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('admin.user.noSessions')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {user.sessions.map((session) => (
              <li key={session.id} className="px-4 py-3 text-sm">
                <p className="font-medium text-fg">
                  {[session.browser, session.os].filter(Boolean).join(' · ') || t('admin.user.unknownDevice')}
                </p>
                <p className="text-fg-muted">
                  {t('admin.user.sessionFacts', {
                    ip: session.ipAddress ?? t('admin.user.unknownIp'),
                    created: formatDateTime(session.createdAt),
                    active: formatDateTime(session.lastActiveAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <BanDialog
        open={dialog === 'ban'}
        onOpenChange={(open) => setDialog(open ? 'ban' : null)}
        email={user.email}
        busy={ban.isPending}
        onBan={(reason) => ban.mutate(reason, { onSuccess: () => done(t('admin.user.banned')), onError: fail })}
      />
      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={(open) => setDialog(open ? 'revoke' : null)}
        title={t('admin.user.revokeTitle')}
        message={t('admin.user.revokeMessage', { email: user.email })}
        confirmLabel={t('admin.user.revoke')}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: (r) => done(t('admin.user.revoked', { count: r.sessionsEnded })), onError: fail })}
      />
      <DeleteUserDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        email={user.email}
        busy={remove.isPending}
        onDelete={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              client.removeQueries({ queryKey: adminKeys.user(user.id) });
              void client.invalidateQueries({ queryKey: adminKeys.users });
              void client.invalidateQueries({ queryKey: adminKeys.audit });
              setDialog(null);
              void notify('success', t('admin.user.deleted', { email: user.email }));
              onGone();
            },
            onError: fail,
          })
        }
      />
    </>
  );
}
