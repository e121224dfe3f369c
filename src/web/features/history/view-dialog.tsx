import { Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentRecord, DocumentSummary } from '../../../shared/documents.ts';
import { generationProviders, type GenerationProvider } from '../../../shared/generation.ts';
import { DownloadMenu } from '../../components/documents/download-menu.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { editPathFor } from '../../lib/document-links.ts';
import { kindKey, useDocument } from '../../lib/documents.ts';
import { formatRelativeDate } from '../../lib/format.ts';

const DocumentBody = lazy(() => import('../../components/documents/document-body.tsx'));

/** View: the whole document rendered for its type, with Download, Edit and Close. */
export function ViewDialog({ summary, onClose }: { summary: DocumentSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useDocument(summary?.id);
  const loading = (
    <div className="flex justify-center py-16">
      <Spinner label={t('common.loading')} />
    </div>
  );
  return (
    <Dialog
      open={summary !== null}
      onOpenChange={(open) => !open && onClose()}
      size="document"
      title={summary?.title ?? ''}
      description={summary ? `${t(kindKey(summary))} · ${t('history.updated', { when: formatRelativeDate(summary.updatedAt) })}` : undefined}
      footer={
        summary && (
          <>
            <Link to={editPathFor(summary)} className={buttonClass('ghost', 'md', 'h-11 sm:h-10')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('history.edit')}
            </Link>
            <DownloadMenu documentId={summary.id} />
            <Button className="h-11 sm:h-10" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        )
      }
    >
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status === 404 ? t('history.viewGone') : t('history.viewFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <Suspense fallback={loading}>
          <div className="mx-auto max-w-3xl">
            <WrittenBy doc={query.data} />
            <DocumentBody doc={query.data} />
          </div>
        </Suspense>
      )}
    </Dialog>
  );
}

/** Who wrote a generated document, as the generation recorded it in `data.generation`. */
function writerOf(doc: DocumentRecord): { provider: GenerationProvider; model: string | undefined } | null {
  const generation = doc.data.generation;
  if (!generation || typeof generation !== 'object') return null;
  const { provider, model } = generation as { provider?: unknown; model?: unknown };
  if (!generationProviders.includes(provider as GenerationProvider)) return null;
  return { provider: provider as GenerationProvider, model: typeof model === 'string' && model.trim() ? model : undefined };
}

function WrittenBy({ doc }: { doc: DocumentRecord }) {
  const { t } = useTranslation();
  const writer = writerOf(doc);
  if (!writer) return null;
  const { provider, model } = writer;
  const name =
    provider === 'offline'
      ? t('history.writers.offline')
      : provider === 'model'
        ? model
          ? t('history.writers.model', { model })
          : t('history.writers.modelUnnamed')
        : model
          ? t('history.writers.userModel', { model })
          : t('history.writers.userModelUnnamed');
  return (
    <p className="mb-4 text-sm text-fg-muted" data-testid="written-by">
      {t('history.writtenBy', { writer: name })}
    </p>
  );
}
