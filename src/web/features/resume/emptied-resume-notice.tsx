import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useDeleteDocument } from '../../lib/documents.ts';

/**
 * A saved resume the user has emptied: it stays in History (saved empty)
 * unless they delete it here, after confirming. Deleting opens a new, empty
 * builder.
 */
export function EmptiedResumeNotice({ documentId, storageKey, onDeleted }: { documentId: string; storageKey: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);

  function remove() {
    deletion.mutate(documentId, {
      onSuccess: () => {
        setConfirming(false);
        try {
          // An edit still waiting in this browser is for a resume that is gone.
          localStorage.removeItem(storageKey);
        } catch {
          // storage disabled: nothing kept
        }
        onDeleted();
        navigate('/resume-builder', { replace: true });
      },
      onError: () => setConfirming(false),
    });
  }

  return (
    <>
      <Alert className="mt-4" tone="info">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>{t('resume.emptied')}</span>
          <Button variant="secondary" size="sm" className="h-10" onClick={() => setConfirming(true)} disabled={deletion.isPending} focusableWhenDisabled>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('resume.deleteEmpty')}
          </Button>
        </span>
      </Alert>
      {deletion.isError && (
        <Alert className="mt-4" tone="error">
          {t('history.deleteFailed')}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('history.deleteTitle')}
        message={t('history.deleteConfirm')}
        confirmLabel={t('history.delete')}
        busy={deletion.isPending}
        onConfirm={remove}
      />
    </>
  );
}
