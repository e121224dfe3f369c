import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, GitCompare, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentVersion, DocumentVersionList, DocumentVersionSummary, VersionReview } from '../../../shared/document-versions.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { documentKeys } from '../../lib/documents.ts';
import { compareWords, type WordDiff } from '../../lib/word-diff.ts';
import { WordDiffView } from './word-diff.tsx';

/** The edits on screen could not be saved: restoring now would lose them. */
class UnsavedChanges extends Error {}

/** Under `documents`, so a finished generation (which invalidates every document query) refreshes it too. */
const versionsKey = (id: string) => [...documentKeys.all, 'versions', id] as const;

/** When a text was replaced, to the second (two versions may be a minute apart), in the interface language. */
function versionTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}

/** A version being compared, with the editor's text as it was when Compare was pressed (typing on does not re-run the diff). */
interface Comparison {
  version: DocumentVersionSummary;
  currentText: string;
  currentTitle: string | undefined;
}

/**
 * One version against the editor's text: the version's body is fetched, the
 * diff runs once (after the "comparing" state has painted), then the words
 * added and removed show with Restore beside them.
 */
function CompareView({
  documentId,
  comparison,
  time,
  onBack,
  onRestore,
  restoreBusy,
}: {
  documentId: string;
  comparison: Comparison;
  time: string;
  onBack: () => void;
  onRestore: () => void;
  restoreBusy: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { version, currentText, currentTitle } = comparison;
  const body = useQuery({
    queryKey: [...versionsKey(documentId), version.id],
    queryFn: ({ signal }) => api<DocumentVersion>(`/api/documents/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(version.id)}`, { signal }),
    // A version never changes once kept.
    staleTime: Infinity,
  });
  const [diff, setDiff] = useState<WordDiff | null>(null);
  const before = body.data?.content;
  useEffect(() => {
    if (before === undefined) return;
    let current = true;
    void compareWords(before, currentText).then((result) => current && setDiff(result));
    return () => {
      current = false;
    };
  }, [before, currentText]);
  // The keyboard starts from the view's heading, which names what is compared.
  useEffect(() => heading.current?.focus(), []);
  const titleThen = body.data?.title ?? version.title;

  return (
    <section aria-labelledby="version-compare-title">
      <Button variant="ghost" size="sm" className="-ml-2 h-11 sm:h-9" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('editor.versions.back')}
      </Button>
      <h3 id="version-compare-title" ref={heading} tabIndex={-1} className="mt-2 font-semibold text-fg focus:outline-none">
        {t('editor.versions.compareTitle', { time })}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t('editor.versions.compareHint')}</p>
      {currentTitle !== undefined && currentTitle !== titleThen && <p className="mt-2 text-sm break-words text-fg">{t('editor.versions.titleChanged', { before: titleThen, after: currentTitle })}</p>}
      <div className="mt-3">
        {body.isError ? (
          <Alert tone="error">
            <p>{t('editor.versions.loadVersionFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void body.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !diff ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('editor.versions.comparing')} />
          </div>
        ) : !diff.parts.some((part) => part.kind === 'added' || part.kind === 'removed') ? (
          <p className="py-2 text-sm text-fg">{t('editor.versions.noChanges')}</p>
        ) : (
          <WordDiffView diff={diff} />
        )}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="h-11 sm:h-9" onClick={onBack}>
          {t('editor.versions.back')}
        </Button>
        <Button className="h-11 sm:h-9" onClick={onRestore} disabled={restoreBusy} focusableWhenDisabled>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('editor.versions.restoreThis')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The document's earlier texts (kept when a Regenerate or a restore replaced
 * them), newest first, each with its time, title and words, Compare (with
 * `currentText`, the editor's text: a word-level diff inside the dialog, Back
 * returns to the list) and Restore behind a confirmation. `beforeRestore` saves what is on screen first,
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
  currentText,
  currentTitle,
}: {
  documentId: string;
  /** The editor's text (Markdown source) that Compare marks a version against; without it, no Compare. */
  currentText?: string;
  currentTitle?: string;
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
  const [comparison, setComparison] = useState<Comparison | null>(null);
  // Back from a comparison: focus returns to the Compare button it was opened from.
  const compareButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (comparison || !returnTo.current) return;
    compareButtons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [comparison]);
  // A dialog opened afresh starts from the list.
  const changeOpen = (next: boolean) => {
    if (!next) setComparison(null);
    onOpenChange(next);
  };
  const restore = useMutation({
    mutationFn: async (version: DocumentVersionSummary) => {
      if (!(await beforeRestore())) throw new UnsavedChanges();
      return api<DocumentRecord>(`/api/documents/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(version.id)}/restore`, { method: 'POST' });
    },
    onSuccess: (doc) => {
      setChosen(null);
      changeOpen(false);
      onRestored(doc);
      // Dropped rather than refetched: the dialog is closing, and the next opening asks afresh.
      queryClient.removeQueries({ queryKey: versionsKey(documentId) });
    },
    onError: () => setChosen(null),
  });
  const versions = list.data?.versions ?? [];

  return (
    <>
      <Dialog open={open} onOpenChange={changeOpen} title={t('editor.versions.title')} description={t('editor.versions.description')} size={comparison ? 'lg' : 'md'}>
        {restore.error && (
          <Alert tone="error" className="mb-4">
            {restore.error instanceof UnsavedChanges ? t('editor.versions.saveFirst') : t(`errors.${restore.error instanceof ApiError ? restore.error.code : 'network'}`)}
          </Alert>
        )}
        {comparison ? (
          <CompareView
            documentId={documentId}
            comparison={comparison}
            time={versionTime(comparison.version.createdAt, i18n.language)}
            onBack={() => {
              returnTo.current = comparison.version.id;
              setComparison(null);
            }}
            onRestore={() => setChosen(comparison.version)}
            restoreBusy={restore.isPending}
          />
        ) : list.isPending ? (
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
                    {version.review && <ReviewNote review={version.review} />}
                  </div>
                  {currentText !== undefined && (
                    <Button
                      ref={(button) => {
                        if (button) compareButtons.current.set(version.id, button);
                        else compareButtons.current.delete(version.id);
                      }}
                      variant="ghost"
                      size="sm"
                      className="h-11 sm:h-9"
                      aria-label={t('editor.versions.compareLabel', { time })}
                      onClick={() => setComparison({ version, currentText, currentTitle })}
                    >
                      <GitCompare aria-hidden="true" className="size-4" />
                      {t('editor.versions.compare')}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" className="h-11 sm:h-9" aria-label={t('editor.versions.restoreLabel', { time })} onClick={() => setChosen(version)} disabled={restore.isPending} focusableWhenDisabled>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t('editor.versions.restore')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {!comparison && list.data && versions.length > 0 && <p className="mt-4 text-sm text-fg-muted">{t('editor.versions.kept', { count: list.data.kept })}</p>}
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

/** What accepting suggestions changed when it replaced this text: who accepted which, by whom. */
function ReviewNote({ review }: { review: VersionReview }) {
  const { t } = useTranslation();
  const someone = t('comments.someone');
  const shown = review.accepted.slice(0, 3);
  return (
    <div className="mt-1 text-sm text-fg-muted">
      <p>{t('suggestions.versionNote', { name: review.by || someone, count: review.accepted.length })}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {shown.map(({ author, ...change }) => ({ author, inserted: change.inserted.trim(), deleted: change.deleted.trim() })).map((a, i) => (
          <li key={i} className="break-words">
            {a.inserted && a.deleted
              ? t('suggestions.acceptedReplaced', { author: a.author || someone, from: a.deleted, to: a.inserted })
              : a.inserted
                ? t('suggestions.acceptedInserted', { author: a.author || someone, text: a.inserted })
                : a.deleted
                  ? t('suggestions.acceptedDeleted', { author: a.author || someone, text: a.deleted })
                  : t('suggestions.acceptedFormatting', { author: a.author || someone })}
          </li>
        ))}
      </ul>
      {review.accepted.length > shown.length && <p>{t('suggestions.andMore', { count: review.accepted.length - shown.length })}</p>}
    </div>
  );
}
