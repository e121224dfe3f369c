import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentVersionList, DocumentVersionSummary } from '../../../shared/document-versions.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { documentKeys } from '../../lib/documents.ts';

/** The edits on screen could not be saved: restoring now would lose them. */
class UnsavedChanges extends Error {}

/** Under `documents`, so a finished generation (which invalidates every document query) refreshes it too. */
const versionsKey = (id: string) => [...documentKeys.all, 'versions', id] as const;

/** When a text was replaced, to the second (two versions may be a minute apart), in the interface language. */
function versionTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}

/**
 * The document's earlier texts (kept when a Regenerate or a restore replaced
 * them), newest first, each with its time, title and words, and Restore
 * behind a confirmation. `beforeRestore` saves what is on screen first,
 * waiting for a save already under way (it answers false when that failed:
 * the restore is not attempted). So Restore stays usable while the editor
 * autosaves: a button disabled under the keyboard's focus would drop it.
 */
export function VersionsDialog({
  documentId,
  open,
  onOpenChange,
  beforeRestore,
  onRestored,
}: {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  beforeRestore: () => Promise<boolean>;
  onRestored: (doc: DocumentRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: versionsKey(documentId),
    queryFn: ({ signal }) => api<DocumentVersionList>(`/api/documents/${encodeURIComponent(documentId)}/versions`, { signal }),
    enabled: open,
    // Opening the dialog always asks again: a Regenerate in another tab may have added one.
    staleTime: 0,
  });
  const [chosen, setChosen] = useState<DocumentVersionSummary | null>(null);
  const restore = useMutation({
    mutationFn: async (version: DocumentVersionSummary) => {
      if (!(await beforeRestore())) throw new UnsavedChanges();
      return api<DocumentRecord>(`/api/documents/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(version.id)}/restore`, { method: 'POST' });
    },
    onSuccess: (doc) => {
      setChosen(null);
      onOpenChange(false);
      onRestored(doc);
      // Dropped rather than refetched: the dialog is closing, and the next opening asks afresh.
      queryClient.removeQueries({ queryKey: versionsKey(documentId) });
    },
    onError: () => setChosen(null),
  });
  const versions = list.data?.versions ?? [];

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t('editor.versions.title')} description={t('editor.versions.description')}>
        {restore.error && (
          <Alert tone="error" className="mb-4">
            {restore.error instanceof UnsavedChanges ? t('editor.versions.saveFirst') : t(`errors.${restore.error instanceof ApiError ? restore.error.code : 'network'}`)}
          </Alert>
        )}
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <Alert tone="error">
            <p>{t('editor.versions.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : versions.length === 0 ? (
          <div className="py-4 text-center">
            <p className="font-medium text-fg">{t('editor.versions.empty')}</p>
            <p className="mt-1 text-sm text-fg-muted">{t('editor.versions.emptyHint')}</p>
          </div>
        ) : (
          <ul aria-label={t('editor.versions.listLabel')} className="divide-y divide-border">
            {versions.map((version) => {
              const time = versionTime(version.createdAt, i18n.language);
              return (
                <li key={version.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-fg">
                      <time dateTime={version.createdAt}>{time}</time>
                    </p>
                    <p className="text-sm break-words text-fg-muted">
                      {version.title} · {t('editor.words', { count: version.words })}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" className="h-11 sm:h-9" aria-label={t('editor.versions.restoreLabel', { time })} onClick={() => setChosen(version)} disabled={restore.isPending} focusableWhenDisabled>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t('editor.versions.restore')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(next) => !next && !restore.isPending && setChosen(null)}
        title={t('editor.versions.confirmTitle')}
        message={chosen ? t('editor.versions.confirmMessage', { time: versionTime(chosen.createdAt, i18n.language) }) : ''}
        confirmLabel={t('editor.versions.restore')}
        busy={restore.isPending}
        onConfirm={() => chosen && restore.mutate(chosen)}
      />
    </>
  );
}
