import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInSession, SignedInSessions } from '../../../shared/account-security.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { SettingsSection } from './settings-section.tsx';

const sessionsKey = ['account', 'sessions'] as const;

/**
 * Settings › Security: the account's signed-in sessions. Each
 * shows browser and OS, IP, when it signed in and was last active; this
 * device is marked; any other can be signed out, or all others at once.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api<SignedInSessions>('/api/me/sessions', { signal }) });
  // Announced in a live region: the row the user acted on disappears, so a toast alone could be missed.
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const failed = (error: unknown) => setOutcome({ tone: 'error', text: t(`errors.${error instanceof ApiError ? error.code : 'internal'}`) });

  const revokeOne = useMutation({
    mutationFn: (session: SignedInSession) => api<void>(`/api/me/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE' }),
    onSuccess: (_result, session) => setOutcome({ tone: 'success', text: t('security.sessions.signedOutOne', { device: deviceName(session) }) }),
    onError: failed,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
  const revokeOthers = useMutation({
    mutationFn: () => api<{ revoked: number }>('/api/me/sessions/revoke-others', { method: 'POST', json: {} }),
    onSuccess: ({ revoked }) => setOutcome({ tone: 'success', text: t('security.sessions.signedOutOthers', { count: revoked }) }),
    onError: failed,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });

  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const deviceName = (session: SignedInSession) =>
    [session.browser ?? t('security.sessions.unknownBrowser'), session.os ?? t('security.sessions.unknownOs')].join(' · ');
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const busy = revokeOne.isPending || revokeOthers.isPending;

  return (
    <SettingsSection headingId="security-sessions" title={t('security.sessions.title')} description={t('security.sessions.description')}>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>

      {query.isPending ? (
        <Spinner className="mt-4" label={t('security.sessions.loading')} />
      ) : query.isError ? (
        <div className="mt-4 space-y-3">
          <Alert tone="error">{t('security.sessions.loadFailed')}</Alert>
          <Button variant="secondary" className="h-11 sm:h-10" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : sessions.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('security.sessions.empty')}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label={t('security.sessions.listLabel')}>
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-start gap-3">
                  <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                      <span>{deviceName(session)}</span>
                      {session.current && (
                        <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-success">{t('security.sessions.thisDevice')}</span>
                      )}
                    </p>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-fg-muted">
                      <dt>{t('security.sessions.ip')}</dt>
                      <dd className="break-all">{session.ipAddress ?? t('security.sessions.unknownIp')}</dd>
                      <dt>{t('security.sessions.signedIn')}</dt>
                      <dd>
                        <time dateTime={session.createdAt}>{dateTime.format(new Date(session.createdAt))}</time>
                      </dd>
                      <dt>{t('security.sessions.lastActive')}</dt>
                      <dd>
                        <time dateTime={session.lastActiveAt}>{dateTime.format(new Date(session.lastActiveAt))}</time>
                      </dd>
                    </dl>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    className="h-11 shrink-0 sm:h-10"
                    disabled={busy}
                    focusableWhenDisabled
                    aria-label={t('security.sessions.signOutOneLabel', { device: deviceName(session) })}
                    onClick={() => {
                      setOutcome(null);
                      revokeOne.mutate(session);
                    }}
                  >
                    <LogOut aria-hidden="true" className="size-4" />
                    {t('security.sessions.signOutOne')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <Button
              variant="secondary"
              className="mt-4 h-11 sm:h-10"
              disabled={busy}
              focusableWhenDisabled
              onClick={() => {
                setOutcome(null);
                revokeOthers.mutate();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('security.sessions.signOutOthers')}
            </Button>
          )}
          {others.length === 0 && <p className="mt-4 text-sm text-fg-muted">{t('security.sessions.onlyThis')}</p>}
        </>
      )}
    </SettingsSection>
  );
}
