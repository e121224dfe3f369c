import { useTranslation } from 'react-i18next';
import { auditActions, type AdminAuditRow } from '../../../shared/admin.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAuditLog } from './admin-api.ts';
import { formatDateTime } from './when.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const knownActions = new Set<string>(auditActions);

/** What happened, in words: every action the server records is translated; one it may add later shows its code. */
function useActionText() {
  const { t } = useTranslation();
  return (row: AdminAuditRow) => {
    if (!knownActions.has(row.action)) return row.action;
    const plan = row.details.to === 'pro' || row.details.to === 'free' ? t(`settings.subscription.planName.${row.details.to}`) : '';
    return t(`admin.audit.actions.${row.action.replace('.', '_')}`, { plan });
  };
}

/** The audit log: who did what to whom, and when, newest first. */
export function AuditPanel() {
  const { t } = useTranslation();
  const log = useAuditLog();
  const actionText = useActionText();
  const rows = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <TitledSection headingId="admin-audit-title" title={t('admin.audit.title')} className="space-y-4" headingClassName="text-xl font-semibold text-fg">
      {log.error && <Alert tone="error">{t(`errors.${log.error instanceof ApiError ? log.error.code : 'internal'}`)}</Alert>}
      {log.isPending && <Spinner />}
      {log.data && rows.length === 0 && <p className="text-fg-muted">{t('admin.audit.empty')}</p>}
      {rows.length > 0 && (
        <ol className="divide-y divide-border rounded-xl border border-border" aria-labelledby="admin-audit-title">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[12rem_1fr]">
              <time dateTime={row.createdAt} className="text-fg-muted">
                {formatDateTime(row.createdAt)}
              </time>
              <p className="text-fg [overflow-wrap:anywhere]">
                {t('admin.audit.entry', { actor: row.actorEmail, action: actionText(row), target: row.targetLabel ?? row.targetId ?? '—' })}
                {typeof row.details.reason === 'string' && <span className="text-fg-muted">{` — ${row.details.reason}`}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('admin.audit.more')}
        </Button>
      )}
    </TitledSection>
  );
}
