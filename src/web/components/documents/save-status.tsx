import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import type { SaveStatus } from '../../lib/use-autosave.ts';
import { Alert } from '../ui/alert.tsx';

const looks = {
  saved: { Icon: Check, className: 'text-success' },
  unsaved: { Icon: CircleAlert, className: 'text-fg-muted' },
  saving: { Icon: LoaderCircle, className: 'text-fg-muted [&_svg]:animate-spin' },
  retrying: { Icon: CircleAlert, className: 'text-danger' },
  tooLong: { Icon: CircleAlert, className: 'text-danger' },
} as const;

/** 'Saved' / 'Unsaved changes' / 'Saving…' / 'Not saved — retrying' / 'Too long to save', announced politely. */
export function SaveStatusText({ status }: { status: SaveStatus | 'tooLong' }) {
  const { t } = useTranslation();
  const { Icon, className } = looks[status];
  return (
    <p role="status" className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`editor.status.${status}`)}
    </p>
  );
}

/** An editor whose document could not be opened: gone (→ History) or a failure (→ retry). */
export function DocumentLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert tone="error">
        {gone ? t('editor.notFound') : t('editor.loadFailed')}{' '}
        {gone ? (
          <Link to="/history" className="font-semibold underline">
            {t('editor.backToHistory')}
          </Link>
        ) : (
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </Alert>
    </div>
  );
}
