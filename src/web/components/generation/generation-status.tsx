import { FilePenLine, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProNotice } from '../plans/pro-prompt.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import type { ApiError } from '../../lib/api.ts';
import type { Run } from '../../lib/use-generation-run.ts';

/**
 * A generation that failed before its first words: the reason, and Retry —
 * or, when today's quota is used up, the free Pro trial in place (the
 * generation goes on once it started), never a trip away from the form.
 */
export function GenerationErrorAlert({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const message =
    error.code === 'quota_exceeded' && error.retryAt
      ? t('essay.quotaExceeded', { time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(error.retryAt)) })
      : t(`errors.${error.code}`);
  if (error.code === 'quota_exceeded') {
    return (
      <div role="alert">
        <ProNotice onStarted={onRetry}>{message}</ProNotice>
      </div>
    );
  }
  return <FailureAlert error={error} message={message} onRetry={onRetry} />;
}

/**
 * A request that failed: the reason (the error code's sentence unless
 * `message` says otherwise) and Retry, except when the request itself was
 * refused (validation_failed), which sending it again would not change.
 */
export function FailureAlert({ error, message, onRetry }: { error: ApiError; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{message ?? t(`errors.${error.code}`)}</p>
      {error.code !== 'validation_failed' && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('essay.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** What happened to the draft: saved, stopped or cut short — and where it is kept. */
export function RunOutcome({ run, saveHistory, onRetry }: { run: Run; saveHistory: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!run.outcome) return null;
  const openLink = run.documentId && (
    <ButtonLink to={`/documents/${run.documentId}/edit`} variant="ghost" size="sm" className="ml-1">
      <FilePenLine aria-hidden="true" className="size-4" />
      {t('essay.openInEditor')}
    </ButtonLink>
  );
  if (run.outcome.kind === 'failed') {
    // Mid-stream, service_unavailable only means the server stopped (a restart or a deploy):
    // say so, and that the draft is safe, rather than a generic outage.
    const restarting = run.outcome.error.code === 'service_unavailable';
    return (
      <Alert tone="error">
        <p>
          {restarting
            ? t(run.documentId ? 'essay.restartingSaved' : 'essay.restartingKept')
            : `${t(`errors.${run.outcome.error.code}`)} ${run.documentId ? t('essay.partialSaved') : t('essay.partialKept')}`}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('essay.retry')}
          </Button>
          {openLink}
        </div>
      </Alert>
    );
  }
  if (run.outcome.kind === 'stopped') {
    return <Alert tone="info">{saveHistory ? t('essay.stoppedSaved') : t('essay.stopped')}</Alert>;
  }
  return (
    <Alert tone="success">
      {run.documentId ? t('essay.saved') : saveHistory ? t('essay.notSaved') : t('essay.historyOff')}
      {openLink}
    </Alert>
  );
}
